import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { parseMailRetryDelays } from '#domain/mail/mail-retry.ts';

/**
 * The only reader of process.env. Parsed once at boot; a bad value stops the process with a readable
 * list of what is wrong.
 */
const booleanString = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where the embedded database, uploads and the image cache live. */
  DATA_DIR: z.string().default('./data'),
  /**
   * Where uploads (CVs, decks, logos, covers, gallery images) are kept (ADR 025): `local` under
   * DATA_DIR/uploads, one machine's disk; `s3` in an S3-compatible bucket (AWS S3, MinIO, R2…),
   * shared by every instance. The S3_* settings are read with `s3` only.
   */
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  /** Another server than AWS (https://minio.internal:9000, R2's account endpoint); unset for AWS S3. */
  S3_ENDPOINT: z.url().optional(),
  /** Both or neither; neither: the AWS SDK's own chain (AWS_* variables, the instance's role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (`endpoint/bucket/key`) instead of the host name: MinIO and most self-hosted servers. */
  S3_FORCE_PATH_STYLE: booleanString,
  /** postgres://... runs on PostgreSQL; unset runs on the embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * Worker processes on PostgreSQL (node:cluster, server/cluster.ts): they share the port, one of
   * them runs the scheduled work and the mail queue. Default: one per core
   * (os.availableParallelism()). The embedded PGlite always runs one process.
   */
  WEB_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(256)
    .default(() => os.availableParallelism()),
  /** Set by the primary process for each worker it starts (1…WEB_CONCURRENCY); never set it yourself. */
  NORDHUB_WORKER_INDEX: z.coerce.number().int().min(1).optional(),
  /**
   * Set by the primary for the first start of worker 1 only: that worker listens while it boots
   * (/healthz answers, /readyz 503); every other worker, and any worker restarted, listens once its
   * boot is done, so no request reaches a worker that would answer "starting". Never set it yourself.
   */
  NORDHUB_WORKER_LISTENS_DURING_BOOT: booleanString,
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /**
   * The public base URL: used for links in emails, checkouts, canonical URLs and structured data.
   * Unset, it is the address the server listens on (`defaultPublicUrl`).
   */
  PUBLIC_URL: z.url().optional(),
  /** Host table: comma-separated host names per platform. */
  MAIN_HOSTS: z.string().default('localhost,127.0.0.1'),
  IMPACT_HOSTS: z.string().default('impact.localhost'),
  /** Seed demo data into an empty database at start (default on for the embedded database). */
  SEED_DEMO_DATA: z.enum(['auto', 'true', 'false']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanString,
  /** Header with the visitor's country set by a trusted proxy (e.g. cf-ipcountry). */
  COUNTRY_HEADER: z.string().optional(),
  /** How long public job lists may be served from memory (0 turns the cache off). */
  PUBLIC_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(10),
  /**
   * How long a search's match count, and the startups whose name resembles its text, may be served
   * from memory (0 turns it off). Independent of PUBLIC_CACHE_SECONDS: counts are shown rounded
   * ('1,000+'), change slowly, and cost more than the page of jobs itself (ADR 016).
   */
  JOB_COUNT_CACHE_SECONDS: z.coerce.number().min(0).max(600).default(30),
  /**
   * The page cache for anonymous HTML (ADR 015): `auto` is on in production only (in development the
   * pages change with the code); entries live PUBLIC_CACHE_SECONDS (0 turns it off too).
   */
  PAGE_CACHE: z.enum(['auto', 'on', 'off']).default('auto'),
  /** Memory the page cache may use, in MB. */
  PAGE_CACHE_MB: z.coerce.number().min(1).max(4096).default(64),
  /**
   * Multiplies every per-client rate limit (sign-in, sign-up, …). 1 in production; the e2e server,
   * where every browser journey comes from 127.0.0.1, runs with a larger one.
   */
  RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  /**
   * Requests per minute each client may make to the public API (`/api/v2/*`, `/api/jobs/single/*`,
   * `/feeds/*`), one budget per client address across them (times RATE_LIMIT_FACTOR).
   */
  PUBLIC_API_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(300),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /**
   * Graceful shutdown on SIGTERM: /readyz answers 503 for this long first (while the server still
   * serves, with Connection: close) so a load balancer stops sending; 0 skips it. Then the listener
   * closes and in-flight requests have SHUTDOWN_GRACE_MS to finish.
   */
  SHUTDOWN_READINESS_DELAY_MS: z.coerce.number().int().min(0).default(5_000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** How long the boot waits for an unreachable PostgreSQL before giving up; 0 waits as long as it takes. */
  DATABASE_BOOT_TIMEOUT_MS: z.coerce.number().int().min(0).default(0),
  SMTP_URL: z.string().optional(),
  /**
   * smtp: deliver through SMTP_URL; outbox: keep mail in outbox_emails on purpose (a demo). Unset:
   * smtp when SMTP_URL is set, else outbox (refused in production over https).
   */
  MAIL_TRANSPORT: z.enum(['smtp', 'outbox']).optional(),
  MAIL_FROM: z.string().default('Nordhub <hello@nordhub.localhost>'),
  /** Where the contact form and community program applications are mailed (the team's inbox). */
  TEAM_EMAIL: z.email().default('team@nordhub.localhost'),
  /** Seconds the mail queue waits before each retry of a failed delivery; one attempt more than delays. */
  MAIL_RETRY_DELAYS: z
    .string()
    .default('60,300,1800,7200,21600')
    .transform((value, context) => {
      const delays = parseMailRetryDelays(value);
      if (!delays) {
        context.addIssue({ code: 'custom', message: 'expected comma-separated seconds, e.g. 60,300,1800' });
        return z.NEVER;
      }
      return delays;
    }),
  /** How often the mail worker looks for due mail besides being woken by each new one (ms). */
  MAIL_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(1_000),
  /** Unset: local (the TEST MODE provider), refused in production over https unless set explicitly. */
  PAYMENT_PROVIDER: z.enum(['local', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another Stripe API address than api.stripe.com (the tests' local fake); unset in production. */
  STRIPE_API_HOST: z.string().min(1).optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /**
   * Sign-in with LinkedIn. auto: OpenID Connect when OAUTH_ISSUER_URL is set, else the built-in local
   * provider outside production and none in production; linkedin: OpenID Connect (LinkedIn's issuer
   * unless OAUTH_ISSUER_URL says otherwise); local: the local provider even in production (demos, e2e);
   * off: no network sign-in.
   */
  OAUTH_PROVIDER: z.enum(['auto', 'local', 'linkedin', 'off']).default('auto'),
  OAUTH_CLIENT_ID: z.string().min(1).optional(),
  OAUTH_CLIENT_SECRET: z.string().min(1).optional(),
  OAUTH_ISSUER_URL: z.url().optional(),
  OAUTH_SCOPE: z.string().min(1).default('openid profile email'),
  /**
   * How career domains are verified (their TXT record): system asks DNS (the system's servers, or
   * DNS_SERVERS); local answers from the local test DNS table (development, tests, demos). Unset:
   * system in production over https, local elsewhere; local is refused in production over https.
   */
  DNS_PROVIDER: z.enum(['local', 'system']).optional(),
  /** Name servers for DNS_PROVIDER=system, comma-separated (`1.1.1.1,8.8.8.8`, `127.0.0.1:5353`); unset: the system's. */
  DNS_SERVERS: z.string().optional(),
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha']).default('altcha'),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  /** The siteverify endpoint (default Google's); tests point it at a local fake. */
  RECAPTCHA_VERIFY_URL: z.url().optional(),
  /** Secret for signed values (captcha challenges, unsubscribe links). Random per boot if unset in dev. */
  APP_SECRET: z.string().min(32).optional(),
  /** Scheduled work (pg-boss in the database): the job digest. off: nothing runs on a schedule. */
  SCHEDULER: z.enum(['on', 'off']).default('on'),
  /** Tests only: mounts POST /api/dev/digest/run (send the digests due at a given instant). Never in production. */
  DIGEST_RUN_ROUTE: booleanString,
});

export type Env = Omit<z.infer<typeof EnvSchema>, 'PUBLIC_URL' | 'PAYMENT_PROVIDER' | 'DNS_PROVIDER'> & {
  PUBLIC_URL: string;
  PAYMENT_PROVIDER: 'local' | 'stripe';
  DNS_PROVIDER: 'local' | 'system';
  dnsServers: string[];
  /** PUBLIC_URL was not set: it is the listening address (see `publicUrlWarning`). */
  isPublicUrlDefault: boolean;
  dataDir: string;
  mainHosts: string[];
  impactHosts: string[];
};

/** Addresses that listen on every interface: a browser reaches them as localhost. */
const ANY_INTERFACE = new Set(['0.0.0.0', '::', '[::]', '']);
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i;

/**
 * PUBLIC_URL when it is not set: the address the server listens on, so links, checkouts and
 * structured data work on any PORT (http://localhost:3300 under PORT=3300). HOST 0.0.0.0 or ::
 * (every interface) is reached as localhost; a given HOST is used as it is.
 */
export function defaultPublicUrl(host: string, port: number): string {
  const trimmed = host.trim();
  let name = ANY_INTERFACE.has(trimmed) ? 'localhost' : trimmed;
  if (name.includes(':') && !name.startsWith('[')) name = `[${name}]`;
  return port === 80 ? `http://${name}` : `http://${name}:${port}`;
}

/**
 * The one line the start logs when a production server reachable from other machines (HOST not
 * a loopback address) runs without PUBLIC_URL: its links would point to the listening address.
 */
export function publicUrlWarning(
  env: Pick<Env, 'NODE_ENV' | 'HOST' | 'PUBLIC_URL' | 'isPublicUrlDefault'>,
): string | undefined {
  if (env.NODE_ENV !== 'production' || !env.isPublicUrlDefault || LOOPBACK.test(env.HOST.trim()))
    return undefined;
  return `PUBLIC_URL is not set: links in mails, checkouts and structured data point to ${env.PUBLIC_URL}; set PUBLIC_URL to the address visitors use (e.g. PUBLIC_URL=https://nordhub.example)`;
}

function splitHosts(value: string): string[] {
  return value
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Switches for tests and demos that must never reach a real deployment (NODE_ENV=production on an
 * https PUBLIC_URL): DIGEST_RUN_ROUTE mounts unauthenticated "run the schedule now" routes (digests,
 * job expiry, reminders, closures, retention, purge), and the local sign-in provider vouches for
 * whatever name and address are typed. Demo parts left on by default are refused there too unless
 * chosen explicitly: the TEST MODE payment provider and mail kept in the outbox. The e2e server
 * (production on plain http) may use all of them.
 */
function isPublicProduction(env: z.output<typeof EnvSchema>): boolean {
  return env.NODE_ENV === 'production' && Boolean(env.PUBLIC_URL?.startsWith('https:'));
}

function unsafeProductionSwitches(env: z.output<typeof EnvSchema>): string[] {
  if (!isPublicProduction(env)) return [];
  const problems: string[] = [];
  if (env.DIGEST_RUN_ROUTE) {
    problems.push(
      'DIGEST_RUN_ROUTE: it mounts unauthenticated routes that run scheduled work (digests, expiry, reminders, retention) for any instant; unset it',
    );
  }
  if (env.OAUTH_PROVIDER === 'local') {
    problems.push(
      'OAUTH_PROVIDER=local: the local provider signs in whoever is typed; use linkedin (with OAUTH_CLIENT_ID and OAUTH_CLIENT_SECRET), auto or off',
    );
  }
  if (env.DNS_PROVIDER === 'local') {
    problems.push(
      'DNS_PROVIDER=local: the local test DNS lets anyone verify any career domain; use system (or leave it unset)',
    );
  }
  if (env.PAYMENT_PROVIDER === undefined) {
    problems.push(
      'PAYMENT_PROVIDER is not set: the local TEST MODE provider gives plans and boosts without payment; set PAYMENT_PROVIDER=stripe (or PAYMENT_PROVIDER=local for a demo)',
    );
  }
  if (env.MAIL_TRANSPORT === undefined && !env.SMTP_URL?.trim()) {
    problems.push(
      'SMTP_URL is not set: every mail stays in the outbox, never sent; set SMTP_URL=smtp://user:pass@host:587 (or MAIL_TRANSPORT=outbox for a demo)',
    );
  }
  return problems;
}

/** Settings that contradict or lack each other, as `NAME: reason` lines. */
function inconsistentSettings(env: z.output<typeof EnvSchema>): string[] {
  const problems: string[] = [];
  const hasSmtp = Boolean(env.SMTP_URL?.trim());
  if (env.MAIL_TRANSPORT === 'smtp' && !hasSmtp) problems.push('SMTP_URL: required with MAIL_TRANSPORT=smtp');
  if (env.MAIL_TRANSPORT === 'outbox' && hasSmtp)
    problems.push('MAIL_TRANSPORT: outbox keeps mail undelivered while SMTP_URL is set; unset one of them');
  if (env.STORAGE === 's3') {
    if (!env.S3_BUCKET) problems.push('S3_BUCKET: required with STORAGE=s3');
    if (!env.S3_REGION)
      problems.push('S3_REGION: required with STORAGE=s3 (e.g. eu-north-1; MinIO takes us-east-1, R2 auto)');
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
      problems.push(
        'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither for the AWS credential chain',
      );
  } else if (env.S3_BUCKET) {
    problems.push('STORAGE: S3_BUCKET is set but uploads would stay on this disk; set STORAGE=s3');
  }
  return problems;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const inconsistent = inconsistentSettings(env);
  if (inconsistent.length > 0) {
    throw new Error(`Invalid environment:\n${inconsistent.map((line) => `  ${line}`).join('\n')}`);
  }
  const unsafe = unsafeProductionSwitches(env);
  if (unsafe.length > 0) {
    throw new Error(`Refusing to start in production:\n${unsafe.map((line) => `  ${line}`).join('\n')}`);
  }
  return {
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? defaultPublicUrl(env.HOST, env.PORT),
    PAYMENT_PROVIDER: env.PAYMENT_PROVIDER ?? 'local',
    DNS_PROVIDER: env.DNS_PROVIDER ?? (isPublicProduction(env) ? 'system' : 'local'),
    dnsServers: splitHosts(env.DNS_SERVERS ?? ''),
    isPublicUrlDefault: env.PUBLIC_URL === undefined,
    dataDir: path.resolve(env.DATA_DIR),
    mainHosts: splitHosts(env.MAIN_HOSTS),
    impactHosts: splitHosts(env.IMPACT_HOSTS),
  };
}

export function loadEnv(): Env {
  return parseEnv(process.env);
}
