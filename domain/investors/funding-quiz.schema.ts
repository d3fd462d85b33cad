import { z } from 'zod';

/**
 * The funding quiz's answers as the results address carries them (`/funding/quiz/results?stage=…`):
 * short codes of the site config's lists, checked loosely and matched exactly; `impact=yes`.
 * Also what a startup saves (`companies.funding_quiz`).
 */
const code = z
  .string()
  .trim()
  .max(50)
  .transform((value) => value || undefined)
  .optional();

export const FundingQuizAnswers = z.object({
  stage: code,
  industry: code,
  amount: code,
  country: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase() || undefined)
    .pipe(z.string().length(2).optional())
    .optional(),
  impact: z
    .union([z.boolean(), z.enum(['yes', 'no', ''])])
    .transform((value) => value === true || value === 'yes')
    .optional(),
});
export type FundingQuizAnswers = z.infer<typeof FundingQuizAnswers>;

/** The answers as a results address's query (unanswered questions left out). */
export function quizAnswersToSearch(answers: FundingQuizAnswers): string {
  const params = new URLSearchParams();
  if (answers.stage) params.set('stage', answers.stage);
  if (answers.industry) params.set('industry', answers.industry);
  if (answers.amount) params.set('amount', answers.amount);
  if (answers.country) params.set('country', answers.country);
  if (answers.impact) params.set('impact', 'yes');
  return params.toString();
}
