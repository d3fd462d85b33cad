import { describe, expect, it } from 'vitest';
import { describeRelocation, describeWorkEligibility } from './format-relocation.ts';

const none = { visaSponsorship: false, relocationHelp: false, openToNonEu: false };
const all = { visaSponsorship: true, relocationHelp: true, openToNonEu: true };

describe('describeRelocation', () => {
  it.each([
    [none, 'Denmark', []],
    [
      all,
      'Denmark',
      [
        'Can sponsor a work permit in Denmark',
        'Relocation help offered',
        'Open to candidates from outside the EU/EEA',
      ],
    ],
    [{ ...none, visaSponsorship: true }, null, ['Can sponsor a work permit']],
    [{ ...none, relocationHelp: true }, 'Sweden', ['Relocation help offered']],
  ] as const)('%j in %s', (relocation, country, lines) => {
    expect(describeRelocation(relocation, country)).toEqual(lines);
  });
});

describe('describeWorkEligibility', () => {
  it('names sponsorship and non-EU candidates, and nothing else', () => {
    expect(describeWorkEligibility(all, 'Norway')).toBe(
      'The employer can sponsor a work permit in Norway. Candidates from outside the EU/EEA are welcome to apply.',
    );
    expect(describeWorkEligibility({ ...none, relocationHelp: true }, 'Norway')).toBeNull();
  });
});
