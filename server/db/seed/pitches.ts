import type { companyMembers, investorPitches, pitchMessages, users } from '../schema/index.ts';
import { type CompanySeed, DEMO_COMPANY_KEYS } from './companies.ts';
import { DEMO_INVESTOR_KEYS, type InvestorSeed } from './investors.ts';
import { createEmailLocalPart, createPersonName } from './people.ts';
import type { Random } from './random.ts';

type PitchInsert = typeof investorPitches.$inferInsert;
type PitchMessageInsert = typeof pitchMessages.$inferInsert;

export type PitchesBuild = {
  /** The founders who sent the pitches (one per pitching startup) and their memberships. */
  users: (typeof users.$inferInsert)[];
  companyMembers: (typeof companyMembers.$inferInsert)[];
  pitches: PitchInsert[];
  messages: PitchMessageInsert[];
  /** Storage keys of the decks the pitches point at. */
  deckFiles: { storageKey: string; companyName: string }[];
};

const HOUR_MS = 3_600_000;

type Turn = { side: 'STARTUP' | 'INVESTOR'; afterHours: number; body: string };

/**
 * Fjordline's pitches over the last year (issue 33): answered ones with real back-and-forth, two
 * passes with their reasons, and two waiting for an answer, so the investor's page shows its reply
 * stats (5 of 7 answered, median 2 days) and its portal has threads to read from the first start.
 */
const FJORDLINE_THREADS: readonly {
  daysAgo: number;
  amount: number;
  stage: string;
  pass?: { afterHours: number; reason: string; note: string | null };
  turns: Turn[];
  closedBy?: 'STARTUP' | 'INVESTOR';
}[] = [
  {
    daysAgo: 290,
    amount: 750_000,
    stage: 'seed',
    turns: [
      {
        side: 'INVESTOR',
        afterHours: 20,
        body: 'Thanks for the deck. Your retention curve is interesting: could we book a call next week? Tuesday or Wednesday afternoon works for us.',
      },
      {
        side: 'STARTUP',
        afterHours: 26,
        body: 'Great, Wednesday at 14:00 CET works. I will send an invite.',
      },
      {
        side: 'INVESTOR',
        afterHours: 30,
        body: 'Perfect. Please include your latest monthly numbers, we will read them before the call.',
      },
    ],
    closedBy: 'INVESTOR',
  },
  {
    daysAgo: 210,
    amount: 300_000,
    stage: 'pre-seed',
    pass: {
      afterHours: 72,
      reason: 'traction',
      note: 'We like the team. Come back when you have a few paying customers.',
    },
    turns: [],
  },
  {
    daysAgo: 150,
    amount: 1_500_000,
    stage: 'seed',
    turns: [
      {
        side: 'INVESTOR',
        afterHours: 48,
        body: 'What is your monthly churn on the paid plans, and how do you count it?',
      },
      {
        side: 'STARTUP',
        afterHours: 55,
        body: 'Logo churn is 1.8% a month over the last six months; we count a customer as churned when the subscription ends. The cohort sheet is at https://example.com/cohorts',
      },
      {
        side: 'INVESTOR',
        afterHours: 70,
        body: 'Thanks, that is clear. We will discuss it in our Monday partner meeting and come back to you.',
      },
    ],
  },
  {
    daysAgo: 95,
    amount: 2_000_000,
    stage: 'series-a',
    turns: [
      {
        side: 'INVESTOR',
        afterHours: 30,
        body: 'Who else is in the round so far, and when do you plan to close it?',
      },
      {
        side: 'STARTUP',
        afterHours: 40,
        body: 'Two angels have committed €400k, and we aim to close by the end of the quarter.',
      },
    ],
  },
  {
    daysAgo: 45,
    amount: 250_000,
    stage: 'pre-seed',
    pass: { afterHours: 120, reason: 'stage', note: null },
    turns: [],
  },
  { daysAgo: 9, amount: 600_000, stage: 'seed', turns: [] },
  { daysAgo: 2, amount: 900_000, stage: 'seed', turns: [] },
];

const PITCH_TEXT = (company: CompanySeed) =>
  `${company.name} (${company.city}): ${company.whatWeDo} We are raising our next round and would value your view.`;

