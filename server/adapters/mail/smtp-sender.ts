import nodemailer from 'nodemailer';
import type { MailMessage } from './mail-message.ts';

/** A mail ready for the wire: its attachments read from file storage (bytes, never a path or URL). */
export type SmtpMessage = Omit<MailMessage, 'attachments'> & {
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

/** What `SMTP_URL` says about the server to deliver to. */
export type SmtpSettings = {
  host: string;
  /** Unset: nodemailer's default (587, or 465 for smtps). */
  port: number | undefined;
  /** smtps://: TLS from the first byte. */
  secure: boolean;
  /** Plain SMTP even when the server offers STARTTLS: only for local test servers (`?ignoreTLS=true`). */
  ignoreTLS: boolean;
  /** Refuse to send unless STARTTLS succeeds (`?requireTLS=true`), so a network attacker cannot downgrade. */
  requireTLS: boolean;
  auth: { user: string; pass: string } | undefined;
};

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * Reads `smtp://user:pass@host:port?ignoreTLS=true` or `smtps://...`. Error messages never repeat
 * the URL: it may hold the password.
 */
export function parseSmtpUrl(value: string): SmtpSettings {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('SMTP_URL is not a valid URL (expected smtp://user:password@host:port)');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!host) throw new Error('SMTP_URL has no host name');
  const secure = url.protocol === 'smtps:';
  const isLocalHost = LOCAL_HOSTS.has(host.toLowerCase());
  return {
    host,
    port: url.port ? Number(url.port) : undefined,
    secure,
    // A local server (the test peer, a development mail catcher) seldom has a certificate that verifies.
    ignoreTLS: !secure && (readFlag(url, 'ignoreTLS') || isLocalHost),
    requireTLS: !secure && readFlag(url, 'requireTLS'),
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
  };
}

function readFlag(url: URL, name: string): boolean {
  const value = url.searchParams.get(name)?.toLowerCase();
  return value === 'true' || value === '1';
}

export type SmtpTransport = {
  deliver(message: SmtpMessage): Promise<{ messageId: string }>;
  /** Closes the pooled connections (graceful shutdown, end of a test). */
  close(): void;
};

/** Bounded waits: a stuck mail server must fail a delivery within seconds (the queue then retries it). */
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;
const DNS_TIMEOUT_MS = 10_000;

/** Waits of one delivery; the defaults bound a stuck server to well under the queue's lease. */
export type SmtpTimeouts = { connectionMs: number; greetingMs: number; socketMs: number };

/** A pooled nodemailer SMTP transport for the server in `SMTP_URL`, sending as `from`. */
export function createSmtpTransport(options: {
  url: string;
  from: string;
  timeouts?: Partial<SmtpTimeouts>;
}): SmtpTransport {
  const settings = parseSmtpUrl(options.url);
  const transporter = nodemailer.createTransport(
    {
      pool: true,
      maxConnections: 3,
      maxMessages: 100,
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      ignoreTLS: settings.ignoreTLS,
      requireTLS: settings.requireTLS,
      auth: settings.auth,
      connectionTimeout: options.timeouts?.connectionMs ?? CONNECTION_TIMEOUT_MS,
      greetingTimeout: options.timeouts?.greetingMs ?? GREETING_TIMEOUT_MS,
      socketTimeout: options.timeouts?.socketMs ?? SOCKET_TIMEOUT_MS,
      dnsTimeout: DNS_TIMEOUT_MS,
      // Messages are built from our templates only: nothing may make nodemailer read a file or fetch a URL.
      disableFileAccess: true,
      disableUrlAccess: true,
      // nodemailer's own logging would print message bodies, and they hold single-use links.
      logger: false,
      debug: false,
    },
    { from: options.from },
  );
  return {
    async deliver(message) {
      const info = await transporter.sendMail({
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
        // Buffers only (file and URL access are disabled above).
        attachments: message.attachments?.map((attachment) => ({
          filename: attachment.filename,
          content: attachment.content,
          contentType: attachment.contentType,
        })),
      });
      return { messageId: info.messageId };
    },
    close() {
      transporter.close();
    },
  };
}
