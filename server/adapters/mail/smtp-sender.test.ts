import { describe, expect, it } from 'vitest';
import { parseSmtpUrl } from './smtp-sender.ts';

describe('parseSmtpUrl', () => {
  it.each([
    [
      'smtp://127.0.0.1:2525?ignoreTLS=true',
      { host: '127.0.0.1', port: 2525, secure: false, ignoreTLS: true, requireTLS: false, auth: undefined },
    ],
    [
      'smtp://localhost:1025',
      { host: 'localhost', port: 1025, secure: false, ignoreTLS: true, requireTLS: false, auth: undefined },
    ],
    [
      'smtp://mailer%40nordhub.test:p%40ss%3Aw0rd@smtp.example.com:587?requireTLS=true',
      {
        host: 'smtp.example.com',
        port: 587,
        secure: false,
        ignoreTLS: false,
        requireTLS: true,
        auth: { user: 'mailer@nordhub.test', pass: 'p@ss:w0rd' },
      },
    ],
    [
      'smtps://user:secret@smtp.example.com',
      {
        host: 'smtp.example.com',
        port: undefined,
        secure: true,
        ignoreTLS: false,
        requireTLS: false,
        auth: { user: 'user', pass: 'secret' },
      },
    ],
    [
      'smtp://[::1]:25',
      { host: '::1', port: 25, secure: false, ignoreTLS: true, requireTLS: false, auth: undefined },
    ],
  ])('%s', (url, expected) => {
    expect(parseSmtpUrl(url)).toEqual(expected);
  });

  it('keeps STARTTLS for a remote server unless the URL says ignoreTLS', () => {
    expect(parseSmtpUrl('smtp://smtp.example.com:587').ignoreTLS).toBe(false);
    expect(parseSmtpUrl('smtp://smtp.example.com:587?ignoreTLS=true').ignoreTLS).toBe(true);
  });

  it.each([
    ['http://smtp.example.com', 'SMTP_URL must start with smtp:// or smtps://'],
    ['smtp.example.com:25', 'SMTP_URL must start with smtp:// or smtps://'],
    ['not a url', 'SMTP_URL is not a valid URL'],
  ])('refuses %s without repeating it', (url, message) => {
    expect(() => parseSmtpUrl(url)).toThrow(message);
  });

  it('never puts the password in its error message', () => {
    try {
      parseSmtpUrl('ftp://user:hunter2@smtp.example.com');
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain('hunter2');
    }
  });
});
