import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The secret that signs captcha challenges and similar values. APP_SECRET when set (required as soon
 * as several instances run: they must agree); otherwise one generated on first start and kept in
 * DATA_DIR, so a single zero-config instance survives restarts without configuration.
 */
export async function resolveAppSecret(env: {
  APP_SECRET?: string | undefined;
  dataDir: string;
}): Promise<string> {
  if (env.APP_SECRET) return env.APP_SECRET;
  const file = path.join(env.dataDir, 'app-secret');
  try {
    const stored = (await fs.readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch {
    // Not created yet.
  }
  const secret = crypto.randomBytes(32).toString('hex');
  await fs.mkdir(env.dataDir, { recursive: true });
  await fs.writeFile(file, secret, { mode: 0o600 });
  return secret;
}
