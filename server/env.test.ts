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
    [
      'the local test DNS in production over https',
      { ...https, DNS_PROVIDER: 'local' },
      /DNS_PROVIDER=local: the local test DNS lets anyone verify any career domain/,
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
    [
      'production over https without them',
      {
        ...https,
        DIGEST_RUN_ROUTE: 'false',
        OAUTH_PROVIDER: 'auto',
        PAYMENT_PROVIDER: 'stripe',
        SMTP_URL: 'smtp://mail.example:587',
      },
    ],
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

/** Issue 36, item 4: a real deployment never runs on demo parts by accident. */
describe('parseEnv: demo parts in production over https', () => {
  const https = { NODE_ENV: 'production', PUBLIC_URL: 'https://nordhub.example' };
  const real = { ...https, PAYMENT_PROVIDER: 'stripe', SMTP_URL: 'smtp://user:pass@mail.example:587' };

  it.each([
    [
      'the default payment provider',
      { ...real, PAYMENT_PROVIDER: undefined },
      'PAYMENT_PROVIDER is not set: the local TEST MODE provider gives plans and boosts without payment; set PAYMENT_PROVIDER=stripe (or PAYMENT_PROVIDER=local for a demo)',
    ],
    [
      'no SMTP_URL',
      { ...real, SMTP_URL: undefined },
      'SMTP_URL is not set: every mail stays in the outbox, never sent; set SMTP_URL=smtp://user:pass@host:587 (or MAIL_TRANSPORT=outbox for a demo)',
    ],
    ['a blank SMTP_URL', { ...real, SMTP_URL: '  ' }, 'SMTP_URL is not set'],
  ])('refuses %s, in one line saying why', (_label, source, line) => {
    expect(() => parseEnv(source)).toThrow(`Refusing to start in production:\n  ${line}`);
  });

  it('names every problem at once', () => {
    expect(() => parseEnv({ ...https, OAUTH_PROVIDER: 'local' })).toThrow(
      /OAUTH_PROVIDER=local[^\n]*\n {2}PAYMENT_PROVIDER is not set[^\n]*\n {2}SMTP_URL is not set/,
    );
  });

  it('starts with the demo parts chosen explicitly', () => {
    const env = parseEnv({ ...https, PAYMENT_PROVIDER: 'local', MAIL_TRANSPORT: 'outbox' });
    expect(env.PAYMENT_PROVIDER).toBe('local');
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('starts with the real parts', () => {
    expect(parseEnv(real)).toMatchObject({ PAYMENT_PROVIDER: 'stripe', SMTP_URL: real.SMTP_URL });
  });

  it.each([
    [
      'production over plain http (the e2e server)',
      { NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:4000' },
    ],
    ['development', { NODE_ENV: 'development', PUBLIC_URL: 'https://dev.nordhub.example' }],
  ])('keeps the defaults in %s: the local provider, mail in the outbox', (_label, source) => {
    const env = parseEnv(source);
    expect(env.PAYMENT_PROVIDER).toBe('local');
    expect(env.SMTP_URL).toBeUndefined();
  });

  it.each([
    [{ MAIL_TRANSPORT: 'smtp' }, 'SMTP_URL: required with MAIL_TRANSPORT=smtp'],
    [
      { MAIL_TRANSPORT: 'outbox', SMTP_URL: 'smtp://mail.example:587' },
      'MAIL_TRANSPORT: outbox keeps mail undelivered while SMTP_URL is set; unset one of them',
    ],
    [{ MAIL_TRANSPORT: 'pigeon' }, 'MAIL_TRANSPORT'],
  ])('refuses the mail settings %o', (source, line) => {
    expect(() => parseEnv(source)).toThrow(`Invalid environment:\n  ${line}`);
  });
});

/** Issue 36, item 4: uploads on this disk or in an S3-compatible bucket. */
describe('parseEnv: STORAGE', () => {
  const s3 = { STORAGE: 's3', S3_BUCKET: 'nordhub-uploads', S3_REGION: 'eu-north-1' };

  it('keeps uploads on the local disk by default', () => {
    expect(parseEnv({}).STORAGE).toBe('local');
  });

  it('takes an S3 bucket with its endpoint, keys and path style', () => {
    const env = parseEnv({
      ...s3,
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(env).toMatchObject({
      STORAGE: 's3',
      S3_BUCKET: 'nordhub-uploads',
      S3_REGION: 'eu-north-1',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_FORCE_PATH_STYLE: true,
    });
    // Without keys: the AWS SDK's own chain (an instance role, AWS_* variables).
    expect(parseEnv(s3).S3_ACCESS_KEY_ID).toBeUndefined();
  });

  it.each([
    [{ ...s3, S3_BUCKET: undefined }, ['S3_BUCKET: required with STORAGE=s3']],
    [{ ...s3, S3_REGION: undefined }, ['S3_REGION: required with STORAGE=s3']],
    [{ STORAGE: 's3' }, ['S3_BUCKET: required with STORAGE=s3', 'S3_REGION: required with STORAGE=s3']],
    [
      { ...s3, S3_ACCESS_KEY_ID: 'id' },
      ['S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither for the AWS credential chain'],
    ],
    [
      { S3_BUCKET: 'nordhub-uploads' },
      ['STORAGE: S3_BUCKET is set but uploads would stay on this disk; set STORAGE=s3'],
    ],
    [{ ...s3, S3_ENDPOINT: 'minio at port 9000' }, ['S3_ENDPOINT']],
    [{ STORAGE: 'nfs' }, ['STORAGE']],
  ])('refuses %o, saying what is wrong', (source, lines) => {
    let message = '';
    try {
      parseEnv(source);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid environment:\n/);
    for (const line of lines) expect(message).toContain(`\n  ${line}`);
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
    [
      'production with PUBLIC_URL',
      {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://nordhub.example',
        PAYMENT_PROVIDER: 'local',
        MAIL_TRANSPORT: 'outbox',
      },
    ],
  ])('stays quiet in %s', (_label, source) => {
    expect(publicUrlWarning(parseEnv(source))).toBeUndefined();
  });
});

describe('parseEnv: DNS_PROVIDER', () => {
  it.each([
    ['development', {}, 'local'],
    [
      'production on plain http (the e2e server, demos)',
      { NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:3000' },
      'local',
    ],
    [
      'production over https',
      {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://nordhub.example',
        PAYMENT_PROVIDER: 'stripe',
        MAIL_TRANSPORT: 'outbox',
      },
      'system',
    ],
    ['chosen', { DNS_PROVIDER: 'system', DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353' }, 'system'],
  ])('%s → %s', (_label, source, expected) => {
    expect(parseEnv(source as Record<string, string>).DNS_PROVIDER).toBe(expected);
  });

  it('splits DNS_SERVERS', () => {
    expect(parseEnv({ DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353' }).dnsServers).toEqual([
      '1.1.1.1',
      '127.0.0.1:5353',
    ]);
  });
});
