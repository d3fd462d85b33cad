import type { PortalDeps } from '../deps.ts';

/** Where pipeline operations report failed mails (pino fits); details never hold addresses. */
export type PipelineLogger = { warn(details: object, message: string): void };

/** What the pipeline's operations need: the database, the clock, mail and links on the public URL. */
export type PipelineDeps = Pick<PortalDeps, 'db' | 'now' | 'mail' | 'publicUrl' | 'caches'> & {
  logger?: PipelineLogger;
};
