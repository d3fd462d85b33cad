import sharp from 'sharp';
import type { FileStorage } from '../../adapters/storage/local-disk-storage.ts';
import { createRandom, hashString } from './random.ts';

/**
 * Generated files for demo data: PNG logos and covers rendered from SVG (so no binary assets live in
 * the repository) and tiny PDFs. Colours and shapes derive from the label, so a re-seed draws the
 * same pictures; files that already exist are kept, which makes a re-seed fast.
 */

export type SeedFileSpec =
  | { kind: 'logo'; storageKey: string; label: string; shape: 'square' | 'circle' }
  | {
      kind: 'cover';
      storageKey: string;
      label: string;
      width: number;
      height: number;
      caption: string | null;
    }
  | { kind: 'pdf'; storageKey: string; title: string; lines: readonly string[] };

export type SeedFilesResult = { written: number; skipped: number };

export const LOGO_SIZE = 400;
export const COVER_SIZE = { width: 1600, height: 900 } as const;

const FONT_FAMILY = 'DejaVu Sans, Arial, Helvetica, sans-serif';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function convertHslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** A saturated, dark-enough colour that white text reads well on, stable for a given label. */
export function pickBrandColour(label: string, shift = 0): string {
  const hash = hashString(label);
  const hue = (hash + shift) % 360;
  // Yellows and greens look light at the same HSL lightness: darken them for contrast.
  const isLightHue = hue >= 40 && hue <= 170;
  return convertHslToHex(hue, 55 + (hash % 15), (isLightHue ? 26 : 34) + ((hash >>> 8) % 10));
}

/** 'Kvartal Pay' → 'KP'; 'Sildeby' → 'S'. */
export function createInitials(label: string): string {
  const words = label
    .split(/[\s&-]+/)
    .map((w) => w.trim())
    .filter((w) => /^\p{L}/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

export function createLogoSvg(label: string, shape: 'square' | 'circle'): string {
  const initials = escapeXml(createInitials(label) || '?');
  const fontSize = initials.length > 1 ? 150 : 200;
  const half = LOGO_SIZE / 2;
  const background =
    shape === 'circle'
      ? `<circle cx="${half}" cy="${half}" r="${half}" fill="${pickBrandColour(label)}"/>`
      : `<rect width="${LOGO_SIZE}" height="${LOGO_SIZE}" rx="88" fill="${pickBrandColour(label)}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}" viewBox="0 0 ${LOGO_SIZE} ${LOGO_SIZE}">${background}<text x="${half}" y="${half}" dy="0.35em" font-family="${FONT_FAMILY}" font-weight="700" font-size="${fontSize}" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
}

function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && `${current} ${word}`.length > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines.slice(0, maxLines);
}

export function createCoverSvg(label: string, width: number, height: number, caption: string | null): string {
  const rng = createRandom(`cover:${label}`);
  const circles = Array.from({ length: 7 }, () => {
    const r = Math.round(rng.nextBetween(0.08, 0.35) * height);
    const cx = Math.round(rng.nextFloat() * width);
    const cy = Math.round(rng.nextFloat() * height);
    const opacity = rng.nextBetween(0.06, 0.16).toFixed(2);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="${opacity}"/>`;
  }).join('');
  const fontSize = Math.round(height / 12);
  const captionLines = caption ? wrapWords(caption, 30, 3) : [];
  const text = captionLines
    .map(
      (line, i) =>
        `<text x="${Math.round(width * 0.07)}" y="${Math.round(height * 0.62 + i * fontSize * 1.25)}" font-family="${FONT_FAMILY}" font-weight="700" font-size="${fontSize}" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${pickBrandColour(label)}"/><stop offset="1" stop-color="${pickBrandColour(label, 140)}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>${circles}${text}</svg>`;
}

/** PDF strings are Latin-1 with (, ) and \ escaped; anything else becomes its nearest ASCII letter. */
function toPdfText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A one-page PDF 1.4 with Helvetica text: small, valid, and opens in every viewer. */
export function createPdf(title: string, lines: readonly string[]): Buffer {
  const textOps = [`BT /F1 20 Tf 72 760 Td (${toPdfText(title)}) Tj ET`];
  lines.forEach((line, i) => {
    textOps.push(`BT /F1 11 Tf 72 ${724 - i * 16} Td (${toPdfText(line)}) Tj ET`);
  });
  const stream = textOps.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function renderFile(spec: SeedFileSpec): Promise<Buffer> {
  switch (spec.kind) {
    case 'logo':
      return sharp(Buffer.from(createLogoSvg(spec.label, spec.shape)))
        .png()
        .toBuffer();
    case 'cover':
      return sharp(Buffer.from(createCoverSvg(spec.label, spec.width, spec.height, spec.caption)))
        .png()
        .toBuffer();
    case 'pdf':
      return createPdf(spec.title, spec.lines);
  }
}

/** Writes each file into the storage unless it is already there; a few renders run at a time. */
export async function writeSeedFiles(
  storage: FileStorage,
  specs: readonly SeedFileSpec[],
  concurrency = 4,
): Promise<SeedFilesResult> {
  const result: SeedFilesResult = { written: 0, skipped: 0 };
  let next = 0;
  const work = async () => {
    while (next < specs.length) {
      const spec = specs[next++];
      if (!spec) break;
      if (await storage.exists(spec.storageKey)) {
        result.skipped++;
        continue;
      }
      // The storage writes whole files only: an interrupted seed never leaves a half-written image.
      await storage.write(spec.storageKey, await renderFile(spec));
      result.written++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, work));
  return result;
}
