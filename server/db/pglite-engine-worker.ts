/**
 * The embedded database's own thread (ADR 019): PGlite, opened on the directory it is given, runs the
 * wire-protocol messages `pglite-engine.ts` sends and answers with the backend's bytes. One request
 * at a time, in the order they come: PGlite is one session.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { joinBytes } from './join-bytes.ts';

export type EngineCommand = { op: 'run'; messages: Uint8Array } | { op: 'new-session' } | { op: 'close' };
export type EngineRequest = EngineCommand & { id: number };

export type EngineReply = { id: number; answer?: Uint8Array; error?: { message: string } };

/** A startup packet begins with its length, whose first byte is 0; every other message with its type. */
const STARTUP_PACKET = 0;

if (parentPort) {
  const port = parentPort;
  const { dir } = workerData as { dir: string };
  const replyError = (id: number, error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    port.postMessage({ id, error: { message } } satisfies EngineReply);
  };

  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dir, { extensions: { pg_trgm } });
  } catch (error) {
    replyError(0, error);
    process.exit(1);
  }

  // Requests are handled one after the other, even though each awaits: the next starts when the
  // one before has answered.
  let queue: Promise<void> = Promise.resolve();
  port.on('message', (request: EngineRequest) => {
    queue = queue.then(() => handle(request)).catch((error: unknown) => replyError(request.id, error));
  });

  /**
   * The backend's answer to `messages`, in a buffer of its own (moved, not copied, to the other
   * thread). A startup packet is answered by `execProtocolRaw`, with a view of PGlite's receive
   * buffer that the next message overwrites, so it is copied. Every other message goes through
   * `execProtocolRawStream`, which hands over the engine's output as it is written: `execProtocolRaw`
   * would also copy it into that buffer and parse every message into objects we never read (a
   * tenth of this thread's time in the long tail of searches).
   */
  async function runMessages(messages: Uint8Array): Promise<Uint8Array> {
    if (messages[0] === STARTUP_PACKET) return (await pglite.execProtocolRaw(messages)).slice();
    const chunks: Uint8Array[] = [];
    await pglite.execProtocolRawStream(messages, {
      onRawData: (chunk) => {
        // A view of the engine's memory, valid only during this call.
        chunks.push(chunk.slice());
      },
    });
    return chunks.length === 1 ? (chunks[0] as Uint8Array) : joinBytes(chunks);
  }

  async function handle(request: EngineRequest): Promise<void> {
    switch (request.op) {
      case 'run': {
        const answer = await runMessages(request.messages);
        port.postMessage({ id: request.id, answer } satisfies EngineReply, [answer.buffer as ArrayBuffer]);
        return;
      }
      case 'new-session': {
        if (pglite.isInTransaction()) await pglite.exec('rollback');
        await pglite.exec('deallocate all');
        port.postMessage({ id: request.id } satisfies EngineReply);
        return;
      }
      case 'close': {
        if (!pglite.closed) await pglite.close();
        port.postMessage({ id: request.id } satisfies EngineReply);
        return;
      }
    }
  }

  port.postMessage({ id: 0 } satisfies EngineReply);
}
