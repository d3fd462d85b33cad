/**
 * One render of a page at a time (ADR 015): a render of a key is marked under way with the
 * generation its data was read in, and visitors who ask for the same key meanwhile wait for what it
 * makes instead of rendering it again. Used for stored anonymous pages (ssr.ts) and for signed-in
 * pages' templates (page-cache.ts, ADR 034).
 */
export type RendersUnderWay<T> = {
  /**
   * Marks a render of `key` as under way, its data read in `generation`. Answers the function that
   * ends it with what it made, or null when it made nothing (an error page, a write in between):
   * the waiting visitors then render themselves. Only the first call counts.
   */
  begin(key: string, generation: number): (result: T | null) => void;
  /**
   * What a render of `key` begun in `generation` (the current one: an older render may show what a
   * write changed) makes, once it ends; undefined when none is under way.
   */
  underWay(key: string, generation: number): Promise<T | null> | undefined;
};

export function createRendersUnderWay<T>(): RendersUnderWay<T> {
  const renders = new Map<string, { generation: number; result: Promise<T | null> }>();
  return {
    begin(key, generation) {
      let end: (result: T | null) => void = () => {};
      const result = new Promise<T | null>((resolve) => {
        end = resolve;
      });
      const render = { generation, result };
      renders.set(key, render);
      return (made) => {
        if (renders.get(key) === render) renders.delete(key);
        end(made);
      };
    },
    underWay(key, generation) {
      const render = renders.get(key);
      return render && render.generation === generation ? render.result : undefined;
    },
  };
}
