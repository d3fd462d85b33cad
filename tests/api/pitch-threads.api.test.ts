/**
 * Pitches as conversations (issue 33, scopes 3 and 4): the founder's side and the investor's side
 * write back and forth in a pitch's thread, each message mailed to the other side with a link; only
 * the two sides' members (and admins) read it, everyone else gets a 404; a closed thread takes no
 * message; the investor sees the founder's contact once it replied; both sides count unread messages;
 * the investor's public page shows its reply stats from 5 pitches received in 12 months on.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvestorDetail } from '#domain/investors/investor.schema.ts';
import { Pitch, PitchThread } from '#domain/investors/pitch.schema.ts';
import {
  companies,
  investorPitches,
  investors,
  outboxEmails,
  pitchMessages,
} from '#server/db/schema/index.ts';
import { insertUser } from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { buildPdf } from '#tests/helpers/pdf-fixtures.ts';
import { createSessionClient, type SessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const DEMO_PASSWORD = 'Nordhub-demo-2026!';
const STARTUP = 'mosegaard-analytics';
const INVESTOR = 'fjordline-ventures';
const INVESTOR_INBOX = 'pitch@fjordline-ventures.example.com';
const FOUNDER_EMAIL = 'recruiter@nordhub.test';

/** The pitch form as multipart, built by the platform's own FormData encoder. */
async function pitchForm(): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.set('companyKey', STARTUP);
  form.set(
    'message',
    'We build analytics for Nordic retailers: 40 paying customers, 12% monthly growth, a team of eight.',
  );
  form.set('amount', '750000');
  form.set('stage', 'seed');
  form.set(
    'deck',
    new Blob([new Uint8Array(buildPdf({ pages: 3 }))], { type: 'application/pdf' }),
    'deck.pdf',
  );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

