import { describe, expect, it } from 'vitest';
import {
  FundingQuizSubmission,
  hasRequiredQuizAnswers,
  QUIZ_COUNTRY_MESSAGE,
  QUIZ_INDUSTRY_MESSAGE,
  QUIZ_STAGE_MESSAGE,
} from './funding-quiz.schema.ts';

function errorsOf(values: Record<string, string>): Record<string, string> {
  const parsed = FundingQuizSubmission.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('FundingQuizSubmission', () => {
  it.each([
    [{}, { stage: QUIZ_STAGE_MESSAGE, industry: QUIZ_INDUSTRY_MESSAGE, country: QUIZ_COUNTRY_MESSAGE }],
    [
      { stage: ' ', industry: '', amount: '', country: '', impact: 'no' },
      { stage: QUIZ_STAGE_MESSAGE, industry: QUIZ_INDUSTRY_MESSAGE, country: QUIZ_COUNTRY_MESSAGE },
    ],
    [
      { stage: 'seed', impact: 'yes' },
      { industry: QUIZ_INDUSTRY_MESSAGE, country: QUIZ_COUNTRY_MESSAGE },
    ],
    [{ stage: 'seed', industry: 'fintech' }, { country: QUIZ_COUNTRY_MESSAGE }],
    // The amount may stay open.
    [{ stage: 'seed', industry: 'fintech', country: 'dk' }, {}],
    [{ stage: 'seed', industry: 'fintech', country: 'DK', amount: '250k-1m', impact: 'yes' }, {}],
  ])('%j → %j', (values, expected) => {
    expect(errorsOf(values)).toEqual(expected);
  });

  it('keeps the answers as the results address carries them', () => {
    expect(
      FundingQuizSubmission.parse({ stage: 'seed', industry: 'fintech', country: 'dk', impact: 'yes' }),
    ).toEqual({ stage: 'seed', industry: 'fintech', country: 'DK', impact: true });
  });
});

describe('hasRequiredQuizAnswers', () => {
  it.each([
    [{}, false],
    [{ stage: 'seed', industry: 'fintech' }, false],
    [{ stage: 'seed', country: 'DK' }, false],
    [{ stage: 'seed', industry: 'fintech', country: 'DK' }, true],
  ])('%j → %s', (answers, expected) => {
    expect(hasRequiredQuizAnswers(answers)).toBe(expected);
  });
});
