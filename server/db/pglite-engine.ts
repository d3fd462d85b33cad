import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { joinBytes } from './join-bytes.ts';
import type { EngineCommand, EngineReply, EngineRequest } from './pglite-engine-worker.ts';

/**
 * The embedded database (PGlite) as node-postgres sees it: a socket speaking PostgreSQL's wire
 * protocol (ADR 019). node-postgres writes its frontend messages to `PgliteSocket`, which hands them
 * to the engine in one batch per tick and pushes the engine's answer back as bytes, so the client,
 * its parser and its statements are exactly those used against a PostgreSQL server.
 *
 * The engine runs in a worker thread (`pglite-engine-worker.ts`): a statement's WebAssembly work
 * then uses the second core while this thread serves requests, and a slow statement no longer
 * stops the event loop.
 */
export type PgliteEngine = {
  /**
   * Runs whole frontend messages and gives back everything the backend answered. `messages` is
   * moved to the engine's thread, not copied: its buffer is detached here, so it must be a buffer of
   * its own (`joinBytes`), never a view of a shared one such as Node's pool of small Buffers.
   */
  run(messages: Uint8Array<ArrayBuffer>): Promise<Uint8Array>;
  /**
   * A clean session for a new client: PGlite is one session for the life of the engine, so what the
   * client before left (an open, perhaps failed, transaction; prepared statements) is ended here, as
   * closing a PostgreSQL connection would.
   */
  newSession(): Promise<void>;
  close(): Promise<void>;
};

/** Starts PGlite in a worker thread on `dir` (`memory://` for a throwaway database). */
export async function startPgliteEngine(dir: string): Promise<PgliteEngine> {
  const worker = new Worker(new URL('./pglite-engine-worker.ts', import.meta.url), { workerData: { dir } });
  const waiting = new Map<
    number,
    { resolve: (reply: EngineReply) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  let stopped: Error | null = null;

  const stop = (error: Error) => {
    stopped ??= error;
    for (const { reject } of waiting.values()) reject(stopped);
    waiting.clear();
  };
  worker.on('message', (reply: EngineReply) => {
    const entry = waiting.get(reply.id);
    if (!entry) return;
    waiting.delete(reply.id);
    if (reply.error) entry.reject(reply.id === 0 ? notOpened(dir, reply.error) : engineError(reply.error));
    else entry.resolve(reply);
  });
  worker.on('error', (error) =>
    stop(unavailable(`the embedded database stopped: ${error.message}`, '08006')),
  );
  worker.on('exit', (code) =>
    stop(unavailable(`the embedded database stopped (exit code ${code})`, '08006')),
  );

  const ask = (command: EngineCommand, transfer: ArrayBuffer[] = []): Promise<EngineReply> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...command, id } satisfies EngineRequest, transfer);
    });
  };

  // The worker answers id 0 once PGlite is open (or with the error that kept it from opening).
  await new Promise<void>((resolve, reject) => {
    waiting.set(0, { resolve: () => resolve(), reject });
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });

  return {
    async run(messages) {
      // Moved, not cloned: a clone allocates a new buffer in the engine's thread for every
      // statement, and that thread, whose heap is small beside PGlite's memory, then collected its
      // garbage in full about ten times a second under load (a fifth of a signed-in page's CPU).
      const reply = await ask({ op: 'run', messages }, [messages.buffer]);
      return reply.answer ?? new Uint8Array(0);
    },
    async newSession() {
      await ask({ op: 'new-session' });
    },
    async close() {
      if (stopped) return;
      await ask({ op: 'close' });
      stop(unavailable('the embedded database is closed', '08003'));
      await worker.terminate();
    },
  };
}

/**
 * The engine out of reach, with the SQLSTATE PostgreSQL's client would meet (class 08, connection
 * exception), so a request that needed it is answered 503 like one on an unreachable PostgreSQL.
 */
function unavailable(message: string, code: '08003' | '08006'): Error {
  return Object.assign(new Error(message), { code });
}

function notOpened(dir: string, error: { message: string }): Error {
  return new Error(`the embedded database could not be opened in ${dir}: ${error.message}`);
}

/**
 * An error the engine threw (SQL errors are not thrown: they come back as protocol messages): the
 * engine itself failed, so the statement's request is answered as with a database out of reach.
 */
function engineError(error: { message: string }): Error {
  return unavailable(`the embedded database failed: ${error.message}`, '08006');
}

/**
 * The node-postgres connection settings for `engine`: our socket instead of a TCP one, and PGlite's
 * one user and database, which its startup packet must name.
 */
export function pgliteConnectionConfig(engine: PgliteEngine) {
  return { user: 'postgres', database: 'postgres', stream: () => new PgliteSocket(engine) };
}

/**
 * What node-postgres's connection needs of a socket: writes collected and sent to the engine once
 * per tick (node-postgres writes a statement's parse, bind, describe, execute and sync in one go,
 * so they reach the engine together), answers pushed back in order.
 */
export class PgliteSocket extends Duplex {
  readonly #engine: PgliteEngine;
  /** Written since the last flush; a flush is scheduled whenever this is not empty. */
  #pending: Buffer[] = [];
  /** The engine's answers must reach the parser in the order of the messages. */
  #inOrder: Promise<void> = Promise.resolve();

  constructor(engine: PgliteEngine) {
    super();
    this.#engine = engine;
  }

  connect(): this {
    // The engine rejects with an Error only (see startPgliteEngine).
    this.#engine.newSession().then(
      () => this.emit('connect'),
      (error: Error) => this.destroy(error),
    );
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    if (this.#pending.push(chunk) === 1) queueMicrotask(() => this.#flush());
    callback();
  }

  override _final(callback: (error?: Error | null) => void): void {
    // Never rejected: #flush turns a failed run into the socket's error.
    void this.#inOrder.then(() => {
      this.push(null);
      callback();
    });
  }

  #flush(): void {
    // node-postgres writes small Buffers, views of Node's shared pool: sending one would clone that
    // whole pool, so its bytes are joined into a buffer of their own.
    const messages = joinBytes(this.#pending);
    this.#pending = [];
    // Sent at once: in pipeline mode node-postgres writes a statement before the one before it is
    // answered (pglite-pipeline.ts), and the engine runs its requests in the order they come. The
    // answers reach the parser in that order.
    const answered = this.#engine.run(messages);
    // Handled below, in order; this keeps a rejection from counting as unhandled meanwhile.
    answered.catch(() => {});
    this.#inOrder = this.#inOrder
      .then(() => answered)
      .then(
        (answer) => {
          if (answer.byteLength > 0 && !this.destroyed) {
            this.push(Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength));
          }
        },
        (error: Error) => {
          this.destroy(error);
        },
      );
  }
}
