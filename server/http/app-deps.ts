import type { Site } from '#domain/site/site.ts';
import type { CaptchaVerifier } from '../adapters/captcha/captcha-verifier.ts';
import type { TxtResolver } from '../adapters/dns/txt-resolver.ts';
import type { MailSender } from '../adapters/mail/mail-sender.ts';
import type { ProfessionalNetwork } from '../adapters/oauth/professional-network.ts';
import type { SlackNotifier } from '../adapters/outbound/slack-notifier.ts';
import type { FileStorage } from '../adapters/storage/local-disk-storage.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { ServiceDeps } from '../services/deps.ts';
import type { PaymentsRuntime } from '../services/payments/payments-runtime.ts';
import type { PageCache, PageView } from './page-cache.ts';

/**
 * What the app is built from (`buildApp`), on its own so the modules that read it (route handlers
 * through `request.server.deps`, `toPortalDeps`, the areas' list) never import app.ts back.
 */
declare module 'fastify' {
  interface FastifyRequest {
    site: Site;
    /** The views a page's render recorded (a job page counts its visit), for the page cache. */
    recordedViews: PageView[] | null;
  }
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export type AppDeps = ServiceDeps & {
  env: Env;
  /** Uploaded files; built from STORAGE when left out (DATA_DIR/uploads or the S3 bucket). */
  storage?: FileStorage;
  database: DatabaseHandle;
  rootDir: string;
  mail: MailSender;
  captcha: CaptchaVerifier;
  /** Sign-in with LinkedIn; null when off. Built from env when left out (tests). */
  professionalNetwork?: ProfessionalNetwork | null;
  /** Seals short-lived values (the LinkedIn flow cookie and tokens); random per process when left out. */
  appSecret?: string;
  /** Slack messages of startups; the real adapter (public addresses only) when left out (tests inject one). */
  slack?: SlackNotifier;
  /** DNS TXT look-ups (career domain verification); built from DNS_PROVIDER when left out. */
  dns?: TxtResolver;
  /** The payment provider (from PAYMENT_PROVIDER) and its helpers; built by buildApp when left out. */
  payments?: PaymentsRuntime;
  /**
   * isStarting: the boot waits for the database (only /healthz and /readyz answer, the rest 503).
   * isShuttingDown: graceful shutdown: readiness fails, responses close their connections, in-flight
   * requests finish (server/main.ts).
   */
  lifecycle: { isShuttingDown: boolean; isStarting?: boolean };
  /**
   * The page cache for anonymous HTML (ADR 015); built from PAGE_CACHE when left out. main.ts passes
   * its own so scheduled work that changes jobs can invalidate it.
   */
  pageCache?: PageCache | null;
  /**
   * Several workers (server/cluster.ts): empties the page caches of the other workers, resolving
   * once they did. A state-changing request awaits it before its answer leaves (ADR 015).
   */
  pageCacheBroadcast?: (() => Promise<void>) | null;
};
