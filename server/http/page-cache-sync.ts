import cluster from 'node:cluster';
import pg from 'pg';
import type { PageCache } from './page-cache.ts';

/**
 * Keeping the page cache right with several processes (ADR 015, "Several processes"):
 *
 * - Database: statement-level triggers on the tables public pages show bump the sequence
 *   `page_cache_generation` and `NOTIFY page_cache` (migration 0010), whichever process, instance
 *   or tool wrote. Each process on PostgreSQL follows them on a connection of its own
 *   (`followDatabaseInvalidations`): a notification (delivered at commit) empties its cache; a poll
 *   of the sequence every second catches one that was missed. While that connection is down the
 *   cache is paused (nothing served or stored from it), so no write can go unheard.
 * - Workers of one primary (node:cluster, server/cluster.ts): a state-changing request empties the
 *   caches of every worker before its answer leaves (`broadcastInvalidation`, through the primary),
 *   so the writer's next page is fresh whichever worker serves it; the notification comes after.
 */

export type PageCacheFollower = { close(): Promise<void> };

type Logger = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
};

const CHANNEL = 'page_cache';
const POLL_MS = 1_000;
const MAX_RECONNECT_DELAY_MS = 5_000;

export function followDatabaseInvalidations(options: {
  databaseUrl: string;
  cache: PageCache;
  logger: Logger;
  pollMs?: number;
}): PageCacheFollower {
  const { cache, logger } = options;
  const pollMs = options.pollMs ?? POLL_MS;
  let client: pg.Client | null = null;
  let lastGeneration: string | null = null;
  let isClosed = false;
  let reconnectDelayMs = 500;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let pollTimer: NodeJS.Timeout | null = null;
  let wasConnected = false;
  // Nothing is served from the cache until this process hears of writes.
  cache.pause();

  const readGeneration = async (connection: pg.Client) => {
    const result = await connection.query<{ value: string }>(
      'select last_value::text as value from page_cache_generation',
    );
    return result.rows[0]?.value ?? null;
  };

  const drop = (connection: pg.Client, reason: unknown) => {
    if (client !== connection) return;
    client = null;
    if (pollTimer) clearInterval(pollTimer);
    pollTimer = null;
    cache.pause();
    connection.removeAllListeners();
    connection.on('error', () => {});
    void connection.end().catch(() => {});
    if (isClosed) return;
    if (wasConnected) {
      logger.warn(
        { err: reason },
        "page cache paused: lost the database listener for other processes' writes; reconnecting",
      );
    }
    wasConnected = false;
    reconnectTimer = setTimeout(connect, reconnectDelayMs);
    reconnectTimer.unref();
    reconnectDelayMs = Math.min(reconnectDelayMs * 2, MAX_RECONNECT_DELAY_MS);
  };

  const connect = async () => {
    reconnectTimer = null;
    if (isClosed) return;
    const connection = new pg.Client({
      connectionString: options.databaseUrl,
      application_name: 'nordhub-page-cache',
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
      statement_timeout: 5_000,
    });
    client = connection;
    connection.on('error', (error) => drop(connection, error));
    connection.on('end', () => drop(connection, new Error('connection ended')));
    connection.on('notification', (message) => {
      if (message.channel === CHANNEL) cache.invalidateAll();
    });
    try {
      await connection.connect();
      await connection.query(`listen ${CHANNEL}`);
      lastGeneration = await readGeneration(connection);
    } catch (error) {
      drop(connection, error);
      return;
    }
    if (client !== connection || isClosed) return;
    reconnectDelayMs = 500;
    // Listening from here on: whatever was written before is gone from the cache with resume().
    cache.resume();
    if (!wasConnected) logger.info({}, 'page cache follows writes of other processes');
    wasConnected = true;
    let isPolling = false;
    pollTimer = setInterval(async () => {
      if (isPolling) return;
      isPolling = true;
      try {
        const generation = await readGeneration(connection);
        // A bump without its notification (only the listener's hiccup could cause that).
        if (generation !== lastGeneration) {
          lastGeneration = generation;
          cache.invalidateAll();
        }
      } catch (error) {
        drop(connection, error);
      } finally {
        isPolling = false;
      }
    }, pollMs);
    pollTimer.unref();
  };

  void connect();

  return {
    async close() {
      isClosed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      if (pollTimer) clearInterval(pollTimer);
      const connection = client;
      client = null;
      if (connection) {
        connection.removeAllListeners();
        connection.on('error', () => {});
        await connection.end().catch(() => {});
      }
    },
  };
}

/** Messages between the primary and its workers about the page cache. */
export const PAGE_CACHE_MESSAGES = {
  /** worker → primary: this worker answers purges from now on (sent before it serves anything). */
  join: 'nordhub:page-cache:join',
  /** worker → primary: empty every worker's cache, then answer `done` with the same id. */
  invalidate: 'nordhub:page-cache:invalidate',
  /** primary → worker: empty your cache and answer `ack`. */
  purge: 'nordhub:page-cache:purge',
  ack: 'nordhub:page-cache:ack',
  done: 'nordhub:page-cache:done',
} as const;

type ClusterMessage = { type?: unknown; id?: unknown };

/** How long a writer waits for the other workers at most (a stuck worker must not stall writes). */
const BROADCAST_TIMEOUT_MS = 1_000;

/**
 * In a cluster worker: answers the primary's purges, and returns the broadcast a state-changing
 * request awaits before its answer leaves. Null outside a cluster.
 */
export function joinClusterInvalidation(cache: PageCache | null): (() => Promise<void>) | null {
  if (!cluster.isWorker || !process.send) return null;
  const pending = new Map<number, () => void>();
  let nextId = 1;
  process.on('message', (message: ClusterMessage) => {
    if (message?.type === PAGE_CACHE_MESSAGES.purge) {
      cache?.invalidateAll();
      process.send?.({ type: PAGE_CACHE_MESSAGES.ack, id: message.id });
    } else if (message?.type === PAGE_CACHE_MESSAGES.done && typeof message.id === 'number') {
      pending.get(message.id)?.();
    }
  });
  if (!cache) return null;
  process.send({ type: PAGE_CACHE_MESSAGES.join });
  return () =>
    new Promise<void>((resolve) => {
      const id = nextId++;
      const finish = () => {
        clearTimeout(timer);
        pending.delete(id);
        resolve();
      };
      const timer = setTimeout(finish, BROADCAST_TIMEOUT_MS * 2);
      pending.set(id, finish);
      if (!process.connected) return finish();
      process.send?.({ type: PAGE_CACHE_MESSAGES.invalidate, id }, undefined, undefined, (error) => {
        if (error) finish();
      });
    });
}

export { BROADCAST_TIMEOUT_MS };
