/**
 * What the API project's global setup hands to every test file (vitest `provide`/`inject`), and the
 * fixed clock the template databases were seeded with.
 */

/** The seed's `now`: demo data (expiry, boosts, "new" jobs) is laid out around this instant. */
export const TEST_NOW = new Date('2026-11-20T08:00:00.000Z');

export type PostgresTemplate = {
  /** A connection URL to a maintenance database, used to create and drop per-file databases. */
  adminUrl: string;
  templateName: string;
  /** Prefix of this run's per-file databases, so teardown can drop what a crashed file left. */
  databasePrefix: string;
};

declare module 'vitest' {
  interface ProvidedContext {
    /** This run's scratch directory: per-file database copies and data directories go here. */
    scratchDir: string;
    /** A migrated and seeded PGlite data directory; tests copy it, never open it. */
    pgliteTemplateDir: string;
    /** Set when TEST_DATABASE_URL is: a migrated and seeded PostgreSQL template database. */
    postgresTemplate: PostgresTemplate | null;
  }
}
