import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { Platform } from '#domain/companies/company.schema.ts';
import { AppError } from '#domain/errors.ts';
import { choiceLabel } from '#domain/investors/funding-choices.ts';
import type { Pitch, SendPitchInput } from '#domain/investors/pitch.schema.ts';
import {
  formatEuros,
  PITCH_DAILY_LIMIT,
  PITCH_DAILY_LIMIT_MESSAGE,
  PITCH_REPEAT_DAYS,
  PITCH_REPEAT_MESSAGE,
  PITCH_STAGE_MESSAGE,
  PITCH_WEBSITE_MESSAGE,
} from '#domain/investors/pitch-rules.ts';
import { viewDay } from '#domain/jobs/view-counting.ts';
import { DEFAULT_COUNTRY_CODE } from '#domain/location/countries.ts';
import { investorPitches, investors, profileEngagements, users } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { PortalDeps } from '../deps.ts';
import { publicInvestorFilters } from '../investors/list-investors.ts';
import { buildInvestorPitchMessage } from '../mail/templates/investor-pitch.ts';
import { getSiteConfig } from '../site/get-site-config.ts';
import { findPitches, pitchOf } from './find-pitches.ts';
import { readPitchRecipients } from './pitch-recipients.ts';
import { checkDeck, storeDeck } from './store-deck.ts';

const DAY_MS = 86_400_000;

/**
 * A startup member sends a pitch to an investor (issue 12, `/investors/{key}/send-pitch`): the
 * investor must be public on this platform and take pitches by EMAIL (a WEBSITE investor: 409, the
 * page shows its site instead); the user must be a member (or admin) of the startup (404 otherwise).
 * Limits: one pitch per startup and investor in 30 days (409) and 10 pitches per startup a day (429).
 * The deck is checked by content (the CV's checks, 10 MB). The pitch, its deck and the mail to the
 * investor (the contact address, else every member; the deck attached, a link to the portal) are
 * written in one transaction: the mail is queued with the pitch or not at all.
 */
export async function sendPitch(
  deps: PortalDeps,
  input: {
    userId: string;
    investorKey: string;
    platform: Platform;
    values: SendPitchInput;
    deck: { fileName: string | null | undefined; data: Uint8Array };
  },
): Promise<Pitch> {
  const [investor] = await deps.db
    .select()
    .from(investors)
    .where(and(eq(investors.key, input.investorKey), ...publicInvestorFilters(input.platform)))
    .limit(1);
  if (!investor) throw new AppError('NOT_FOUND', 'Investor not found');
  if (investor.contactPreference !== 'EMAIL') throw new AppError('CONFLICT', PITCH_WEBSITE_MESSAGE);
  const company = await requireProfileMember(deps, input.userId, 'company', input.values.companyKey);

  const config = await getSiteConfig(deps, { ipCountryCode: DEFAULT_COUNTRY_CODE });
  if (!config.company.stages.some((stage) => stage.value === input.values.stage)) {
    throw new AppError('VALIDATION', PITCH_STAGE_MESSAGE, { stage: [PITCH_STAGE_MESSAGE] });
  }
  const deck = checkDeck(input.deck);

  const now = deps.now();
  const [repeat] = await deps.db
    .select({ n: count() })
    .from(investorPitches)
    .where(
      and(
        eq(investorPitches.companyId, company.id),
        eq(investorPitches.investorId, investor.id),
        gt(investorPitches.createdAt, new Date(now.getTime() - PITCH_REPEAT_DAYS * DAY_MS)),
      ),
    );
  if ((repeat?.n ?? 0) > 0) throw new AppError('CONFLICT', PITCH_REPEAT_MESSAGE);
  const [today] = await deps.db
    .select({ n: count() })
    .from(investorPitches)
    .where(
      and(
        eq(investorPitches.companyId, company.id),
        gt(investorPitches.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  if ((today?.n ?? 0) >= PITCH_DAILY_LIMIT) throw new AppError('RATE_LIMITED', PITCH_DAILY_LIMIT_MESSAGE);

  const recipients = await readPitchRecipients(
    deps.db,
    'investor',
    { companyId: company.id, senderUserId: input.userId },
    investor,
  );
  const [sender] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [input.userId]));
  const senderName = sender ? `${sender.firstName} ${sender.lastName}`.trim() : company.name;

  const pitchId = await deps.db.transaction(async (tx) => {
    const deckKey = await storeDeck(deps, tx, input.userId, deck);
    const [row] = await tx
      .insert(investorPitches)
      .values({
        investorId: investor.id,
        companyId: company.id,
        senderUserId: input.userId,
        message: input.values.message,
        amount: input.values.amount,
        stage: input.values.stage,
        deckFile: deckKey,
        deckFileName: deck.fileName,
        deckBytes: deck.data.length,
        createdAt: now,
        startupReadAt: now,
      })
      .returning({ id: investorPitches.id });
    if (!row) throw new Error('the pitch was not inserted');
    // A pitch is a contact (engagement, docs/product.md, Calls): the investor's "Who viewed your profile" shows it,
    // also when the page's own log (a click, with JavaScript) did not run.
    await tx
      .insert(profileEngagements)
      .values({
        actorCompanyId: company.id,
        targetInvestorId: investor.id,
        action: 'contact',
        day: viewDay(now),
        userId: input.userId,
        createdAt: now,
      })
      .onConflictDoNothing();
    const portalLink = `${deps.publicUrl}/client/investors/${encodeURIComponent(investor.key)}/startups/${row.id}`;
    for (const to of recipients) {
      await deps.mail.send(
        buildInvestorPitchMessage({
          to,
          investorName: investor.name,
          companyName: company.name,
          senderName,
          message: input.values.message,
          amountText: formatEuros(input.values.amount),
          stageText: choiceLabel(config.company.stages, input.values.stage),
          portalLink,
          deck: {
            filename: deck.fileName,
            contentType: 'application/pdf',
            storageKey: deckKey,
            bytes: deck.data.length,
          },
        }),
        { db: tx },
      );
    }
    return row.id;
  });
  const [pitch] = await findPitches(deps, pitchOf(null, null, pitchId), 1, 'startup');
  if (!pitch) throw new Error('the pitch just sent is gone');
  return pitch;
}
