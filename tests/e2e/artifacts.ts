/**
 * Screenshots kept after the run (issue 14: the mobile layout of `/jobs`, a job page and a startup
 * page at 390 px), under `test-artifacts/` at the repository root (git-ignored; CI may upload it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ARTIFACTS_DIR = path.join(ROOT, 'test-artifacts');

/** Saves a full-page PNG as `test-artifacts/<name>.png` and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