describe.each(BACKENDS)('pitch threads API [%s]', (backend) => {
  let t: TestApp;
  let clock: number;
  let founder: SessionClient;
  let investor: SessionClient;
  /** multi@: a member of another startup (fjellpuls) and of another investor (lighthouse). */
  let otherSides: SessionClient;
  let stranger: SessionClient;
  let admin: SessionClient;
  let pitch: Pitch;

  /** Moves the app's clock a minute on, so each step has its own time (unread counts compare them). */
  function tick() {
    clock += 60_000;
    t.setNow(new Date(clock));
  }

  async function logIn(email: string, password = DEMO_PASSWORD): Promise<SessionClient> {
    const client = createSessionClient(t.app);
    const response = await client.post('/api/users/sign-in', { email, password });
    expect(response.statusCode, response.body).toBe(200);
    return client;
  }

  async function thread(client: SessionClient, id = pitch.id) {
    const response = await client.get(`/api/pitches/${id}/messages`);
    expect(response.statusCode, response.body).toBe(200);
    return parseJson(response, PitchThread);
  }

  async function write(client: SessionClient, body: string) {
    tick();
    return client.post(`/api/pitches/${pitch.id}/messages`, { body });
  }

  async function mailsOfKind(to: string) {
    return t.deps.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.kind, 'pitch_message'), eq(outboxEmails.to, to)));
  }

  async function unreadIn(client: SessionClient, url: string) {
    const response = await client.get(url);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { pitches: Pitch[] }).pitches.find((item) => item.id === pitch.id);
  }

  beforeAll(async () => {
    t = await createTestApp({ backend });
    clock = t.deps.now().getTime();
    founder = await logIn(FOUNDER_EMAIL);
    investor = await logIn('investor@nordhub.test');
    otherSides = await logIn('multi@nordhub.test');
    admin = await logIn('admin@nordhub.test');
    const user = await insertUser(t.deps.db);
    stranger = await logIn(user.email, user.password);
    const response = await founder.request({
      method: 'POST',
      url: `/api/investors/${INVESTOR}/pitches`,
      ...(await pitchForm()),
    });
    expect(response.statusCode, response.body).toBe(201);
    pitch = parseJson(response, Pitch);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('opens the thread to both sides and admins only; anyone else, on any tenant, gets a 404', async () => {
    expect((await thread(founder)).viewerSide).toBe('startup');
    const seen = await thread(investor);
    expect(seen).toMatchObject({
      viewerSide: 'investor',
      messages: [],
      canWrite: true,
      startupPagePath: `/startups/${STARTUP}`,
      founderContact: null,
    });
    expect(seen.pitch.waitsFor).toBe('investor');
    expect((await thread(admin)).viewerSide).toBeNull();

    const visitor = createSessionClient(t.app);
    expectError(await visitor.get(`/api/pitches/${pitch.id}/messages`), 401, 'UNAUTHORIZED');
    for (const outsider of [otherSides, stranger]) {
      expectError(await outsider.get(`/api/pitches/${pitch.id}/messages`), 404, 'NOT_FOUND');
      expectError(
        await outsider.post(`/api/pitches/${pitch.id}/messages`, { body: 'Hello' }),
        404,
        'NOT_FOUND',
      );
      expectError(await outsider.post(`/api/pitches/${pitch.id}/close`), 404, 'NOT_FOUND');
    }
    // An id that is no pitch, and a malformed one, are the same 404.
    expectError(
      await investor.get('/api/pitches/00000000-0000-4000-8000-000000000000/messages'),
      404,
      'NOT_FOUND',
    );
    expectError(await investor.get('/api/pitches/not-a-pitch/messages'), 404, 'NOT_FOUND');
    // An admin reads but is neither side: writing is refused.
    expectError(await admin.post(`/api/pitches/${pitch.id}/messages`, { body: 'Hi' }), 403, 'FORBIDDEN');
    // The other investor's and the other startup's lists do not show the pitch.
    expectError(await otherSides.get(`/api/investors/${INVESTOR}/pitches`), 404, 'NOT_FOUND');
    expectError(await otherSides.get(`/api/companies/${STARTUP}/pitches`), 404, 'NOT_FOUND');
  });

  it('refuses an empty or too long message with field errors, and stores nothing', async () => {
    for (const body of ['', '   ', 'x'.repeat(3001)]) {
      const refused = expectError(
        await investor.post(`/api/pitches/${pitch.id}/messages`, { body }),
        422,
        'VALIDATION',
      );
      expect(refused.fieldErrors?.body).toEqual(['Please write your message in 1 to 3000 characters']);
    }
    expectError(await investor.post(`/api/pitches/${pitch.id}/messages`, {}), 422, 'VALIDATION');
    expect(await t.deps.db.select().from(pitchMessages).where(eq(pitchMessages.pitchId, pitch.id))).toEqual(
      [],
    );
  });

  it('carries messages both ways, each mailed to the other side with a link to its thread', async () => {
    // The investor opened the pitch above: nothing unread; the startup has nothing from the investor.
    expect((await unreadIn(investor, `/api/investors/${INVESTOR}/pitches`))?.unread).toBe(0);
    expect((await unreadIn(founder, `/api/companies/${STARTUP}/pitches`))?.unread).toBe(0);

    const asked = await write(investor, 'Could we book a call? See https://example.com/calendar.');
    expect(asked.statusCode, asked.body).toBe(201);
    const afterQuestion = parseJson(asked, PitchThread);
    expect(afterQuestion.messages.map((m) => [m.side, m.body])).toEqual([
      ['investor', 'Could we book a call? See https://example.com/calendar.'],
    ]);
    expect(afterQuestion.pitch).toMatchObject({ status: 'REPLIED', waitsFor: 'startup' });
    expect(afterQuestion.pitch.answeredAt).not.toBeNull();
    const toFounder = await mailsOfKind(FOUNDER_EMAIL);
    expect(toFounder).toHaveLength(1);
    expect(toFounder[0]?.subject).toBe('New message from Fjordline Ventures');
    expect(toFounder[0]?.text).toContain('Could we book a call?');
    expect(toFounder[0]?.text).toContain(`/client/startups/${STARTUP}/funding/${pitch.id}`);

    // The founder has one unread message until the thread is opened.
    expect((await unreadIn(founder, `/api/companies/${STARTUP}/pitches`))?.unread).toBe(1);
    tick();
    await thread(founder);
    expect((await unreadIn(founder, `/api/companies/${STARTUP}/pitches`))?.unread).toBe(0);

    const answered = await write(founder, 'Yes: Tuesday at 10:00 works for us.');
    expect(answered.statusCode, answered.body).toBe(201);
    const toInvestor = await mailsOfKind(INVESTOR_INBOX);
    expect(toInvestor).toHaveLength(1);
    expect(toInvestor[0]?.subject).toBe('New message from Mosegaard Analytics');
    expect(toInvestor[0]?.text).toContain(`/client/investors/${INVESTOR}/startups/${pitch.id}`);
    const inbox = await unreadIn(investor, `/api/investors/${INVESTOR}/pitches`);
    expect(inbox).toMatchObject({ unread: 1, waitsFor: 'investor' });

    expect((await write(investor, 'Great, talk on Tuesday.')).statusCode).toBe(201);
    expect(await mailsOfKind(FOUNDER_EMAIL)).toHaveLength(2);
    const both = await thread(founder);
    expect(both.messages.map((m) => m.side)).toEqual(['investor', 'startup', 'investor']);
    expect(both.messages[1]?.authorName).toBe('Mads Holm');
    // The first reply stays the answer time: later messages do not move it.
    expect(both.pitch.answeredAt).toBe(afterQuestion.pitch.answeredAt);
  });

  it("shows the founder's name and email to the investor only once the investor has replied", async () => {
    const seen = await thread(investor);
    expect(seen.founderContact).toEqual({ name: 'Mads Holm', email: FOUNDER_EMAIL });
    // The startup's side never gets it (it is theirs), and a fresh pitch without a reply shows none.
    expect((await thread(founder)).founderContact).toBeNull();
    const [waiting] = await t.deps.db
      .select({ id: investorPitches.id })
      .from(investorPitches)
      .innerJoin(investors, eq(investors.id, investorPitches.investorId))
      .where(and(eq(investors.key, INVESTOR), eq(investorPitches.status, 'SENT')))
      .limit(1);
    const unanswered = await thread(investor, waiting?.id);
    expect(unanswered.messages.filter((m) => m.side === 'investor')).toEqual([]);
    expect(unanswered.founderContact).toBeNull();
  });

  it('stores and returns HTML in a message as the text it is', async () => {
    const html = '<script>alert(1)</script><b>bold</b> & <a href="javascript:x">link</a>';
    const response = await write(founder, html);
    expect(response.statusCode, response.body).toBe(201);
    expect(parseJson(response, PitchThread).messages.at(-1)?.body).toBe(html);
    const [stored] = await t.deps.db
      .select({ body: pitchMessages.body })
      .from(pitchMessages)
      .where(and(eq(pitchMessages.pitchId, pitch.id), eq(pitchMessages.body, html)));
    expect(stored?.body).toBe(html);
  });

  it('lets either side close the thread; a closed thread refuses messages with a clear text', async () => {
    tick();
    const closed = await founder.post(`/api/pitches/${pitch.id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    const body = parseJson(closed, PitchThread);
    expect(body).toMatchObject({ closedBySide: 'startup', canWrite: false });
    expect(body.pitch).toMatchObject({ waitsFor: null });
    expect(body.pitch.closedAt).not.toBeNull();
    const before = await t.deps.db.select().from(pitchMessages).where(eq(pitchMessages.pitchId, pitch.id));
    for (const client of [investor, founder]) {
      const refused = expectError(await write(client, 'One more thing'), 409, 'CONFLICT');
      expect(refused.message).toBe('This conversation is closed: no more messages can be sent.');
    }
    const after = await t.deps.db.select().from(pitchMessages).where(eq(pitchMessages.pitchId, pitch.id));
    expect(after).toHaveLength(before.length);
    // The investor's pass on a closed thread is refused too.
    expectError(
      await investor.post(`/api/investors/${INVESTOR}/pitches/${pitch.id}/answer`, {
        answer: 'pass',
        passReason: 'stage',
      }),
      409,
      'CONFLICT',
    );
  });

  it('limits how many messages one person writes in an hour', async () => {
    const [other] = await t.deps.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.key, 'kodkraft'));
    const [fjordline] = await t.deps.db
      .select({ id: investors.id })
      .from(investors)
      .where(eq(investors.key, INVESTOR));
    const [row] = await t.deps.db
      .insert(investorPitches)
      .values({
        investorId: fjordline?.id ?? '',
        companyId: other?.id ?? '',
        message: 'A pitch to talk a lot about.',
        amount: 10_000,
        stage: 'seed',
        deckFile: 'decks/00/00000000000000000000000000000000.pdf',
        deckFileName: 'deck.pdf',
        deckBytes: 1000,
        createdAt: t.deps.now(),
      })
      .returning({ id: investorPitches.id });
    const id = row?.id ?? '';
    let status = 0;
    let sent = 0;
    for (; sent < 40; sent++) {
      const response = await investor.post(`/api/pitches/${id}/messages`, { body: `Question ${sent}` });
      status = response.statusCode;
      if (status !== 201) {
        expect(expectError(response, 429, 'RATE_LIMITED').message).toBe(
          'You can send at most 30 messages an hour: please try again later',
        );
        break;
      }
    }
    // The messages of the tests above count too (two by the investor in this hour).
    expect(status).toBe(429);
    expect(sent).toBe(28);
  });

  it('shows reply stats from 5 pitches received in 12 months: "New on Nordhub" (null) before', async () => {
    const KEY = 'nordkap-capital';
    const [target] = await t.deps.db
      .select({ id: investors.id })
      .from(investors)
      .where(eq(investors.key, KEY));
    const startups = await t.deps.db.select({ id: companies.id }).from(companies).limit(5);
    const now = t.deps.now().getTime();
    const HOUR = 3_600_000;
    async function received(index: number, daysAgo: number, answeredAfterHours: number | null) {
      const createdAt = new Date(now - daysAgo * 24 * HOUR);
      await t.deps.db.insert(investorPitches).values({
        investorId: target?.id ?? '',
        companyId: startups[index]?.id ?? '',
        message: 'A pitch for the stats.',
        amount: 100_000,
        stage: 'seed',
        deckFile: 'decks/00/stats.pdf',
        deckFileName: 'deck.pdf',
        deckBytes: 1000,
        status: answeredAfterHours === null ? 'SENT' : 'REPLIED',
        answeredAt:
          answeredAfterHours === null ? null : new Date(createdAt.getTime() + answeredAfterHours * HOUR),
        createdAt,
      });
    }
    async function stats() {
      const response = await createSessionClient(t.app).get(`/api/investors/${KEY}`);
      expect(response.statusCode, response.body).toBe(200);
      return parseJson(response, InvestorDetail).replyRate;
    }
    await received(0, 200, 10);
    await received(1, 120, 30);
    await received(2, 60, null);
    await received(3, 20, 50);
    await received(4, 500, 1); // more than 12 months ago: not counted
    expect(await stats()).toBeNull();
    await received(4, 3, 70);
    expect(await stats()).toEqual({ pitches: 5, answeredPercent: 80, medianHours: 40 });

    // The demo data's Fjordline shows its stats from the first start.
    const fjordline = await createSessionClient(t.app).get(`/api/investors/${INVESTOR}`);
    const seeded = parseJson(fjordline, InvestorDetail).replyRate;
    expect(seeded?.pitches).toBeGreaterThanOrEqual(5);
    const seededPitches = await t.deps.db
      .select({ id: investorPitches.id })
      .from(investorPitches)
      .where(inArray(investorPitches.investorId, [target?.id ?? '']));
    expect(seededPitches).toHaveLength(6);
  });
});
