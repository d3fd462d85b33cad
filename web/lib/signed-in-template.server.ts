import crypto from 'node:crypto';
import type { ProfileEntry } from '#domain/users/user.schema.ts';
import type { PageTemplate } from '#server/http/page-cache.ts';
import type { RootData } from '../root.tsx';

/**
 * Signed-in pages from templates (docs/decisions/034-signed-in-pages-from-templates.md).
 *
 * A public page seen by a signed-in person differs from the anonymous one by what the loaders read
 * for that person. Most of it is a state many people share (a talent who has neither saved nor
 * applied to this job, following nobody here); a few values are the person's own: their name,
 * email, picture and id, and the response's CSP nonce. Those are replaced in the loader data by
 * placeholders before the render, so the HTML is the same for everyone in that state: a template,
 * rendered once and kept (page-cache.ts, `templates`), then filled with each person's own values,
 * escaped as React and React Router escape them where the placeholder stands.
 */

/** Per process: a page's own text can never hold a placeholder by chance or on purpose. */
const SECRET = crypto.randomBytes(8).toString('hex');
const placeholderOf = (index: number) => `<nh-${SECRET}-${index}>`;
/**
 * A placeholder as it stands in the HTML: escaped by React (`&lt;…&gt;`: text and attributes), or in
 * the hydration data (the loader data's JSON, as a JavaScript string, escaped by React Router).
 */
const PLACEHOLDER_IN_PAGE = new RegExp(
  `&lt;nh-${SECRET}-(\\d+)&gt;|\\\\u003cnh-${SECRET}-(\\d+)\\\\u003e`,
  'g',
);

/** The viewer's own values met so far, each with its placeholder (the same value, the same one). */
export class ViewerValues {
  readonly values: string[] = [];
  readonly #placeholders = new Map<string, string>();
  /** Values left as they are: they also stand elsewhere in the page's data (`maskForTemplate`). */
  readonly #kept: ReadonlySet<string>;

  constructor(kept: ReadonlySet<string> = new Set()) {
    this.#kept = kept;
  }

  /** A non-empty string's placeholder; an empty string, null or undefined stays (it shapes the page). */
  mask<T extends string | null | undefined>(value: T): T {
    if (!value || this.#kept.has(value)) return value;
    let placeholder = this.#placeholders.get(value);
    if (placeholder === undefined) {
      placeholder = placeholderOf(this.values.length);
      this.#placeholders.set(value, placeholder);
      this.values.push(value);
    }
    return placeholder as T;
  }

  placeholderFor(value: string): string | undefined {
    return this.#placeholders.get(value);
  }
}

/**
 * The root's data with the person's own values masked: who they are (id, names, email, picture,
 * their talent profile's name and picture) and the nonce. A startup's or investor's profile entry
 * is public and stays, so its members share templates per startup or investor.
 */
function maskRootData(root: RootData, viewer: ViewerValues): RootData {
  const nonce = viewer.mask(root.nonce);
  const me = root.me;
  if (!me) return { ...root, nonce };
  const maskProfile = (profile: ProfileEntry): ProfileEntry =>
    profile.type === 'applicant'
      ? { ...profile, name: viewer.mask(profile.name), imageLink: viewer.mask(profile.imageLink) }
      : profile;
  return {
    ...root,
    nonce,
    me: {
      ...me,
      id: viewer.mask(me.id),
      name: { first: viewer.mask(me.name.first), last: viewer.mask(me.name.last) },
      fullName: viewer.mask(me.fullName),
      email: viewer.mask(me.email),
      image: viewer.mask(me.image),
      profiles: me.profiles.map(maskProfile),
      otherPlatformProfiles: me.otherPlatformProfiles.map(maskProfile),
    },
    selectedProfile: root.selectedProfile ? maskProfile(root.selectedProfile) : null,
  };
}

/**
 * The hydration data (React Router's turbo-stream: one line, a JSON array of the values, each
 * string once) with the viewer's values replaced by their placeholders; null when it is not one
 * line (deferred data) or not an array.
 */
export function maskHydrationData(text: string, viewer: ViewerValues): string | null {
  if (text.indexOf('\n') !== text.length - 1) return null;
  let entries: unknown;
  try {
    entries = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(entries)) return null;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (typeof entry !== 'string') continue;
    const placeholder = viewer.placeholderFor(entry);
    if (placeholder !== undefined) entries[i] = placeholder;
  }
  return `${JSON.stringify(entries)}\n`;
}

/**
 * A rendered page cut at its placeholders, for `fillTemplate`: the parts between them kept as bytes,
 * so a page is filled by copying bytes (a string answer would be scanned and encoded again on
 * every response: a tenth of a signed-in page's CPU, measured).
 */
export function compileTemplate(html: string): PageTemplate {
  const texts: Buffer[] = [];
  const slots: PageTemplate['slots'] = [];
  let last = 0;
  for (const match of html.matchAll(PLACEHOLDER_IN_PAGE)) {
    texts.push(Buffer.from(html.slice(last, match.index)));
    slots.push(match[1] !== undefined ? Number(match[1]) : -1 - Number(match[2]));
    last = match.index + match[0].length;
  }
  texts.push(Buffer.from(html.slice(last)));
  return { texts, slots, bytes: texts.reduce((sum, text) => sum + text.length, 512) };
}

