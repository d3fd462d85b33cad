import { describe, expect, it } from 'vitest';
import { parseEnv, publicUrlWarning } from './env.ts';

/** Issue 10, defect 11: switches for tests and demos never start on a real (https) deployment. */
describe('parseEnv: production switches', () => {
  const https = { NODE_ENV: 'production', PUBLIC_URL: 'https://nordhub.example' };

  it.each([
    ['DIGEST_RUN_ROUTE in production over https', { ...https, DIGEST_RUN_ROUTE: 'true' }, /DIGEST_RUN_ROUTE/],
    ['DIGEST_RUN_ROUTE=1 in production over https', { ...https, DIGEST_RUN_ROUTE: '1' }, /DIGEST_RUN_ROUTE/],
    [
      'the local sign-in provider in production over https',
      { ...https, OAUTH_PROVIDER: 'local' },
      /OAUTH_PROVIDER=local/,
    ],
  ])('refuses %s', (_label, source, reason) => {
    expect(() => parseEnv(source)).toThrow(/^Refusing to start in production:\n/);
    expect(() => parseEnv(source)).toThrow(reason);
  });

  it('names both problems at once', () => {
    expect(() => parseEnv({ ...https, DIGEST_RUN_ROUTE: 'true', OAUTH_PROVIDER: 'local' })).toThrow(
      /DIGEST_RUN_ROUTE[\s\S]*OAUTH_PROVIDER=local/,
    );
  });

  it.each([
    ['production over https without them', { ...https, DIGEST_RUN_ROUTE: 'false', OAUTH_PROVIDER: 'auto' }],
    [
      'production over plain http (the e2e server)',
      {
        NODE_ENV: 'production',
        PUBLIC_URL: 'http://127.0.0.1:4000',
        DIGEST_RUN_ROUTE: 'true',
        OAUTH_PROVIDER: 'local',
      },
    ],
    [
      'development over https',
      {
        NODE_ENV: 'development',
        PUBLIC_URL: 'https://dev.nordhub.example',
        DIGEST_RUN_ROUTE: 'true',
        OAUTH_PROVIDER: 'local',
      },
    ],
    ['tests', { NODE_ENV: 'test', PUBLIC_URL: 'https://nordhub.example', DIGEST_RUN_ROUTE: 'true' }],
  ])('allows %s', (_label, source) => {
    expect(() => parseEnv(source)).not.toThrow();
  });
});

/** Issue 11 scope 3: worker processes on PostgreSQL. */
describe('parseEnv: WEB_CONCURRENCY', () => {
  it('defaults to the number of cores', async () => {
    const os = await import('node:os');
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(os.availableParallelism());
  });

  it('takes a positive integer', () => {
    expect(parseEnv({ WEB_CONCURRENCY: '3' }).WEB_CONCURRENCY).toBe(3);
  });

  it.each(['0', '-1', '1.5', 'many'])('refuses %s', (value) => {
    expect(() => parseEnv({ WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY/);
  });
});

/** Issue 31, item 1: links, checkouts and structured data follow the port the server listens on. */
describe('parseEnv: PUBLIC_URL', () => {
  it.each([
    [{}, 'http://localhost:3000'],
    [{ PORT: '3300' }, 'http://localhost:3300'],
    [{ HOST: '127.0.0.1', PORT: '4123' }, 'http://127.0.0.1:4123'],
    [{ HOST: '::', PORT: '3300' }, 'http://localhost:3300'],
    [{ HOST: '::1', PORT: '3300' }, 'http://[::1]:3300'],
    [{ PORT: '80' }, 'http://localhost'],
    [{ PORT: '3300', PUBLIC_URL: 'https://nordhub.example' }, 'https://nordhub.example'],
  ])('%o gives %s', (source, expected) => {
    expect(parseEnv(source).PUBLIC_URL).toBe(expected);
  });

  it('warns in production on every interface without PUBLIC_URL, in one line naming the variable', () => {
    const warning = publicUrlWarning(parseEnv({ NODE_ENV: 'production', PORT: '3300' }));
    expect(warning).toMatch(/^PUBLIC_URL is not set: /);
    expect(warning).toContain('http://localhost:3300');
    expect(warning).toContain('set PUBLIC_URL');
    expect(warning).not.toContain('\n');
  });

  it.each([
    ['development', { PORT: '3300' }],
    ['production on a loopback address', { NODE_ENV: 'production', HOST: '127.0.0.1' }],
    ['production with PUBLIC_URL', { NODE_ENV: 'production', PUBLIC_URL: 'https://nordhub.example' }],
  ])('stays quiet in %s', (_label, source) => {
    expect(publicUrlWarning(parseEnv(source))).toBeUndefined();
  });
});
