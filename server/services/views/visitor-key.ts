import crypto from 'node:crypto';

/** What view counting needs to know of a page request. Header names in lower case. */
export type ViewRequest = {
  method: string;
  /** The client's address as the app trusts it (request.ip); hashed, never stored. */
  ip: string;
  headers: Record<string, string | string[] | undefined>;
};

type VisitorKeys = {
  /**
   * Who is visiting which page today, as a short hash: the same for the same client address, user
   * agent, page and UTC day in every worker process, and unlinkable across days.
   */
  of(page: string, request: ViewRequest, day: string): string;
};

/**
 * Visitor keys for view counting (issue 4 "without repeated reloads"; issue 11 scope 3 "view
 * counting stays correct with several workers"). The hash is keyed with HMAC(APP_SECRET, day): every
 * process of one installation makes the same key for the same visitor, so the shared memory of
 * who was counted (`view_visitors`) recognises a reload whichever worker answers. Raw addresses are
 * never stored; without the app secret a key reveals nothing, and keys of different days share
 * nothing.
 */
function createVisitorKeys(secret: string): VisitorKeys {
  let keyDay = '';
  let dayKey = Buffer.alloc(0);
  return {
    of(page, request, day) {
      if (day !== keyDay) {
        dayKey = crypto.createHmac('sha256', secret).update(`page-views\0${day}`).digest();
        keyDay = day;
      }
      const agent = request.headers['user-agent'];
      return crypto
        .createHmac('sha256', dayKey)
        .update(`${page}\0${request.ip}\0${Array.isArray(agent) ? agent.join(',') : (agent ?? '')}`)
        .digest('base64url')
        .slice(0, 22);
    },
  };
}

export type VisitorMemory = {
  /**
   * The visitor's key when this process has not seen them on this page today, else null (a reload:
   * not counted). The memory is bounded; the oldest visitors are forgotten first (at worst a
   * returning visitor reaches the shared `view_visitors` check again).
   */
  firstVisitToday(page: string, request: ViewRequest, day: string): string | null;
};

/** Visitor keys (`createVisitorKeys`) and this process's memory of today's visitors. */
export function createVisitorMemory(options: { secret: string; maxVisitors: number }): VisitorMemory {
  const keys = createVisitorKeys(options.secret);
  const seen = new Set<string>();
  let seenDay = '';
  return {
    firstVisitToday(page, request, day) {
      if (day !== seenDay) {
        seen.clear();
        seenDay = day;
      }
      const key = keys.of(page, request, day);
      if (seen.has(key)) return null;
      if (seen.size >= options.maxVisitors) seen.delete(seen.values().next().value as string);
      seen.add(key);
      return key;
    },
  };
}
