import { afterAll, beforeAll } from 'vitest';
import { type SmtpCapture, startSmtpCapture } from './smtp-capture.ts';
import { type Backend, createTestApp, type TestApp } from './test-app.ts';

export type TestAppWithMail = {
  t: TestApp;
  /** What the app sent, as an SMTP server received it. */
  capture: SmtpCapture;
  /** Closes the app, then the SMTP capture. */
  close(): Promise<void>;
};

/**
 * An SMTP capture and a test app that delivers its mail there (SMTP_URL), with `env` added. For a
 * file's beforeAll; its afterAll calls `close`.
 */
export async function startTestAppWithMail(
  backend: Backend,
  env: Record<string, string> = {},
): Promise<TestAppWithMail> {
  const capture = await startSmtpCapture();
  try {
    const t = await createTestApp({ backend, env: { SMTP_URL: capture.url, ...env } });
    const close = async () => {
      await t.close();
      await capture.close();
    };
    return { t, capture, close };
  } catch (error) {
    await capture.close();
    throw error;
  }
}

/**
 * For a describe block: starts the app with mail before its tests (`startTestAppWithMail`) and
 * closes it after them. The returned object's `t` and `capture` are set once its beforeAll ran.
 */
export function useTestAppWithMail(
  backend: Backend,
  env: Record<string, string> = {},
): Omit<TestAppWithMail, 'close'> {
  let started: TestAppWithMail | undefined;
  const context = {} as Omit<TestAppWithMail, 'close'>;
  beforeAll(async () => {
    started = await startTestAppWithMail(backend, env);
    context.t = started.t;
    context.capture = started.capture;
  });
  afterAll(async () => {
    await started?.close();
  });
  return context;
}
