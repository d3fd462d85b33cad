import { describe, expect, it } from 'vitest';
import { matchInvestor, type QuizCandidate, rankInvestors } from './funding-quiz-match.ts';

const seedFund: QuizCandidate = {
  stages: ['pre-seed', 'seed'],
  industries: ['fintech', 'saas'],
  investmentRanges: ['250k-1m'],
  countryCodes: ['DK'],
  markets: ['DK', 'SE'],
  sdgs: [],
};
const impactFund: QuizCandidate = {
  stages: ['seed', 'series-a'],
  industries: ['cleantech', 'impact'],
  investmentRanges: ['1m-5m'],
  countryCodes: ['FI'],
  markets: ['FI', 'GLOBAL'],
  sdgs: [7, 13],
};

describe('matchInvestor', () => {
  it.each([
    ['nothing answered', {}, seedFund, 0, []],
    ['stage', { stage: 'seed' }, seedFund, 3, ['stage:seed']],
    ['stage it does not take', { stage: 'growth' }, seedFund, 0, []],
    ['industry', { industry: 'fintech' }, seedFund, 3, ['industry:fintech']],
    ['amount in its range', { amount: '250k-1m' }, seedFund, 2, ['amount:250k-1m']],
    ['amount outside its range', { amount: '5m-plus' }, seedFund, 0, []],
    ['country in its markets', { country: 'SE' }, seedFund, 2, ['country:SE']],
    ['country it does not invest in', { country: 'NO' }, seedFund, 0, []],
    ['country of a global investor', { country: 'NO' }, impactFund, 1, ['global']],
    ['impact, with its SDGs', { impact: true }, impactFund, 3, ['impact:7,13']],
    ['impact asked of a non-impact investor', { impact: true }, seedFund, 0, []],
    [
      'all answers',
      { stage: 'seed', industry: 'cleantech', amount: '1m-5m', country: 'FI', impact: true },
      impactFund,
      13,
      ['stage:seed', 'industry:cleantech', 'impact:7,13', 'amount:1m-5m', 'country:FI'],
    ],
  ] as const)('%s', (_name, answers, investor, score, reasons) => {
    const match = matchInvestor(answers, investor);
    expect(match.score).toBe(score);
    expect(
      match.reasons.map((reason) =>
        reason.kind === 'global'
          ? 'global'
          : reason.kind === 'impact'
            ? `impact:${reason.sdgs.join(',')}`
            : `${reason.kind}:${reason.code}`,
      ),
    ).toEqual(reasons);
  });
});

describe('rankInvestors', () => {
  const a = { ...seedFund, name: 'A' };
  const b = { ...impactFund, name: 'B' };
  const c = { ...seedFund, stages: ['growth'], industries: ['gaming'], markets: [], name: 'C' };

  it('ranks by score, keeps the given order for equal scores, leaves out investors without a match', () => {
    expect(
      rankInvestors({ stage: 'seed', industry: 'fintech' }, [b, a, c], 10).map((r) => r.investor.name),
    ).toEqual(['A', 'B']);
    expect(rankInvestors({ stage: 'seed' }, [b, a, c], 10).map((r) => r.investor.name)).toEqual(['B', 'A']);
  });

  it('shows only impact investors to an impact founder', () => {
    expect(rankInvestors({ stage: 'seed', impact: true }, [a, b, c], 10).map((r) => r.investor.name)).toEqual(
      ['B'],
    );
  });

  it('stops at the limit', () => {
    expect(rankInvestors({ stage: 'seed' }, [a, b], 1)).toHaveLength(1);
  });
});
