/**
 * The chunks' bytes, in order, in one new buffer of its own: one that can be moved to another thread
 * (a transfer list detaches the whole `ArrayBuffer`, so never a view of a shared one). Both ends of
 * the embedded engine's hand-off use it (`pglite-engine.ts`, `pglite-engine-worker.ts`).
 */
export function joinBytes(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  let length = 0;
  for (const chunk of chunks) length += chunk.byteLength;
  const joined = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return joined;
}
