/**
 * The last e2e spec (vitest.config.ts orders it after every other): the whole run's server log, at
 * LOG_LEVEL=info with the access log on, holds none of the secrets the run handed out. Secrets are
 * what a reader of the log could use: every session cookie the server set (noted by the journeys,
 * see log-secrets.ts), every key in a mailed link (reset, verify, settings, digest, invitation,
 * change of address), any argon2 hash and the passwords the journeys typed (the demo password is
 * not one: the start banner prints it on purpose, like the README).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { CapturedMail } from '../helpers/smtp-capture.ts';
import { E2E_PASSWORD } from './accounts.ts';
import { extractLinks } from './mailbox.ts';

/** Paths whose next segment (or rest) is a key. */
const KEY_PATHS = [
  /\/profile-settings\/([^/?#]+)/,
  /\/api\/digest\/([^?#]+)/,
  /\/client\/invites\/([^/?#]+)/,
  /\/api\/invites\/([^/?#]+)/,
];
/** Query values that are keys (`?key=` of reset and verify links, `?token=` of still-hiring links). */
const KEY_PARAMS = ['key', 'token', 'code'];
/** A key is long: a shorter value is not one of ours. */
const MIN_KEY_LENGTH = 16;

function readMails(): CapturedMail[] {
  const dir = inject('mailDir');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as CapturedMail);
}

/** The keys in the links of every mail of the run: query values and key path segments. */
function mailedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const mail of readMails()) {
    for (const link of extractLinks(`${mail.text}\n${mail.html.replaceAll('&amp;', '&')}`)) {
      let url: URL;
      try {
        url = new URL(link);
      } catch {
        continue;
      }
      for (const name of KEY_PARAMS) {
        const value = url.searchParams.get(name);
        if (value && value.length >= MIN_KEY_LENGTH) keys.add(value);
      }
      for (const pattern of KEY_PATHS) {
        const key = pattern.exec(url.pathname)?.[1];
        if (key && key.length >= MIN_KEY_LENGTH) keys.add(decodeURIComponent(key));
      }
    }
  }
  return keys;
}

function sessionTokens(): Set<string> {
  const dir = inject('secretsDir');
  const tokens = new Set<string>();
  for (const name of fs.readdirSync(dir)) {
    for (const line of fs.readFileSync(path.join(dir, name), 'utf8').split('\n')) {
      if (line.trim()) tokens.add(line.trim());
    }
  }
  return tokens;
}

describe('the e2e run’s server log', () => {
  it('holds the access log of the run but no key, session token, password or password hash', () => {
    const log = fs.readFileSync(inject('serverLogFile'), 'utf8');
    const lines = log.split('\n');
    // Not a vacuous scan: the run's requests are in the log (with masked keys among them).
    const accessLines = lines.filter((line) => line.includes('"url":"'));
    expect(accessLines.length).toBeGreaterThan(500);
    expect(log).toContain('***');

    const keys = mailedKeys();
    const tokens = sessionTokens();
    // The journeys reset passwords, verify addresses, open settings links and log in many times.
    expect(keys.size).toBeGreaterThan(5);
    expect(tokens.size).toBeGreaterThan(20);

    const found: string[] = [];
    // What failed, with where: the log line around the secret, the secret itself left out.
    const check = (kind: string, secret: string) => {
      for (const form of new Set([secret, encodeURIComponent(secret)])) {
        const at = log.indexOf(form);
        if (at === -1) continue;
        const around = `${log.slice(Math.max(0, at - 160), at)}<${kind}>${log.slice(at + form.length, at + form.length + 80)}`;
        found.push(around.replaceAll('\n', ' '));
        return;
      }
    };
    for (const key of keys) check('mailed key', key);
    for (const token of tokens) check('session token', token);
    for (const password of [E2E_PASSWORD, 'Fjord-night-2027?', 'Fjord-dusk-2027?', 'Quiet-Harbour-2027!']) {
      check('password', password);
    }
    expect(found).toEqual([]);
    expect(log).not.toMatch(/\$argon2(?:id|i|d)\$/);
  });
});
