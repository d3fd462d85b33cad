import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DIGEST_SUBSCRIBED_MESSAGE, OwnDigest, OwnDigestResult } from '#domain/digest/digest.schema.ts';
import { applicants, users } from '#server/db/schema/index.ts';
import { insertUser } from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS } from '#tests/helpers/test-app.ts';
import { useTestAppWithMail } from '#tests/helpers/test-app-with-mail.ts';

const PUBLIC_URL = 'https://nordhub.test';
const CONFIRM_SUBJECT = 'Confirm your Nordhub job digest';

function uniqueEmail(label: string): string {
  return `own-digest-${label}-${crypto.randomBytes(4).toString('hex')}@example.com`;
}

/** The signed-in user's own digest: `/api/digest/me` (the Email notifications page's API). */
describe.each(BACKENDS)('own job digest [%s]', (backend) => {
  const ctx = useTestAppWithMail(backend, { PUBLIC_URL });

  const client = () => createSessionClient(ctx.t.app, PUBLIC_URL);
  const mailsTo = (email: string) => ctx.capture.messages.filter((m) => m.to === email.toLowerCase());

  /** A signed-in talent with quick apply preferences; their address verified unless told. */
  async function signedInTalent(label: string, options: { verified?: boolean } = {}) {
    const user = await insertUser(ctx.t.deps.db, { email: uniqueEmail(label) });
    if (options.verified === false) {
      await ctx.t.deps.db.update(users).set({ isEmailVerified: false }).where(eq(users.id, user.id));
    }
    await ctx.t.deps.db.insert(applicants).values({
      userId: user.id,
      preferredCountryCodes: ['NO', 'FI'],
      preferredRoles: ['frontenddeveloper', 'not-a-role'],
    });
    const browser = client();
    const signedIn = await browser.post('/api/users/sign-in', { email: user.email, password: user.password });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    return { user, browser };
  }

  it('answers 401 to a visitor who is not signed in', async () => {
    expectError(await client().get('/api/digest/me'), 401, 'UNAUTHORIZED');
    expectError(
      await client().post('/api/digest/me', { locations: ['DK'], frequency: 'daily' }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('subscribes a verified address at once without mail, then changes, ends and restarts it', async () => {
    const { user, browser } = await signedInTalent('verified');

    const before = await browser.get('/api/digest/me');
    expect(before.headers['cache-control']).toBe('no-store');
    expect(parseJson(before, OwnDigest)).toEqual({
      email: user.email,
      isEmailVerified: true,
      subscription: null,
      suggested: { locations: ['NO', 'FI'], roles: ['frontenddeveloper'] },
    });

    const subscribed = parseJson(
      await browser.post('/api/digest/me', {
        locations: ['NO', 'REMOTE'],
        roles: ['design'],
        frequency: 'daily',
      }),
      OwnDigestResult,
    );
    expect(subscribed.message).toBe('You are subscribed. The job digest comes every morning.');
    expect(subscribed.digest.subscription).toMatchObject({
      email: user.email,
      locations: ['NO'],
      includeRemoteJobs: true,
      roles: ['design'],
      status: 'active',
      mergeData: { firstName: 'Test' },
    });

    const changed = parseJson(
      await browser.put('/api/digest/me', { locations: ['IS'], frequency: 'onceweek' }),
      OwnDigestResult,
    );
    expect(changed.digest.subscription).toMatchObject({
      locations: ['IS'],
      includeRemoteJobs: false,
      roles: [],
      frequency: 'onceweek',
      status: 'active',
    });

    const ended = parseJson(await browser.post('/api/digest/me/unsubscribe'), OwnDigestResult);
    expect(ended.digest.subscription?.status).toBe('unsubscribed');
    const restarted = parseJson(await browser.post('/api/digest/me/resubscribe'), OwnDigestResult);
    expect(restarted.digest.subscription).toMatchObject({ status: 'active', locations: ['IS'] });

    await ctx.t.flushMail();
    expect(mailsTo(user.email)).toEqual([]);
  });

  it('starts a subscription waiting for its mailed link once the verified owner subscribes here', async () => {
    const { user, browser } = await signedInTalent('pending');
    expect(
      (await client().post('/api/digest', { email: user.email, locations: ['DK'], frequency: 'daily' }))
        .statusCode,
    ).toBe(200);
    expect(parseJson(await browser.get('/api/digest/me'), OwnDigest).subscription?.status).toBe(
      'unconfirmed',
    );

    const restarted = parseJson(await browser.post('/api/digest/me/resubscribe'), OwnDigestResult);
    expect(restarted.digest.subscription).toMatchObject({ status: 'active', locations: ['DK'] });
  });

  it('keeps the double opt-in for an unverified address and shows nothing of it', async () => {
    const { user, browser } = await signedInTalent('unverified', { verified: false });
    const answer = parseJson(
      await browser.post('/api/digest/me', { locations: ['DK'], frequency: 'daily' }),
      OwnDigestResult,
    );
    expect(answer.message).toBe(DIGEST_SUBSCRIBED_MESSAGE);
    expect(answer.digest).toMatchObject({ isEmailVerified: false, subscription: null });
    await ctx.capture.waitForMail((m) => m.to === user.email && m.subject === CONFIRM_SUBJECT);

    // The address may not be theirs: the subscription it holds is neither shown nor changed here.
    expectError(
      await browser.put('/api/digest/me', { locations: ['SE'], frequency: 'daily' }),
      404,
      'NOT_FOUND',
    );
    expectError(await browser.post('/api/digest/me/unsubscribe'), 404, 'NOT_FOUND');
  });

  it('refuses a choice without a country with 422 beside the field', async () => {
    const { browser } = await signedInTalent('invalid');
    const refused = await browser.post('/api/digest/me', { locations: [], frequency: 'daily' });
    expectError(refused, 422, 'VALIDATION');
    expect(JSON.stringify(refused.json())).toContain('Please choose at least one country or Remote');
  });
});
