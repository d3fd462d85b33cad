import type { Platform } from '#domain/companies/company.schema.ts';
import type { FundingChoices } from '#domain/investors/funding-choices.ts';
import type { FundingQuizAnswers } from '#domain/investors/funding-quiz.schema.ts';
import type { InvestorSearchQuery } from '#domain/investors/investor.schema.ts';
import type { PortalDeps } from '../deps.ts';
import { getPublicInvestor } from './get-investor.ts';
import { getFundingChoices } from './get-investor-profile.ts';
import { listInvestors } from './list-investors.ts';
import { matchInvestors } from './match-investors.ts';
import { readSavedFundingQuiz, saveFundingQuiz } from './save-funding-quiz.ts';

/**
 * The public funding pages as loaders see them (`services.funding`, issue 12): the directory, an
 * investor's page (its view noted by `recordView`), and the lists their filters and labels use.
 */
export function createFundingWebServices(
  deps: PortalDeps,
  platform: Platform,
  recordView: (investorId: string) => void = () => {},
) {
  return {
    listInvestors: (query: InvestorSearchQuery) => listInvestors(deps, query, platform),
    /** An investor's public page; the view is noted (bots, prefetches and reloads do not count). */
    getInvestor: async (key: string) => {
      const investor = await getPublicInvestor(deps, key, platform);
      recordView(investor.id);
      return investor;
    },
    /** The same page data without noting a view (the pitch form). */
    getInvestorQuietly: (key: string) => getPublicInvestor(deps, key, platform),
    /** The funding quiz's ranked investors with the reasons of each match. */
    matchInvestors: (answers: FundingQuizAnswers) => matchInvestors(deps, answers, platform),
    saveQuizAnswers: (userId: string, companyKey: string, answers: FundingQuizAnswers) =>
      saveFundingQuiz(deps, userId, companyKey, answers),
    readSavedQuizAnswers: (userId: string, companyKey: string) =>
      readSavedFundingQuiz(deps, userId, companyKey),
    getChoices: (): Promise<FundingChoices> => getFundingChoices(deps),
  };
}
