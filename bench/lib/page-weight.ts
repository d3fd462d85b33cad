/**
 * What a first visit to a page downloads besides the HTML: every JS module it loads (`<script src>`,
 * `<link rel="modulepreload">`, and `import "..."` in inline module scripts) and every stylesheet
 * (`<link rel="stylesheet">`). Each asset is fetched once; raw bytes are the uncompressed file, gzip
 * bytes are node:zlib gzipSync at level 9 of that file (what a server compressing at level 9 would send),
 * br bytes brotli at quality 11 (what the server sends a browser: the build's precompressed copies).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export type Asset = {
  url: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
  br: number;
  /** HTTP status the server answered for the asset. */
  status: number;
  servedEncoding: string | null;
  /** 'server', or 'build' when the server did not serve it and the file was read from build/client. */
  source: 'server' | 'build';
};
export type Totals = { files: number; raw: number; gzip: number; br: number };
export type PageWeight = {
  path: string;
  status: number;
  html: Totals;
  /** Bytes of inline <script> content (hydration data, route manifest imports), part of the HTML. */
  inlineScriptRaw: number;
  js: Totals;
  css: Totals;
  assets: string[];
};

function gzipSize(bytes: Uint8Array): number {
  return gzipSync(bytes, { level: 9 }).length;
}

function brotliSize(bytes: Uint8Array): number {
  return brotliCompressSync(bytes).length;
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

function decodeEntities(value: string): string {
  return value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'");
}

/** The JS and CSS URLs an HTML page loads, resolved against the page URL. */
export function collectAssetUrls(
  html: string,
  pageUrl: string,
): { js: string[]; css: string[]; inline: number } {
  const js = new Set<string>();
  const css = new Set<string>();
  const add = (set: Set<string>, href: string | undefined) => {
    if (href) set.add(new URL(decodeEntities(href), pageUrl).href);
  };
  for (const match of html.matchAll(/<script\b[^>]*>/gi)) add(js, attribute(match[0], 'src'));
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(match[0], 'rel') ?? '').toLowerCase().split(/\s+/);
    const as = (attribute(match[0], 'as') ?? '').toLowerCase();
    if (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script')) {
      add(js, attribute(match[0], 'href'));
    } else if (rel.includes('stylesheet')) {
      add(css, attribute(match[0], 'href'));
    }
  }
  let inline = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(` ${attrs}`)) continue;
    inline += Buffer.byteLength(body);
    // Module entry scripts: `import "/assets/x.js"` and `import * as r from "/assets/y.js"`.
    for (const spec of body.matchAll(/\bimport\s*(?:[^'"()]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g)) {
      add(js, spec[1]);
    }
    for (const spec of body.matchAll(/\bimport\(\s*["']([^"']+\.m?js)["']\s*\)/g)) add(js, spec[1]);
  }
  return { js: [...js], css: [...css], inline };
}

async function fetchBytes(
  url: string,
): Promise<{ status: number; bytes: Uint8Array; encoding: string | null }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, bytes, encoding: response.headers.get('content-encoding') };
}

function sum(assets: Asset[]): Totals {
  return {
    files: assets.length,
    raw: assets.reduce((n, a) => n + a.raw, 0),
    gzip: assets.reduce((n, a) => n + a.gzip, 0),
    br: assets.reduce((n, a) => n + a.br, 0),
  };
}

/** Measures each page; assets shared between pages are fetched once (a cache keyed by URL). */
export async function measurePageWeights(
  baseUrl: string,
  paths: string[],
  /** build/client: where an asset the server fails to serve is read from instead (and flagged). */
  clientBuildDir: string,
): Promise<{ pages: PageWeight[]; assets: Asset[] }> {
  const cache = new Map<string, Asset>();
  const pages: PageWeight[] = [];
  for (const pagePath of paths) {
    const pageUrl = new URL(pagePath, baseUrl).href;
    const page = await fetchBytes(pageUrl);
    const html = Buffer.from(page.bytes).toString('utf8');
    const urls = collectAssetUrls(html, pageUrl);
    const assetsOf = async (list: string[], kind: Asset['kind']) => {
      const out: Asset[] = [];
      for (const url of list) {
        if (new URL(url).origin !== new URL(baseUrl).origin) {
          throw new Error(`${pagePath} loads ${url} from another origin: not fetched (loopback only)`);
        }
        let asset = cache.get(url);
        if (!asset) {
          const fetched = await fetchBytes(url);
          const pathname = new URL(url).pathname;
          let bytes = fetched.bytes;
          let source: Asset['source'] = 'server';
          if (fetched.status !== 200) {
            const file = path.join(clientBuildDir, path.normalize(decodeURIComponent(pathname)));
            if (!file.startsWith(clientBuildDir + path.sep))
              throw new Error(`${url} answered ${fetched.status}`);
            bytes = await fs.readFile(file).catch(() => {
              throw new Error(`${url} answered ${fetched.status} and is not in ${clientBuildDir}`);
            });
            source = 'build';
          }
          asset = {
            url: pathname,
            kind,
            raw: bytes.length,
            gzip: gzipSize(bytes),
            br: brotliSize(bytes),
            status: fetched.status,
            servedEncoding: fetched.encoding,
            source,
          };
          cache.set(url, asset);
        }
        out.push(asset);
      }
      return out;
    };
    const js = await assetsOf(urls.js, 'js');
    const css = await assetsOf(urls.css, 'css');
    pages.push({
      path: pagePath,
      status: page.status,
      html: { files: 1, raw: page.bytes.length, gzip: gzipSize(page.bytes), br: brotliSize(page.bytes) },
      inlineScriptRaw: urls.inline,
      js: sum(js),
      css: sum(css),
      assets: [...js, ...css].map((a) => a.url),
    });
  }
  return { pages, assets: [...cache.values()] };
}
