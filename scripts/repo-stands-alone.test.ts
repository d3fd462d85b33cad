import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository stands alone: no tracked file points to a document outside it (a specification's
 * numbered sections, the team's handbook or notes kept beside the repository). Product rules are cited as
 * "docs/product.md, <Section>", engineering rules as "docs/architecture.md, <Section>"
 * (docs/architecture.md, Conventions).
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const THIS_FILE = path.relative(ROOT, fileURLToPath(import.meta.url));

const OUTSIDE_REFERENCES: { pattern: RegExp; what: string }[] = [
  { pattern: /§\s?\d/, what: 'a numbered section of an outside document' },
  { pattern: /\bspec\b\s*[§:;`]|\(spec\b|\b(?:the|a) spec(?:'s)?\b/i, what: 'the specification' },
  // The names below are spelled with a character class, so this list does not cite them itself.
  { pattern: /\bengineerin[g][ -]guide\b/i, what: "the team's handbook" },
  { pattern: /\bproduct[ -](?:decisions|spec)\b/i, what: 'the product decisions' },
  {
    pattern: /\b(?:stack-note[s]|style-anchor[s])\b|\bshare[d]\/(?:docs|spec)\b/i,
    what: 'notes kept beside the repository',
  },
];

/**
 * The prose of a line: all of it in Markdown; in code, comments and test names only (`spec` is also
 * a fine variable name).
 */
function proseOf(file: string, line: string): string {
  if (file.endsWith('.md')) return line;
  const trimmed = line.trimStart();
  if (/^(\*|\/\*|\{\/\*)/.test(trimmed)) return line;
  const comment = line.indexOf('//');
  if (comment >= 0) return line.slice(comment);
  return /\b(?:it|describe|test)(?:\.each\([^)]*\))?\(/.test(line) ? line : '';
}

function trackedTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => file !== '' && file !== THIS_FILE && file !== 'package-lock.json')
    .filter((file) => fs.existsSync(path.join(ROOT, file)) && fs.statSync(path.join(ROOT, file)).isFile());
}

describe('the repository stands alone', () => {
  it('no tracked file refers to a document outside the repository', () => {
    const files = trackedTextFiles();
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      const content = fs.readFileSync(path.join(ROOT, file));
      if (content.includes(0)) continue; // binary
      content
        .toString('utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const { pattern, what } of OUTSIDE_REFERENCES) {
            if (pattern.test(proseOf(file, line)))
              found.push(`${file}:${index + 1} (${what}): ${line.trim().slice(0, 120)}`);
          }
        });
    }
    expect(found, 'point into docs/product.md or docs/architecture.md instead').toEqual([]);
  });
});
