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

export const QUIZ_STAGE_MESSAGE = 'Please choose your stage';
export const QUIZ_INDUSTRY_MESSAGE = 'Please choose your industry';
export const QUIZ_COUNTRY_MESSAGE = 'Please choose your country';

/**
 * The questions a founder must answer before seeing investors: stage and industry decide whether an
 * investor looks at a startup at all, and the country which investors may invest there. The amount
 * may be open (not decided yet) and impact defaults to no.
 */
export const REQUIRED_QUIZ_QUESTIONS = ['stage', 'industry', 'country'] as const;

/** The quiz as posted: the answers, every required one given (each missing one is a field error). */
export const FundingQuizSubmission = FundingQuizAnswers.superRefine((answers, context) => {
  const messages = {
    stage: QUIZ_STAGE_MESSAGE,
    industry: QUIZ_INDUSTRY_MESSAGE,
    country: QUIZ_COUNTRY_MESSAGE,
  };
  for (const question of REQUIRED_QUIZ_QUESTIONS) {
    if (!answers[question])
      context.addIssue({ code: 'custom', path: [question], message: messages[question] });
  }
});

/** Whether every required question has an answer (a results address may have been cut or edited). */
export function hasRequiredQuizAnswers(answers: FundingQuizAnswers): boolean {
  return REQUIRED_QUIZ_QUESTIONS.every((question) => Boolean(answers[question]));
}

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
