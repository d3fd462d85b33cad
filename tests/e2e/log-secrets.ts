/**
 * Secrets the journeys see, noted for the last spec (`zz-logs.spec.ts`), which checks that none of
 * them is in the e2e server's log: every session cookie the server set (browsers and API calls),
 * noted into `inject('secretsDir')`, one file per test process.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';

const SESSION_COOKIE = /^(?:__Host-)?nh_session=([^;]+)/;
const file = () =>
  path.join(inject('secretsDir'), `sessions-${process.pid}-${crypto.randomBytes(3).toString('hex')}.txt`);
let target: string | null = null;

/** Notes the session cookie values among Set-Cookie header values. */
export function noteSetCookies(setCookies: readonly string[]): void {
  const values = setCookies
    .flatMap((header) => header.split('\n'))
    .map((cookie) => SESSION_COOKIE.exec(cookie.trim())?.[1])
    .filter((value): value is string => Boolean(value));
  if (values.length === 0) return;
  target ??= file();
  fs.appendFileSync(target, `${values.join('\n')}\n`);
}

/** Every session cookie the server sets in this browser, as its pages receive them. */
export function watchSessionCookies(context: BrowserContext): void {
  context.on('response', (response) => {
    void response
      .headerValues('set-cookie')
      .then(noteSetCookies)
      .catch(() => {});
  });
}

/** The session cookie the browser holds now (e.g. set by an API call of the journey). */
export async function noteSessionCookiesOf(context: BrowserContext): Promise<void> {
  const cookies = await context.cookies().catch(() => []);
  noteSetCookies(cookies.map((cookie) => `${cookie.name}=${cookie.value}`));
}