/** The demo investor's pitches, each from another published startup and its founder. */
export function buildPitches(
  rng: Random,
  now: Date,
  companies: readonly CompanySeed[],
  investors: readonly InvestorSeed[],
  people: { passwordHash: string | null; investorUserId: string | null },
): PitchesBuild {
  const { passwordHash } = people;
  const build: PitchesBuild = { users: [], companyMembers: [], pitches: [], messages: [], deckFiles: [] };
  const investor = investors.find((seed) => seed.key === DEMO_INVESTOR_KEYS.investor);
  if (!investor) throw new Error('the demo investor is missing');
  const demoKeys: readonly string[] = Object.values(DEMO_COMPANY_KEYS);
  const candidates = companies.filter(
    (company) => company.isPublished && company.row.platform?.main && !demoKeys.includes(company.key),
  );
  const senders = rng.pickSome(candidates, FJORDLINE_THREADS.length);
  FJORDLINE_THREADS.forEach((thread, index) => {
    const company = senders[index];
    if (!company) return;
    const createdAt = new Date(now.getTime() - thread.daysAgo * 24 * HOUR_MS);
    const name = createPersonName(rng, company.countryCode);
    const founderId = rng.createUuid();
    const accountAt = new Date(Math.min(company.createdAt.getTime(), createdAt.getTime()));
    build.users.push({
      id: founderId,
      email: `${createEmailLocalPart(name)}@${company.key}.example.com`,
      passwordHash,
      firstName: name.firstName,
      lastName: name.lastName,
      image: null,
      isAdmin: false,
      isEmailVerified: true,
      profile: null,
      uiFeatures: [],
      createdAt: accountAt,
      updatedAt: accountAt,
    });
    build.companyMembers.push({
      companyId: company.id,
      userId: founderId,
      role: 'owner',
      createdAt: accountAt,
    });
    const pitchId = rng.createUuid();
    const deckFile = `seed/decks/${company.key}.pdf`;
    build.deckFiles.push({ storageKey: deckFile, companyName: company.name });
    const at = (hours: number) => new Date(createdAt.getTime() + hours * HOUR_MS);
    const firstInvestorTurn = thread.turns.find((turn) => turn.side === 'INVESTOR');
    const lastAt =
      thread.turns.length > 0 ? at(thread.turns[thread.turns.length - 1]?.afterHours ?? 0) : createdAt;
    const answeredAfter = firstInvestorTurn?.afterHours ?? thread.pass?.afterHours ?? null;
    const passAt = thread.pass ? at(thread.pass.afterHours) : null;
    build.pitches.push({
      id: pitchId,
      investorId: investor.id,
      companyId: company.id,
      senderUserId: founderId,
      message: PITCH_TEXT(company),
      amount: thread.amount,
      stage: thread.stage,
      deckFile,
      deckFileName: `${company.name} deck.pdf`,
      deckBytes: 48_000 + index * 1_250,
      status: thread.pass ? 'PASSED' : firstInvestorTurn ? 'REPLIED' : 'SENT',
      replyMessage: firstInvestorTurn?.body ?? null,
      passReason: thread.pass?.reason ?? null,
      passNote: thread.pass?.note ?? null,
      answeredAt: answeredAfter === null ? null : at(answeredAfter),
      answeredByUserId: answeredAfter === null ? null : people.investorUserId,
      createdAt,
      closedAt: passAt ?? (thread.closedBy ? at((thread.turns.at(-1)?.afterHours ?? 0) + 1) : null),
      closedBySide: thread.pass ? 'INVESTOR' : (thread.closedBy ?? null),
      // Old threads have been read by both sides; the two newest pitches wait for the investor.
      startupReadAt: passAt ?? lastAt,
      investorReadAt: thread.daysAgo < 30 && thread.turns.length === 0 ? null : (passAt ?? lastAt),
    });
    for (const turn of thread.turns) {
      build.messages.push({
        id: rng.createUuid(),
        pitchId,
        side: turn.side,
        authorUserId: turn.side === 'STARTUP' ? founderId : people.investorUserId,
        body: turn.body,
        createdAt: at(turn.afterHours),
      });
    }
  });
  return build;
}
