import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG_LISTS } from '../site/site-config-defaults.ts';
import { fundingChoicesFromConfig } from './funding-choices.ts';
import {
  CHOICES_MESSAGE,
  CONTACT_URL_NEEDED_MESSAGE,
  checkInvestorChoices,
  checkInvestorListing,
  findMissingForListing,
  InvestorProfileInput,
  RANGE_ORDER_MESSAGE,
  rangesBetween,
  readInvestorProfileForm,
} from './investor-profile.schema.ts';

const lists = fundingChoicesFromConfig(DEFAULT_SITE_CONFIG_LISTS);

describe('rangesBetween', () => {
  it.each([
    [{ min: '50k-250k', max: '1m-5m' }, ['50k-250k', '250k-1m', '1m-5m']],
    [{ min: '0-50k', max: '0-50k' }, ['0-50k']],
    [{ min: '1m-5m', max: '0-50k' }, []],
    [{ min: 'nope', max: '0-50k' }, []],
    [null, []],
  ])('%j covers %j', (range, expected) => {
    expect(rangesBetween(lists.investmentRanges, range)).toEqual(expected);
  });
});

describe('InvestorProfileInput and checkInvestorChoices', () => {
  const base = { name: 'Skerry Capital', category: 'vc' };

  it('reads a posted form like a JSON body', () => {
    const form = readInvestorProfileForm({
      ...base,
      intent: 'publish',
      stages: ['seed', 'seed'],
      'investmentRange.min': '0-50k',
      'investmentRange.max': '50k-250k',
      'keyPeople.0.name': 'Sigrid Holm',
      'keyPeople.0.title': 'Partner',
      'keyPeople.0.linkedinUrl': 'https://www.linkedin.com/in/sigrid',
      'investments.0.name': 'Kelp Labs',
      'investments.0.companyKey': '',
      countryCodes: 'IS',
      sdgs: ['13'],
    });
    expect(InvestorProfileInput.parse(form)).toMatchObject({
      stages: ['seed'],
      investmentRange: { min: '0-50k', max: '50k-250k' },
      keyPeople: [
        {
          name: 'Sigrid Holm',
          title: 'Partner',
          image: null,
          linkedinUrl: 'https://www.linkedin.com/in/sigrid',
        },
      ],
      investments: [{ name: 'Kelp Labs', companyKey: null }],
      countryCodes: ['IS'],
      sdgs: [13],
      contactPreference: 'EMAIL',
      publish: true,
    });
  });

  it('refuses a LinkedIn address elsewhere, a half range and a country outside the list', () => {
    const parsed = InvestorProfileInput.safeParse({
      ...base,
      keyPeople: [{ name: 'Ari', linkedinUrl: 'https://example.com/ari' }],
      investmentRange: { min: '0-50k', max: '' },
      countryCodes: ['DE'],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'countryCodes.0',
      'investmentRange.max',
      'keyPeople.0.linkedinUrl',
    ]);
  });

  it('refuses codes off the lists, a smallest ticket above the largest, WEBSITE without a page', () => {
    const profile = InvestorProfileInput.parse({
      ...base,
      stages: ['pre-ipo'],
      markets: ['MARS'],
      investmentRange: { min: '5m-plus', max: '0-50k' },
      contactPreference: 'WEBSITE',
      sdgs: [18],
    });
    expect(checkInvestorChoices(profile, lists)).toEqual({
      stages: [CHOICES_MESSAGE],
      markets: [CHOICES_MESSAGE],
      sdgs: [CHOICES_MESSAGE],
      investmentRange: [RANGE_ORDER_MESSAGE],
      contactUrl: [CONTACT_URL_NEEDED_MESSAGE],
    });
  });
});

describe('the publishing rules', () => {
  const complete = {
    intro: 'We back founders.',
    logoImage: 'uploads/ab/logo.webp',
    stages: ['seed'],
    industries: ['saas'],
    investmentRange: { min: '0-50k', max: '0-50k' },
    countryCodes: ['DK'],
    markets: ['DK'],
  };

  it('lists nothing for a complete profile and every field for an empty one', () => {
    expect(findMissingForListing(complete)).toEqual([]);
    expect(
      findMissingForListing({
        intro: ' ',
        logoImage: null,
        stages: [],
        industries: [],
        investmentRange: null,
        countryCodes: [],
        markets: [],
      }),
    ).toEqual(['intro', 'logoImage', 'stages', 'industries', 'investmentRange', 'countryCodes', 'markets']);
  });

  it.each([
    [{ isPublishing: false, isPublished: false }, 0],
    [{ isPublishing: true, isPublished: false }, 1],
    [{ isPublishing: false, isPublished: true }, 1],
  ])('checks them when %j', (options, count) => {
    expect(Object.keys(checkInvestorListing({ ...complete, logoImage: null }, options))).toHaveLength(count);
  });
});
