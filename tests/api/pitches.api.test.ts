/**
 * Pitches (issue 12): a startup member sends a pitch with a deck to an EMAIL investor; the investor's
 * members read it (and only theirs), answer it once; the startup sees the answer.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileEngagementList } from '#domain/engagement/engagement.schema.ts';
import { Pitch } from '#domain/investors/pitch.schema.ts';
import {
  companies,
  investorPitches,
  investors,
  outboxEmails,
  profileEngagements,
} from '#server/db/schema/index.ts';
import { insertUser } from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { buildPdf, pngRenamedToPdf } from '#tests/helpers/pdf-fixtures.ts';
import { createSessionClient, type SessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const DEMO_PASSWORD = 'Nordhub-demo-2026!';
const STARTUP = 'mosegaard-analytics';
const OTHER_STARTUP = 'kodkraft';
const INVESTOR = 'fjordline-ventures';
const OTHER_INVESTOR = 'lighthouse-angels-copenhagen';
const MESSAGE =
  'We build analytics for Nordic retailers: 40 paying customers, 12% monthly growth, and a team of eight.';

type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer };

function multipart(parts: Part[]) {
  const boundary = `----nordhub${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function pitchForm(
  overrides: Partial<Record<'companyKey' | 'message' | 'amount' | 'stage', string>> = {},
  deck?: Buffer | null,
) {
  const values = { companyKey: STARTUP, message: MESSAGE, amount: '750,000', stage: 'seed', ...overrides };
  return multipart([
    ...Object.entries(values).map(([name, value]) => ({ name, value })),
    ...(deck === null
      ? []
      : [{ name: 'deck', filename: 'Mosegaard deck.pdf', data: deck ?? buildPdf({ pages: 12 }) }]),
  ]);
}

describe.each(BACKENDS)('pitches API [%s]', (backend) => {
  let t: TestApp;
  let recruiter: SessionClient;
  let investor: SessionClient;
  let otherInvestor: SessionClient;
  let pitch: Pitch;

  async function logIn(email: string, password = DEMO_PASSWORD): Promise<SessionClient> {
    const client = createSessionClient(t.app);
    const response = await client.post('/api/users/sign-in', { email, password });
    expect(response.statusCode, response.body).toBe(200);
    return client;
  }

  function send(client: SessionClient, form: ReturnType<typeof pitchForm>, investorKey = INVESTOR) {
    return client.request({ method: 'POST', url: `/api/investors/${investorKey}/pitches`, ...form });
  }

  beforeAll(async () => {
    t = await createTestApp({ backend });
    recruiter = await logIn('recruiter@nordhub.test');
    investor = await logIn('investor@nordhub.test');
    otherInvestor = await logIn('multi@nordhub.test');
  });

  afterAll(async () => {
    await t?.close();
  });

  it('sends a pitch with its deck: recorded, and mailed to the investor with the deck attached', async () => {
    const response = await send(recruiter, pitchForm());
    expect(response.statusCode, response.body).toBe(201);
    pitch = parseJson(response, Pitch);
    expect(pitch).toMatchObject({
      investor: { key: INVESTOR },
      company: { key: STARTUP },
      amount: 750_000,
      stage: 'seed',
      status: 'SENT',
      deckFileName: 'Mosegaard deck.pdf',
      answeredAt: null,
    });
    const [contact] = await t.deps.db
      .select({ email: investors.contactEmail })
      .from(investors)
      .where(eq(investors.key, INVESTOR));
    const mails = await t.deps.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.kind, 'investor_pitch'), eq(outboxEmails.to, contact?.email ?? '')));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Pitch from Mosegaard Analytics: raising €750,000');
    expect(mails[0]?.text).toContain(`/client/investors/${INVESTOR}/startups/${pitch.id}`);
    expect(mails[0]?.attachments).toEqual([expect.objectContaining({ filename: 'Mosegaard deck.pdf' })]);
    // The pitch is a contact the investor sees in "Who viewed your profile".
    const engagements = parseJson(
      await investor.get(`/api/investors/${INVESTOR}/engagements`),
      ProfileEngagementList,
    );
    expect(engagements.items).toEqual([
      expect.objectContaining({
        profile: expect.objectContaining({ type: 'company', key: STARTUP }),
        action: 'contact',
      }),
    ]);
    const rows = await t.deps.db.select().from(profileEngagements);
    expect(rows.filter((row) => row.action === 'contact')).toHaveLength(1);
  });

  it('takes one pitch per startup and investor in 30 days', async () => {
    expectError(await send(recruiter, pitchForm()), 409, 'CONFLICT');
  });

  it('refuses decks that are not a plain PDF of at most 10 MB, and missing fields', async () => {
    const notPdf = expectError(
      await send(recruiter, pitchForm({ companyKey: OTHER_STARTUP }, pngRenamedToPdf())),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(notPdf.fieldErrors?.deck).toEqual(['Please upload your deck as a PDF']);
    const encrypted = buildPdf({
      trailerExtra: '/Encrypt 90 0 R',
      extraObjects: ['<< /Filter /Standard >>'],
    });
    expectError(
      await send(recruiter, pitchForm({ companyKey: OTHER_STARTUP }, encrypted)),
      422,
      'VALIDATION',
    );
    const scripted = buildPdf({ catalogExtra: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' });
    expectError(await send(recruiter, pitchForm({ companyKey: OTHER_STARTUP }, scripted)), 422, 'VALIDATION');
    const huge = buildPdf({ paddingBytes: 10 * 1024 * 1024 + 10 });
    expectError(
      await send(recruiter, pitchForm({ companyKey: OTHER_STARTUP }, huge)),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    const missing = expectError(
      await send(recruiter, pitchForm({ companyKey: OTHER_STARTUP }, null)),
      422,
      'VALIDATION',
    );
    expect(missing.fieldErrors?.deck).toEqual(['Please choose your deck (a PDF)']);
    const fields = expectError(
      await send(
        recruiter,
        pitchForm({ companyKey: OTHER_STARTUP, message: 'Hi', amount: 'lots', stage: '' }),
      ),
      422,
      'VALIDATION',
    );
    expect(Object.keys(fields.fieldErrors ?? {}).sort()).toEqual(['amount', 'message', 'stage']);
    const badStage = expectError(
      await send(recruiter, pitchForm({ companyKey: OTHER_STARTUP, stage: 'unicorn' })),
      422,
      'VALIDATION',
    );
    expect(badStage.fieldErrors?.stage).toEqual(['Please choose the stage of your startup']);
    // Nothing was stored for the refused pitches.
    const [other] = await t.deps.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.key, OTHER_STARTUP));
    const stored = await t.deps.db
      .select()
      .from(investorPitches)
      .where(eq(investorPitches.companyId, other?.id ?? ''));
    expect(stored).toEqual([]);
  });

  it('is for members of the startup only, and only to investors that take pitches by email', async () => {
    const outsider = createSessionClient(t.app);
    expectError(await send(outsider, pitchForm({ companyKey: OTHER_STARTUP })), 401, 'UNAUTHORIZED');
    const stranger = await insertUser(t.deps.db);
    const strangerClient = await logIn(stranger.email, stranger.password);
    expectError(await send(strangerClient, pitchForm({ companyKey: OTHER_STARTUP })), 404, 'NOT_FOUND');
    const [website] = await t.deps.db
      .select({ key: investors.key })
      .from(investors)
      .where(and(eq(investors.contactPreference, 'WEBSITE'), eq(investors.status, 'PUBLISHED')))
      .limit(1);
    const refused = expectError(
      await send(recruiter, pitchForm({ companyKey: OTHER_STARTUP }), website?.key),
      409,
      'CONFLICT',
    );
    expect(refused.message).toBe('This investor takes pitches on its own website');
  });

  it('lets a startup send at most 10 pitches a day', async () => {
    const [other] = await t.deps.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.key, OTHER_STARTUP));
    const targets = await t.deps.db
      .select({ id: investors.id, key: investors.key })
      .from(investors)
      .where(eq(investors.status, 'PUBLISHED'))
      .limit(12);
    // Ten pitches today to investors other than the one pitched next.
    const others = targets.filter((row) => row.key !== OTHER_INVESTOR).slice(0, 10);
    expect(others).toHaveLength(10);
    await t.deps.db.insert(investorPitches).values(
      others.map((target) => ({
        investorId: target.id,
        companyId: other?.id ?? '',
        message: MESSAGE,
        amount: 10_000,
        stage: 'seed',
        deckFile: 'decks/00/00000000000000000000000000000000.pdf',
        deckFileName: 'deck.pdf',
        deckBytes: 1000,
        createdAt: t.deps.now(),
      })),
    );
    expectError(
      await send(recruiter, pitchForm({ companyKey: OTHER_STARTUP }), OTHER_INVESTOR),
      429,
      'RATE_LIMITED',
    );
    await t.deps.db.delete(investorPitches).where(eq(investorPitches.companyId, other?.id ?? ''));
  });

  it("shows the investor's members the pitch and its deck; a member of another investor gets 404", async () => {
    const list = await investor.get(`/api/investors/${INVESTOR}/pitches`);
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as { pitches: Pitch[] }).pitches.map((p) => p.id)).toContain(pitch.id);
    const deck = await investor.get(`/api/investors/${INVESTOR}/pitches/${pitch.id}/deck`);
    expect(deck.statusCode).toBe(200);
    expect(deck.headers['content-type']).toBe('application/pdf');
    expect(deck.headers['content-disposition']).toMatch(/^attachment;/);
    expect(deck.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expectError(await otherInvestor.get(`/api/investors/${INVESTOR}/pitches`), 404, 'NOT_FOUND');
    expectError(await otherInvestor.get(`/api/investors/${INVESTOR}/pitches/${pitch.id}`), 404, 'NOT_FOUND');
    expectError(
      await otherInvestor.get(`/api/investors/${OTHER_INVESTOR}/pitches/${pitch.id}`),
      404,
      'NOT_FOUND',
    );
    expect(
      (await otherInvestor.get(`/api/investors/${OTHER_INVESTOR}/pitches/${pitch.id}/deck`)).statusCode,
    ).toBe(404);
    expectError(
      await otherInvestor.post(`/api/investors/${OTHER_INVESTOR}/pitches/${pitch.id}/answer`, {
        answer: 'pass',
        passReason: 'stage',
      }),
      404,
      'NOT_FOUND',
    );
    expectError(await investor.get(`/api/companies/${STARTUP}/pitches`), 404, 'NOT_FOUND');
  });

  it('lets the investor pass once with a reason the startup sees, and tells the startup', async () => {
    const noNote = expectError(
      await investor.post(`/api/investors/${INVESTOR}/pitches/${pitch.id}/answer`, {
        answer: 'pass',
        passReason: 'other',
      }),
      422,
      'VALIDATION',
    );
    expect(Object.keys(noNote.fieldErrors ?? {})).toEqual(['passNote']);
    const passed = await investor.post(`/api/investors/${INVESTOR}/pitches/${pitch.id}/answer`, {
      answer: 'pass',
      passReason: 'ticket',
      passNote: 'We invest from €2M.',
    });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(parseJson(passed, Pitch)).toMatchObject({
      status: 'PASSED',
      passReason: 'ticket',
      passNote: 'We invest from €2M.',
    });
    expectError(
      await investor.post(`/api/investors/${INVESTOR}/pitches/${pitch.id}/answer`, {
        answer: 'reply',
        replyMessage: 'Hello',
      }),
      409,
      'CONFLICT',
    );
    const seen = parseJson(await recruiter.get(`/api/companies/${STARTUP}/pitches/${pitch.id}`), Pitch);
    expect(seen).toMatchObject({ status: 'PASSED', passReason: 'ticket', passNote: 'We invest from €2M.' });
    expect(seen.answeredAt).not.toBeNull();
    const notices = await t.deps.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.kind, 'pitch_answered'), eq(outboxEmails.to, 'recruiter@nordhub.test')));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain(`/client/startups/${STARTUP}/funding/${pitch.id}`);
    const deck = await recruiter.get(`/api/companies/${STARTUP}/pitches/${pitch.id}/deck`);
    expect(deck.statusCode).toBe(200);
  });
});
