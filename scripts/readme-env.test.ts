import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The README's configuration table names every variable `server/env.ts` reads. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The keys of `EnvSchema` (`const EnvSchema = z.object({ ... });`), read from the source text. */
function readEnvSchemaKeys(source: string): string[] {
  const start = source.indexOf('const EnvSchema = z.object({');
  const end = source.indexOf('\n});', start);
  if (start < 0 || end < 0) throw new Error('EnvSchema = z.object({ ... }) not found in server/env.ts');
  const body = source.slice(start, end);
  return [...body.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1] ?? '');
}

/** Every `VARIABLE` in backticks on a row of the README's configuration table. */
function readReadmeVariables(readme: string): Set<string> {
  const section = readme.slice(readme.indexOf('## Configuration'));
  const table = section.split('\n').filter((line) => line.startsWith('|'));
  const names = new Set<string>();
  for (const row of table) {
    const firstCell = row.split('|')[1] ?? '';
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(match[1] ?? '');
  }
  return names;
}

describe('README configuration table', () => {
  it('names every variable server/env.ts reads', () => {
    const keys = readEnvSchemaKeys(fs.readFileSync(path.join(ROOT, 'server/env.ts'), 'utf8'));
    const documented = readReadmeVariables(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8'));
    expect(keys.length).toBeGreaterThan(30);
    expect(keys.filter((key) => !documented.has(key))).toEqual([]);
  });

  it('names no variable server/env.ts does not read', () => {
    const keys = new Set(readEnvSchemaKeys(fs.readFileSync(path.join(ROOT, 'server/env.ts'), 'utf8')));
    const documented = readReadmeVariables(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8'));
    expect([...documented].filter((name) => !keys.has(name))).toEqual([]);
  });
});
