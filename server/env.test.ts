import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

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
