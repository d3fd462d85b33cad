/**
 * Writes a `.br` (brotli, quality 11) and a `.gz` (gzip, level 9) beside every text asset of the
 * client build, so @fastify/static (`preCompressed: true`, server/http/ssr.ts) sends compressed
 * bytes without compressing per request (issue 11, ADR 017). Runs after every client build: the
 * Vite plugin `precompressPlugin` (vite.config.ts) calls it, so `npm run build`, `npm start`, the e2e
 * setup and the bench all get the files. `node scripts/precompress.ts [dir]` does it by hand
 * (default `build/client`).
 *
 * Skipped: files under 1 KB (a compressed copy saves less than a packet), binary formats that are
 * compressed already (images, fonts, PDFs), and copies that would not be at least 10 % smaller.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const PRECOMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|map|svg|txt|xml|webmanifest|ico)$/i;

export type PrecompressResult = { files: number; raw: number; br: number; gzip: number };

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Compresses one file; answers its sizes, or null when it is skipped. */
async function precompressFile(file: string): Promise<{ raw: number; br: number; gzip: number } | null> {
  if (!COMPRESSIBLE.test(file)) return null;
  const bytes = await fs.readFile(file);
  if (bytes.length < PRECOMPRESS_MIN_BYTES) return null;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const worthIt = (compressed: Buffer) => compressed.length <= bytes.length * 0.9;
  // A stale copy from an earlier build of the same name must not outlive its file.
  await Promise.all([
    worthIt(br) ? fs.writeFile(`${file}.br`, br) : fs.rm(`${file}.br`, { force: true }),
    worthIt(gz) ? fs.writeFile(`${file}.gz`, gz) : fs.rm(`${file}.gz`, { force: true }),
  ]);
  return {
    raw: bytes.length,
    br: worthIt(br) ? br.length : bytes.length,
    gzip: worthIt(gz) ? gz.length : bytes.length,
  };
}

/** Writes the compressed copies for every file under `dir` (the client build). */
export async function precompressDirectory(dir: string): Promise<PrecompressResult> {
  const files = (await listFiles(dir)).filter((f) => !f.endsWith('.br') && !f.endsWith('.gz'));
  const total: PrecompressResult = { files: 0, raw: 0, br: 0, gzip: 0 };
  // Brotli at quality 11 is CPU-bound; libuv's pool runs a few at a time, so a small batch keeps
  // both cores busy without queueing hundreds of buffers at once.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const sizes = await precompressFile(file);
      if (!sizes) continue;
      total.files += 1;
      total.raw += sizes.raw;
      total.br += sizes.br;
      total.gzip += sizes.gzip;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return total;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'build/client');
  const started = performance.now();
  const result = await precompressDirectory(dir);
  const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
  process.stdout.write(
    `precompressed ${result.files} files in ${dir}: ${kb(result.raw)} -> br ${kb(result.br)}, gzip ${kb(result.gzip)} ` +
      `(${Math.round(performance.now() - started)} ms)\n`,
  );
}
