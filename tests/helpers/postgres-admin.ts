import pg from 'pg';

/** The same server and credentials as `url`, another database. */
export function withDatabaseName(url: string, databaseName: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${databaseName}`;
  return parsed.toString();
}

/** A single connection for CREATE/DROP DATABASE, which cannot run inside a pool's transaction. */
export async function connectAdmin(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `TEST_DATABASE_URL is set but PostgreSQL cannot be reached (${reason}). Start PostgreSQL, or unset TEST_DATABASE_URL to run the API tests on PGlite only.`,
    );
  }
  return client;
}
