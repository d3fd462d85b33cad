import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One mail as the local SMTP server received it, decoded enough for assertions. */
export type CapturedMail = {
  /** SMTP envelope: what the client said in MAIL FROM and RCPT TO. */
  envelope: { from: string; to: string[] };
  /** The first envelope recipient: the address the mail was delivered to. */
  to: string;
  /** Header fields by lower-case name (first occurrence), unfolded and with encoded words decoded. */
  headers: Record<string, string>;
  subject: string;
  /** The decoded text/plain part ('' when there is none). */
  text: string;
  /** The decoded text/html part ('' when there is none). */
  html: string;
  /** The content types of the leaf parts, in order, e.g. ['text/plain', 'text/html']. */
  partTypes: string[];
  raw: string;
};

/**
 * How the server misbehaves (fault tests of the mail queue): `reject` answers every recipient with
 * 550; `hang` accepts connections and never answers (no greeting, no reply to MAIL FROM); `none` works.
 */
export type SmtpFault = 'none' | 'reject' | 'hang';

export type SmtpCapture = {
  /** Ready for SMTP_URL: `smtp://127.0.0.1:PORT?ignoreTLS=true`. */
  url: string;
  port: number;
  messages: CapturedMail[];
  /** Changes how the server answers from the next connection (hang) or recipient (reject) on. */
  setFault(fault: SmtpFault): void;
  /** Resolves with the first mail (already received or arriving later) that matches. */
  waitForMail(predicate: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
};

const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

/**
 * A real SMTP server on 127.0.0.1 (random port) that keeps every mail it receives: the app's
 * nodemailer transport speaks the real protocol to it. Plain SMTP only (no STARTTLS), any or no login.
 */
export async function startSmtpCapture(
  options: {
    /** Called with each mail as it arrives (the e2e setup writes them where the test workers read). */
    onMail?: (mail: CapturedMail) => void;
  } = {},
): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  let fault: SmtpFault = 'none';

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: MAX_MESSAGE_BYTES,
    // Pooled client connections would otherwise hold close() for the default 30 seconds.
    closeTimeout: 200,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'test' });
    },
    // A hanging server: a new connection is accepted and never greeted; one already open never
    // hears back after MAIL FROM.
    onConnect(_session, callback) {
      if (fault !== 'hang') callback();
    },
    onMailFrom(_address, _session, callback) {
      if (fault !== 'hang') callback();
    },
    onRcptTo(_address, _session, callback) {
      if (fault === 'reject') {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error: Error) => callback(error));
      stream.on('end', () => {
        try {
          const mailFrom = session.envelope.mailFrom;
          const envelope = {
            from: mailFrom ? mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          };
          const mail = parseMail(Buffer.concat(chunks), envelope);
          messages.push(mail);
          options.onMail?.(mail);
          for (const wake of waiters) wake();
          callback();
        } catch (error) {
          callback(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    port,
    messages,
    setFault(next) {
      fault = next;
    },
    waitForMail(predicate, timeoutMs = 5_000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise<CapturedMail>((resolve, reject) => {
        const wake = () => {
          const match = messages.find(predicate);
          if (!match) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(match);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          const received = messages.map((m) => `${m.to}: ${m.subject}`).join('; ') || 'none';
          reject(new Error(`No matching mail within ${timeoutMs} ms (received: ${received})`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The http(s) links in a text, without trailing punctuation ('.', ',', ')'). */
export function extractLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"'`]+/g)].map((m) => m[0].replace(/[.,;:!?)\]]+$/, ''));
}

// --- A small MIME reader: enough for what nodemailer writes (multipart, 7bit/8bit/QP/base64, RFC 2047). ---

type MimePart = { headers: Record<string, string>; body: string };

/**
 * Reads a received message as a 'binary' string (one char per byte): boundaries and headers are ASCII,
 * and each body is decoded to bytes, then to text, only once its encoding and charset are known.
 */
export function parseMail(raw: Buffer, envelope: { from: string; to: string[] }): CapturedMail {
  // The line break before the end-of-data dot belongs to SMTP, not to the message.
  const root = splitHeaderAndBody(raw.toString('latin1').replace(/\r?\n$/, ''));
  const leaves = collectLeaves(root);
  const firstOf = (type: string) => leaves.find((leaf) => leaf.type === type)?.content ?? '';
  return {
    envelope,
    to: envelope.to[0] ?? '',
    headers: Object.fromEntries(Object.entries(root.headers).map(([k, v]) => [k, decodeEncodedWords(v)])),
    subject: decodeEncodedWords(root.headers.subject ?? ''),
    text: firstOf('text/plain'),
    html: firstOf('text/html'),
    partTypes: leaves.map((leaf) => leaf.type),
    raw: raw.toString('utf8'),
  };
}

function splitHeaderAndBody(source: string): MimePart {
  const match = /\r?\n\r?\n/.exec(source);
  const headerBlock = match ? source.slice(0, match.index) : source;
  const body = match ? source.slice(match.index + match[0].length) : '';
  const headers: Record<string, string> = {};
  // Folded header lines continue with whitespace: join them before splitting name from value.
  for (const line of headerBlock.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!(name in headers)) headers[name] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function collectLeaves(part: MimePart): { type: string; content: string }[] {
  const { type, params } = parseContentType(part.headers['content-type']);
  if (type.startsWith('multipart/') && params.boundary) {
    return splitMultipart(part.body, params.boundary).flatMap((child) =>
      collectLeaves(splitHeaderAndBody(child)),
    );
  }
  const bytes = decodeTransferEncoding(part.body, part.headers['content-transfer-encoding']);
  return [{ type, content: decodeCharset(bytes, params.charset) }];
}

/** The line break before a boundary line belongs to the boundary (RFC 2046), so parts are joined without it. */
function splitMultipart(body: string, boundary: string): string[] {
  const parts: string[] = [];
  let current: string[] | null = null;
  for (const line of body.split(/\r?\n/)) {
    const trimmed = line.trimEnd();
    if (trimmed === `--${boundary}--`) break;
    if (trimmed === `--${boundary}`) {
      if (current) parts.push(current.join('\r\n'));
      current = [];
    } else if (current) {
      current.push(line);
    }
  }
  if (current) parts.push(current.join('\r\n'));
  return parts;
}

function parseContentType(value: string | undefined): { type: string; params: Record<string, string> } {
  if (!value) return { type: 'text/plain', params: {} };
  const [type = '', ...rest] = value.split(';');
  const params: Record<string, string> = {};
  for (const match of rest.join(';').matchAll(/([\w-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/g)) {
    const key = match[1];
    if (key) params[key.toLowerCase()] = match[2] ?? match[3] ?? '';
  }
  return { type: type.trim().toLowerCase(), params };
}

function decodeTransferEncoding(body: string, encoding: string | undefined): Buffer {
  switch ((encoding ?? '7bit').trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return decodeQuotedPrintable(body.replace(/=\r?\n/g, ''));
    default:
      return Buffer.from(body, 'latin1');
  }
}

function decodeQuotedPrintable(input: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < input.length; i++) {
    const hex = input.slice(i + 1, i + 3);
    if (input[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(input.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

function decodeCharset(bytes: Buffer, charset: string | undefined): string {
  const name = (charset ?? 'utf-8').toLowerCase();
  const text =
    name === 'us-ascii' || name === 'iso-8859-1' ? bytes.toString('latin1') : bytes.toString('utf8');
  return text.replace(/\r\n/g, '\n');
}

const ENCODED_WORD = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;

/**
 * RFC 2047 (`=?UTF-8?Q?Hej_Bj=C3=B6rn?=`): whitespace between two encoded words is dropped, and the
 * bytes of adjacent words are joined before decoding, as a character may be split across them.
 */
function decodeEncodedWords(value: string): string {
  const joined = value.replace(/(\?=)\s+(?==\?)/g, '$1');
  let result = '';
  let pending: Buffer[] = [];
  let lastIndex = 0;
  const flush = () => {
    if (pending.length > 0) result += Buffer.concat(pending).toString('utf8');
    pending = [];
  };
  for (const match of joined.matchAll(ENCODED_WORD)) {
    if (match.index > lastIndex) {
      flush();
      result += joined.slice(lastIndex, match.index);
    }
    const [, , encoding = 'Q', data = ''] = match;
    pending.push(
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : decodeQuotedPrintable(data.replaceAll('_', ' ')),
    );
    lastIndex = match.index + match[0].length;
  }
  flush();
  return result + joined.slice(lastIndex);
}