/** The template with the viewer's values where their placeholders stood, escaped for each place. */
export function fillTemplate(template: PageTemplate, values: readonly string[]): Buffer<ArrayBuffer> {
  const { texts, slots } = template;
  const parts: Buffer[] = [texts[0] as Buffer];
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i] as number;
    const value = slot >= 0 ? values[slot] : values[-1 - slot];
    if (value === undefined) throw new Error('A page template names a value the viewer does not have');
    parts.push(Buffer.from(slot >= 0 ? inHtml(value) : inHydrationData(value)), texts[i + 1] as Buffer);
  }
  return Buffer.concat(parts);
}

const HTML_ESCAPES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};

/** As React escapes text and attribute values. */
function inHtml(value: string): string {
  return value.replace(/["&'<>]/g, (c) => HTML_ESCAPES[c] as string);
}

const SCRIPT_ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * As a string inside React Router's hydration script: JSON in the stream (turbo-stream), the stream
 * as a JavaScript string (JSON again), then `<`, `>`, `&` and the line separators escaped.
 */
function inHydrationData(value: string): string {
  const inStream = JSON.stringify(value).slice(1, -1);
  return JSON.stringify(inStream)
    .slice(1, -1)
    .replace(/[&><\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c] as string);
}

type RouteData = Record<string, unknown>;

/**
 * The page's loader data with the viewer's own values masked (`maskRootData`), and what its
 * template is kept under: the build, the address, the status, the matched routes and every route's
 * loader data, masked. A route's `now` is left out of the key: a template lives no longer than a
 * stored anonymous page (PUBLIC_CACHE_SECONDS), and its dates are shown from the `now` it was
 * rendered with, as on that page.
 *
 * A viewer's value that also stands unmasked in the data (a last name that is a city of a similar
 * job, a startup named like its founder, or a name the hydration data uses itself: `root`, a route
 * id, `errors`) is not masked: the hydration data holds each string once,
 * so masking it there would mask the city too. It stays in the page and in the key, so that
 * template is for viewers with that same value only. Null when the page has no signed-in viewer.
 */
export function maskForTemplate(
  parts: { build: string; url: string; status: number; routeIds: readonly string[] },
  loaderData: Record<string, unknown>,
): { viewer: ViewerValues; loaderData: Record<string, unknown>; key: string; kind: () => string } | null {
  const root = loaderData.root as RootData | undefined;
  if (!root?.me) return null;
  const others: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(loaderData)) {
    if (id !== 'root') others[id] = isRecord(value) && 'now' in value ? { ...value, now: undefined } : value;
  }
  const othersJson = JSON.stringify(others);
  // Strings the hydration data holds besides the loaders' data: its own keys and the route ids.
  const streamNames = new Set(['loaderData', 'actionData', 'errors', ...Object.keys(loaderData)]);
  let kept = new Set<string>();
  // Twice at most: a value found elsewhere is kept, and the data is looked through once more.
  for (let attempt = 0; attempt < 2; attempt++) {
    const viewer = new ViewerValues(kept);
    const maskedRoot = maskRootData(root, viewer);
    const rootJson = JSON.stringify(maskedRoot);
    const collisions = viewer.values.filter((value) => {
      const inJson = JSON.stringify(value);
      return streamNames.has(value) || othersJson.includes(inJson) || rootJson.includes(inJson);
    });
    if (collisions.length > 0) {
      kept = new Set([...kept, ...collisions]);
      continue;
    }
    const head = `${parts.build} ${parts.status} ${parts.routeIds.join(',')}`;
    return {
      viewer,
      loaderData: { ...loaderData, root: maskedRoot },
      // The data itself, not a digest of it: comparing it on a hit costs less than hashing it on
      // every request, and no two states can ever share a key.
      key: `${head} ${parts.url} ${rootJson}${othersJson}`,
      // The page's kind, for the one check of its template against a full render: the routes, the
      // viewer's masked data, and which parts of the page's data are there or empty. Worked out
      // when a template is to be made, not for one that is kept.
      kind: () =>
        `${head} ${crypto.hash('sha256', rootJson, 'base64')} ${Object.entries(others)
          .map(([id, value]) => `${id}:${shapeOf(value, 2)}`)
          .join(' ')}`,
    };
  }
  return null;
}

function isRecord(value: unknown): value is RouteData {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Which keys of a route's data hold something (1) or nothing (0: null, false, '' or []), two levels deep. */
function shapeOf(value: unknown, depth: number): string {
  if (!isRecord(value) || depth === 0) {
    return value === null ||
      value === undefined ||
      value === false ||
      value === '' ||
      (Array.isArray(value) && value.length === 0)
      ? '0'
      : '1';
  }
  let shape = '{';
  for (const key of Object.keys(value)) shape += `${key}${shapeOf(value[key], depth - 1)},`;
  return `${shape}}`;
}
