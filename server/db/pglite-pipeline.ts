import type pg from 'pg';

/**
 * The embedded database's statements, pipelined (ADR 022). PGlite is one session, so the pool has
 * one client. Sent one at a time, each statement waited for the answer to the one before to come
 * back to this thread, and the engine sat idle in between: about 0.45 ms between statements of
 * about 0.3 ms (bench/RESULTS.md, session 18). So every statement outside a transaction goes out
 * on the client at once, in node-postgres's pipeline mode (the pool's clients are made with
 * `pipeline: true`). The engine runs them back to back, and each answer comes back in order. Each
 * statement ends with its own Sync, so one that fails fails alone.
 *
 * A transaction, or anything else that checks the client out (`pool.connect()`: drizzle's
 * `transaction`, a script), still has the client to itself. It waits until the statements already
 * sent are answered, and statements asked for meanwhile wait until it gives the client back. A
 * failed statement leaves the client to finish the statements already sent. Then the client goes
 * back with the error, the pool drops it, and the next client starts from a clean session
 * (pglite-engine.ts), as before. Closing checks the client out too: it waits for the statements
 * sent, and the shared client is back in the pool for `end`.
 */
export function pipelineOutsideTransactions(pool: pg.Pool, onClientError: (error: Error) => void): void {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  /** The client checked out for pipelined statements, while it is. */
  let shared: pg.PoolClient | null = null;
  let sharing: Promise<pg.PoolClient> | null = null;
  /** Why the shared client must go: no statement is sent to it any more, and it leaves once idle. */
  let sharedError: Error | null = null;
  let inFlight = 0;
  /** Resolved whenever the shared client went back to the pool. */
  let givenBack = Promise.withResolvers<void>();
  /** Checkouts (transactions, scripts) that have the client or wait for it. */
  let checkouts = 0;
  let noCheckout = Promise.withResolvers<void>();

  // The engine failing while the client is shared (checked out, so the pool does not listen):
  // reported, and the client leaves once its statements have failed. Once per client the pool makes.
  pool.on('connect', (client) => {
    client.on('error', (error: Error) => {
      if (shared !== client) return;
      sharedError ??= error;
      onClientError(error);
    });
  });

  const giveBackShared = () => {
    const client = shared;
    if (!client || inFlight > 0) return;
    shared = null;
    client.release(sharedError ?? undefined);
    sharedError = null;
    givenBack.resolve();
    givenBack = Promise.withResolvers<void>();
  };

  const takeShared = (): Promise<pg.PoolClient> => {
    if (shared) return Promise.resolve(shared);
    sharing ??= connect()
      .then((client) => {
        shared = client;
        return client;
      })
      .finally(() => {
        sharing = null;
      });
    return sharing;
  };

  const runShared = async (args: unknown[]): Promise<unknown> => {
    for (;;) {
      if (checkouts > 0) await noCheckout.promise;
      else if (shared && sharedError) await givenBack.promise;
      else break;
    }
    const client = await takeShared();
    inFlight++;
    try {
      return await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
    } catch (error) {
      if (shared === client) sharedError ??= error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      inFlight--;
      if (sharedError || checkouts > 0) giveBackShared();
    }
  };

  pool.query = ((...args: unknown[]) => runShared(args)) as typeof pool.query;

  const endCheckout = () => {
    checkouts--;
    if (checkouts === 0) {
      noCheckout.resolve();
      noCheckout = Promise.withResolvers<void>();
    }
  };

  pool.connect = (async () => {
    checkouts++;
    giveBackShared();
    let client: pg.PoolClient;
    try {
      client = await connect();
    } catch (error) {
      endCheckout();
      throw error;
    }
    // pg-pool's own release throws when called twice, so the checkout ends once.
    const release = client.release.bind(client);
    client.release = ((error?: Error | boolean) => {
      release(error);
      endCheckout();
    }) as typeof client.release;
    return client;
  }) as typeof pool.connect;
}
