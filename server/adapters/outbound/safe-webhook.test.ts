import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_WEBHOOK_HOST,
  type FakeWebhookReceiver,
  startFakeWebhookReceiver,
} from '../../../tests/helpers/fake-webhook-receiver.ts';
import { createSafeWebhookClient, type HostResolver, type SafeWebhookOptions } from './safe-webhook.ts';
import { createSlackNotifier, escapeSlackText } from './slack-notifier.ts';

/**
 * The safe webhook client against a real local HTTPS receiver. The resolver is faked (the host name
 * `hooks.slack.com` answers with the addresses a test wants) and, where the receiver must be reached,
 * the address policy allows loopback for that test only; everything else runs the real code paths.
 */
describe('createSafeWebhookClient', () => {
  let receiver: FakeWebhookReceiver;
  beforeAll(async () => {
    receiver = await startFakeWebhookReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.respond((_request, response) => response.writeHead(200).end('ok'));
  });

  const url = (path = '/services/T1/B2/secret') => `https://${FAKE_WEBHOOK_HOST}:${receiver.port}${path}`;
  const resolveTo =
    (...addresses: string[]): HostResolver =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  /** Reaches the local receiver: the resolver answers 127.0.0.1 and loopback is allowed. */
  const local = (options: SafeWebhookOptions = {}) =>
    createSafeWebhookClient({
      resolve: resolveTo('127.0.0.1'),
      isAllowedAddress: () => true,
      ca: receiver.ca,
      ...options,
    });

  it('posts JSON to the checked address, with the certificate checked against the host name', async () => {
    const result = await local().postJson(url(), { text: 'hello' });
    expect(result).toEqual({ ok: true, status: 200, body: 'ok' });
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/services/T1/B2/secret');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.host).toBe(`${FAKE_WEBHOOK_HOST}:${receiver.port}`);
    expect(JSON.parse(request?.body ?? '')).toEqual({ text: 'hello' });
  });

  it('fails on a certificate it does not trust', async () => {
    const result = await local({ ca: undefined }).postJson(url(), { text: 'x' });
    expect(result).toEqual({ ok: false, reason: 'network' });
    expect(receiver.received).toHaveLength(0);
  });

  it('refuses when any resolved address is private, by default', async () => {
    const client = createSafeWebhookClient({ resolve: resolveTo('8.8.8.8', '10.0.0.7'), ca: receiver.ca });
    expect(await client.postJson(url(), { text: 'x' })).toEqual({ ok: false, reason: 'blocked_address' });
  });

  it.each([['127.0.0.1'], ['169.254.169.254'], ['100.64.1.2'], ['::1'], ['fd00::5'], ['::ffff:127.0.0.1']])(
    'refuses a host resolving to %s, by default',
    async (address) => {
      const client = createSafeWebhookClient({ resolve: resolveTo(address), ca: receiver.ca });
      expect(await client.postJson(url(), { text: 'x' })).toEqual({ ok: false, reason: 'blocked_address' });
      expect(receiver.received).toHaveLength(0);
    },
  );

  it('refuses an address literal in the URL without asking the resolver', async () => {
    let asked = 0;
    const client = createSafeWebhookClient({
      resolve: async () => {
        asked += 1;
        return [{ address: '8.8.8.8', family: 4 }];
      },
      ca: receiver.ca,
    });
    for (const target of [`https://127.0.0.1:${receiver.port}/x`, `https://[::1]:${receiver.port}/x`]) {
      expect(await client.postJson(target, {})).toEqual({ ok: false, reason: 'blocked_address' });
    }
    expect(asked).toBe(0);
    expect(receiver.received).toHaveLength(0);
  });

  it.each([
    ['http://hooks.slack.com/services/T/B/x'],
    ['https://user:pass@hooks.slack.com/services/T/B/x'],
    ['ftp://hooks.slack.com/x'],
    ['not a url'],
  ])('refuses %s', async (target) => {
    expect(await local().postJson(target, {})).toEqual({ ok: false, reason: 'invalid_url' });
  });

  it('resolves once and connects to that answer: a second, different DNS answer (rebinding) is never used', async () => {
    const answers = ['127.0.0.1', '10.0.0.9'];
    let asked = 0;
    const client = createSafeWebhookClient({
      resolve: async () => [{ address: answers[asked++] ?? '10.0.0.9', family: 4 }],
      isAllowedAddress: (address) => address === '127.0.0.1',
      ca: receiver.ca,
    });
    expect((await client.postJson(url(), { text: 'x' })).ok).toBe(true);
    expect(asked).toBe(1);
    expect(receiver.received).toHaveLength(1);
  });

  it('never follows a redirect', async () => {
    receiver.respond((_request, response) =>
      response.writeHead(302, { location: `https://127.0.0.1:${receiver.port}/elsewhere` }).end(),
    );
    expect(await local().postJson(url(), { text: 'x' })).toEqual({
      ok: false,
      reason: 'redirect',
      status: 302,
    });
    expect(receiver.received.map((request) => request.path)).toEqual(['/services/T1/B2/secret']);
  });

  it('reports an error status', async () => {
    receiver.respond((_request, response) => response.writeHead(404).end('no_service'));
    expect(await local().postJson(url(), {})).toEqual({ ok: false, reason: 'http_status', status: 404 });
  });

  it('stops reading a response over the limit', async () => {
    receiver.respond((_request, response) => response.writeHead(200).end('x'.repeat(64 * 1024)));
    expect(await local({ maxResponseBytes: 1024 }).postJson(url(), {})).toEqual({
      ok: false,
      reason: 'response_too_large',
      status: 200,
    });
  });

  it('gives up when the receiver does not answer in time', async () => {
    receiver.respond(() => {
      // Never answers.
    });
    const started = Date.now();
    expect(await local({ timeoutMs: 300 }).postJson(url(), {})).toEqual({ ok: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('counts a slow resolver against the same deadline', async () => {
    const client = local({ timeoutMs: 200, resolve: () => new Promise(() => {}) });
    expect(await client.postJson(url(), {})).toEqual({ ok: false, reason: 'timeout' });
  });

  it('reports a host name that does not resolve', async () => {
    const client = local({
      resolve: async () => {
        throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
      },
    });
    expect(await client.postJson(url(), {})).toEqual({ ok: false, reason: 'dns' });
    expect(await local({ resolve: async () => [] }).postJson(url(), {})).toEqual({
      ok: false,
      reason: 'dns',
    });
  });

  it('sends Slack messages as { text }, with Slack markup characters escaped', async () => {
    const slack = createSlackNotifier({ webhook: local() });
    const result = await slack.send(url(), { text: 'New applicant <Anna & Bo> for <!channel>' });
    expect(result.ok).toBe(true);
    expect(JSON.parse(receiver.received[0]?.body ?? '')).toEqual({
      text: 'New applicant &lt;Anna &amp; Bo&gt; for &lt;!channel&gt;',
    });
    expect(escapeSlackText('a<b>&c')).toBe('a&lt;b&gt;&amp;c');
  });
});
