import { and, or, type SQL, sql } from 'drizzle-orm';
import type { Platform } from '#domain/companies/company.schema.ts';
import { type QuizAnswers, type QuizMatch, rankInvestors } from '#domain/investors/funding-quiz-match.ts';
import type { InvestorListItem } from '#domain/investors/investor.schema.ts';
import { investors } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { directoryOrder, publicInvestorFilters } from './list-investors.ts';
import { mapInvestorListItem } from './map-investor.ts';
import { withReplyRates } from './read-reply-rates.ts';

/** How many matches the results page shows. */
export const QUIZ_RESULTS_LIMIT = 20;
/** Candidates read at most: the directory holds hundreds of investors, not tens of thousands. */
const CANDIDATES_MAX = 1000;

export type InvestorMatch = { investor: InvestorListItem; match: QuizMatch };

/**
 * The funding quiz's results (issue 12): the public investors of this platform that match at least
 * one answer (array membership and equality in SQL, the same on both backends), ranked by the
 * domain's rule (`rankInvestors`), equal scores in the directory's order (`directoryOrder`).
 */
export async function matchInvestors(
  deps: ServiceDeps,
  answers: QuizAnswers,
  platform: Platform,
): Promise<InvestorMatch[]> {
  const any: SQL[] = [];
  if (answers.stage) any.push(sql`${answers.stage} = any(${investors.stages})`);
  if (answers.industry) any.push(sql`${answers.industry} = any(${investors.industries})`);
  if (answers.amount) any.push(sql`${answers.amount} = any(${investors.investmentRanges})`);
  if (answers.country) {
    any.push(sql`${answers.country} = any(${investors.countryCodes})`);
    any.push(sql`${answers.country} = any(${investors.markets}) or 'GLOBAL' = any(${investors.markets})`);
  }
  if (answers.impact) any.push(sql`'impact' = any(${investors.industries})`);
  if (any.length === 0) return [];
  const rows = await deps.db
    .select()
    .from(investors)
    .where(and(...publicInvestorFilters(platform), or(...any)))
    .orderBy(...directoryOrder(deps.now()))
    .limit(CANDIDATES_MAX);
  const ranked = rankInvestors(answers, rows, QUIZ_RESULTS_LIMIT);
  const items = await withReplyRates(
    deps,
    ranked.map(({ investor }) => mapInvestorListItem(investor)),
  );
  return ranked.map(({ match }, index) => ({ investor: items[index] as InvestorListItem, match }));
}
