/**
 * The funding quiz's matching rule (issue 12): how well an investor fits a founder's answers, and
 * why. Zod-free and pure: the results page labels the reasons, the service only fetches candidates.
 */

/** The quiz's answers (all optional: an unanswered question neither adds nor removes a match). */
export type QuizAnswers = {
  stage?: string | undefined;
  industry?: string | undefined;
  /** The amount sought, as a key of the site config's `investor.investmentRanges`. */
  amount?: string | undefined;
  /** The startup's country (a Nordic country code). */
  country?: string | undefined;
  /** Whether the startup seeks impact investors. */
  impact?: boolean | undefined;
};

/** What the rule reads of an investor. */
export type QuizCandidate = {
  stages: readonly string[];
  industries: readonly string[];
  /** Every range key from the smallest to the largest ticket. */
  investmentRanges: readonly string[];
  countryCodes: readonly string[];
  markets: readonly string[];
  sdgs: readonly number[];
};

/** One reason an investor matches: a kind and the code the page labels. */
export type QuizReason =
  | { kind: 'stage'; code: string }
  | { kind: 'industry'; code: string }
  | { kind: 'amount'; code: string }
  | { kind: 'country'; code: string }
  | { kind: 'global' }
  | { kind: 'impact'; sdgs: number[] };

export type QuizMatch = { score: number; reasons: QuizReason[] };

/**
 * The weights: stage and industry decide whether an investor looks at a startup at all; the ticket
 * size and the market narrow it; the impact focus counts as much as an industry for those who ask.
 */
export const QUIZ_WEIGHTS = { stage: 3, industry: 3, amount: 2, country: 2, global: 1, impact: 3 } as const;

/** The reasons an investor fits the answers, strongest first, and their total weight. */
export function matchInvestor(answers: QuizAnswers, investor: QuizCandidate): QuizMatch {
  const reasons: QuizReason[] = [];
  if (answers.stage && investor.stages.includes(answers.stage)) {
    reasons.push({ kind: 'stage', code: answers.stage });
  }
  if (answers.industry && investor.industries.includes(answers.industry)) {
    reasons.push({ kind: 'industry', code: answers.industry });
  }
  if (answers.impact && investor.industries.includes('impact')) {
    reasons.push({ kind: 'impact', sdgs: [...investor.sdgs] });
  }
  if (answers.amount && investor.investmentRanges.includes(answers.amount)) {
    reasons.push({ kind: 'amount', code: answers.amount });
  }
  if (answers.country) {
    if (investor.markets.includes(answers.country) || investor.countryCodes.includes(answers.country)) {
      reasons.push({ kind: 'country', code: answers.country });
    } else if (investor.markets.includes('GLOBAL')) {
      reasons.push({ kind: 'global' });
    }
  }
  const score = reasons.reduce((sum, reason) => sum + QUIZ_WEIGHTS[reason.kind], 0);
  return { score, reasons };
}

/**
 * The investors that match at least one answer, best first; equal scores keep the given order (the
 * service passes them by name). An impact founder sees only impact investors: that is the question.
 */
export function rankInvestors<T extends QuizCandidate>(
  answers: QuizAnswers,
  investors: readonly T[],
  limit: number,
): { investor: T; match: QuizMatch }[] {
  return investors
    .map((investor) => ({ investor, match: matchInvestor(answers, investor) }))
    .filter(
      ({ investor, match }) => match.score > 0 && (!answers.impact || investor.industries.includes('impact')),
    )
    .sort((a, b) => b.match.score - a.match.score)
    .slice(0, limit);
}
