import type { CaptchaVerifier } from '../adapters/captcha/captcha-verifier.ts';
import type { TxtResolver } from '../adapters/dns/txt-resolver.ts';
import type { MailSender } from '../adapters/mail/mail-sender.ts';
import type { FileStorage } from '../adapters/storage/local-disk-storage.ts';
import type { Database } from '../db/client.ts';
import type { PaymentsRuntime } from './payments/payments-runtime-type.ts';
import type { PublicCaches } from './public-caches.ts';

/** What every service needs; passed in so tests can fix the clock. */
export type ServiceDeps = {
  db: Database;
  now: () => Date;
  /** Short-lived caches of public reads; absent means always read the database. */
  caches?: PublicCaches;
  /**
   * A number that moves whenever a public page may have changed, in every process of the deployment:
   * the page cache's generation (every write request of any worker, other instances' writes through
   * the database's notification; ADR 015). The site's products and configuration, cached 60 s, are
   * read again once it moves. Absent (no page cache): those caches live out their 60 s.
   */
  publicGeneration?: () => number;
};

/**
 * What the portal's operations need besides the database: mail (links built on the public URL,
 * never on a request's Host), file storage for uploads, and the app secret for signed links.
 */
export type PortalDeps = ServiceDeps & {
  mail: MailSender;
  publicUrl: string;
  appSecret: string;
  storage: FileStorage;
  /** Our own host names (MAIN_HOSTS, IMPACT_HOSTS): never a startup's career domain. */
  platformHosts?: readonly string[];
  /** The team's inbox (TEAM_EMAIL): contact messages and community applications are mailed there. */
  teamEmail?: string;
  /** The robot check of forms anyone may send (the contact form); absent: such forms are refused. */
  captcha?: CaptchaVerifier;
  /** DNS TXT look-ups: career domain verification (absent: verification unavailable). */
  dns?: TxtResolver;
  /** The payment provider and what the checkout needs around it (absent: payments unavailable). */
  payments?: PaymentsRuntime;
};
