import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const run = promisify(execFile);

/**
 * Validates a document against an XML schema with libxml2's xmllint; `npm test` installs it when
 * missing (scripts/test-prerequisites.ts: libxml2-utils).
 */
export async function validateWithXmllint(
  xml: string,
  xsd: string,
): Promise<{ ok: boolean; output: string }> {
  try {
    await run('xmllint', ['--version']);
  } catch {
    throw new Error('xmllint is missing: install it with `apt-get install -y libxml2-utils`');
  }
  const dir = await fs.mkdtemp(path.join(inject('scratchDir'), 'feed-'));
  try {
    await fs.writeFile(path.join(dir, 'feed.xml'), xml);
    await fs.writeFile(path.join(dir, 'feed.xsd'), xsd);
    try {
      const { stderr } = await run('xmllint', ['--noout', '--schema', 'feed.xsd', 'feed.xml'], { cwd: dir });
      return { ok: true, output: stderr };
    } catch (error) {
      return { ok: false, output: String((error as { stderr?: string }).stderr ?? error) };
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** RSS 2.0 as a schema (tests/helpers/fixtures/rss-2.0.xsd), for xmllint. */
export function readRssSchema(): Promise<string> {
  return fs.readFile(new URL('./fixtures/rss-2.0.xsd', import.meta.url), 'utf8');
}
