import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG_LISTS } from '../site/site-config-defaults.ts';
import { PUBLISH_DESCRIPTION_MESSAGE } from './company-form.schema.ts';
import {
  CHOICE_MESSAGE,
  CompanyProfileInput,
  checkProfileChoices,
  checkProfilePublishing,
  FOUNDED_IN_FUTURE_MESSAGE,
  GALLERY_MESSAGE,
  IMAGE_MESSAGE,
  INDUSTRIES_MESSAGE,
  INVESTORS_MESSAGE,
  KEY_FIGURE_NAME_MESSAGE,
  KEY_FIGURE_TWICE_MESSAGE,
  KEY_FIGURE_VALUE_MESSAGE,
  PERKS_MESSAGE,
  readCompanyProfileForm,
  TEAM_MESSAGE,
  TEAM_NAME_MESSAGE,
} from './company-profile.schema.ts';
import { describeProfile, profileChoicesFromConfig } from './company-profile-labels.ts';

const LISTS = profileChoicesFromConfig(DEFAULT_SITE_CONFIG_LISTS);
const BASE = { name: 'Kodkraft', countryCode: 'SE' };
const NOW = new Date('2026-06-01T12:00:00Z');

function errorsOf(input: Record<string, unknown>): Record<string, string> {
  const parsed = CompanyProfileInput.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('CompanyProfileInput', () => {
  it('fills every optional field with its empty value', () => {
    expect(CompanyProfileInput.parse(BASE)).toEqual({
      name: 'Kodkraft',
      countryCode: 'SE',
      website: null,
      whatWeDo: '',
      quote: null,
      city: null,
      foundedYear: null,
      countryCodes: [],
      industries: [],
      isImpact: false,
      sdgs: [],
      stage: null,
      fundingStage: null,
      businessModel: null,
      numberOfEmployees: null,
      perks: [],
      investors: [],
      team: [],
      keyFigures: [],
      logoImage: null,
      galleryImages: [],
      publish: false,
    });
  });

  it.each([
    [
      'investors from a text area, one per line',
      { investors: 'Nordic Angels\r\n\n  Fjord VC  \n' },
      { investors: ['Nordic Angels', 'Fjord VC'] },
    ],
    ['investors as a JSON list', { investors: ['A', ' ', 'B'] }, { investors: ['A', 'B'] }],
    ['a founding year typed as text', { foundedYear: ' 2019 ' }, { foundedYear: 2019 }],
    ['SDGs posted as text', { sdgs: ['13', '7', '13'] }, { sdgs: [13, 7] }],
    ['one ticked box (a single value)', { industries: 'fintech' }, { industries: ['fintech'] }],
    ['a ticked impact box', { isImpact: 'on' }, { isImpact: true }],
    [
      'blank selects are none',
      { stage: '', numberOfEmployees: '' },
      { stage: null, numberOfEmployees: null },
    ],
    ['a blank logo is none', { logoImage: '' }, { logoImage: null }],
    [
      'a team member without a title or photo',
      { team: [{ name: ' Ada ', title: '', image: '' }] },
      { team: [{ name: 'Ada', title: '', image: null }] },
    ],
    [
      'gallery keys, repeated once',
      { galleryImages: ['uploads/ab/x.webp', 'uploads/ab/x.webp', 'seed/covers/k.png'] },
      { galleryImages: ['uploads/ab/x.webp', 'seed/covers/k.png'] },
    ],
  ])('reads %s', (_label, input, expected) => {
    expect(CompanyProfileInput.parse({ ...BASE, ...input })).toMatchObject(expected);
  });

  it.each([
    ['six industries', { industries: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'industries', INDUSTRIES_MESSAGE],
    ['a nameless team member', { team: [{ name: ' ', title: 'CTO' }] }, 'team.0.name', TEAM_NAME_MESSAGE],
    [
      '13 team members',
      { team: Array.from({ length: 13 }, (_, i) => ({ name: `P${i}` })) },
      'team',
      TEAM_MESSAGE,
    ],
    [
      'a key figure without a value',
      { keyFigures: [{ name: 'revenue', value: '' }] },
      'keyFigures.0.value',
      KEY_FIGURE_VALUE_MESSAGE,
    ],
    [
      'a key figure without a name',
      { keyFigures: [{ name: '', value: '10' }] },
      'keyFigures.0.name',
      KEY_FIGURE_NAME_MESSAGE,
    ],
    [
      'nine gallery images',
      { galleryImages: Array.from({ length: 9 }, (_, i) => `uploads/aa/${i}.webp`) },
      'galleryImages',
      GALLERY_MESSAGE,
    ],
    ['a logo key climbing out', { logoImage: 'uploads/../../etc/passwd' }, 'logoImage', IMAGE_MESSAGE],
    ['a logo URL instead of a key', { logoImage: 'https://evil.example/x.png' }, 'logoImage', IMAGE_MESSAGE],
    [
      '21 investors',
      { investors: Array.from({ length: 21 }, (_, i) => `Fund ${i}`) },
      'investors',
      INVESTORS_MESSAGE,
    ],
    [
      'an investor name of 101 characters',
      { investors: ['x'.repeat(101)] },
      'investors.0',
      INVESTORS_MESSAGE,
    ],
    [
      'a country outside the Nordics',
      { countryCodes: ['DE'] },
      'countryCodes.0',
      'Please choose Nordic countries from the list',
    ],
  ])('refuses %s', (_label, input, path, message) => {
    expect(errorsOf({ ...BASE, ...input })[path]).toBe(message);
  });
});

describe('readCompanyProfileForm', () => {
  it('turns the posted form into the schema input: rows, lists and the Publish button', () => {
    const input = readCompanyProfileForm({
      name: 'Kodkraft',
      countryCode: 'SE',
      industries: ['saas', 'fintech'],
      perks: 'coffee',
      'team.0.name': 'Ada',
      'team.0.title': 'CEO',
      'team.0.image': 'uploads/ab/0123456789abcdef0123456789abcdef.webp',
      'team.1.name': '',
      'team.1.title': '',
      'team.2.name': 'Linus',
      'keyFigures.0.name': 'revenue',
      'keyFigures.0.value': '€2M',
      'keyFigures.1.name': '',
      'keyFigures.1.value': '',
      investors: 'A\nB',
      intent: 'publish',
    });
    expect(CompanyProfileInput.parse(input)).toMatchObject({
      industries: ['saas', 'fintech'],
      perks: ['coffee'],
      team: [
        { name: 'Ada', title: 'CEO', image: 'uploads/ab/0123456789abcdef0123456789abcdef.webp' },
        { name: 'Linus', title: '', image: null },
      ],
      keyFigures: [{ name: 'revenue', value: '€2M' }],
      investors: ['A', 'B'],
      publish: true,
    });
    expect(readCompanyProfileForm({ intent: 'save' }).publish).toBe(false);
  });
});

describe('checkProfileChoices', () => {
  const valid = CompanyProfileInput.parse({
    ...BASE,
    industries: ['fintech'],
    sdgs: [13],
    perks: ['coffee'],
    stage: 'series-a',
    fundingStage: 'vc-funded',
    businessModel: 'b2b',
    numberOfEmployees: '11-50',
    keyFigures: [{ name: 'revenue', value: '€2M' }],
    foundedYear: 2026,
  });

  it.each([
    ['codes from the configuration', {}, {}],
    [
      'an unknown industry',
      { industries: ['crypto'] },
      { industries: ['Please choose industries from the list'] },
    ],
    ['an SDG that does not exist', { sdgs: [18] }, { sdgs: ['Please choose goals from the list'] }],
    ['an unknown perk', { perks: ['yacht'] }, { perks: [PERKS_MESSAGE] }],
    ['an unknown stage', { stage: 'series-z' }, { stage: [CHOICE_MESSAGE] }],
    ['an unknown funding stage', { fundingStage: 'lottery' }, { fundingStage: [CHOICE_MESSAGE] }],
    ['an unknown business model', { businessModel: 'b2x' }, { businessModel: [CHOICE_MESSAGE] }],
    ['an unknown team size', { numberOfEmployees: '7' }, { numberOfEmployees: [CHOICE_MESSAGE] }],
    [
      'an unknown key figure',
      { keyFigures: [{ name: 'ebitda', value: '1' }] },
      { 'keyFigures.0.name': [KEY_FIGURE_NAME_MESSAGE] },
    ],
    [
      'the same key figure twice',
      {
        keyFigures: [
          { name: 'revenue', value: '1' },
          { name: 'revenue', value: '2' },
        ],
      },
      { 'keyFigures.1.name': [KEY_FIGURE_TWICE_MESSAGE] },
    ],
    ['a founding year in the future', { foundedYear: 2027 }, { foundedYear: [FOUNDED_IN_FUTURE_MESSAGE] }],
  ])('%s', (_label, change, expected) => {
    expect(checkProfileChoices({ ...valid, ...change }, LISTS, NOW)).toEqual(expected);
  });
});

describe('checkProfilePublishing', () => {
  it.each([
    ['a draft saved without a description', '', { isPublishing: false, isPublished: false }, {}],
    [
      'a draft published without a description',
      '',
      { isPublishing: true, isPublished: false },
      { whatWeDo: [PUBLISH_DESCRIPTION_MESSAGE] },
    ],
    [
      'a published startup saved without one',
      '  ',
      { isPublishing: false, isPublished: true },
      { whatWeDo: [PUBLISH_DESCRIPTION_MESSAGE] },
    ],
    ['a draft published with one', 'We build things.', { isPublishing: true, isPublished: false }, {}],
    [
      'a published startup saved with one',
      'We build things.',
      { isPublishing: false, isPublished: true },
      {},
    ],
  ])('%s', (_label, whatWeDo, options, expected) => {
    expect(checkProfilePublishing({ whatWeDo }, options)).toEqual(expected);
  });
});

describe('describeProfile', () => {
  it('shows labels, never codes, and leaves out codes the configuration no longer has', () => {
    expect(
      describeProfile(
        {
          countries: [{ countryCode: 'SE' }, { countryCode: 'NO' }],
          industries: ['fintech', 'gone'],
          sdgs: [13, 99],
          stage: 'series-a',
          fundingStage: 'vc-funded',
          businessModel: 'b2b2c',
          numberOfEmployees: '11-50',
          keyFigures: [
            { name: 'revenue', value: '€2M' },
            { name: 'gone', value: '1' },
          ],
        },
        LISTS,
      ),
    ).toEqual({
      countries: ['Sweden', 'Norway'],
      industries: ['Fintech'],
      sdgs: [{ value: 13, text: 'Climate action' }],
      stage: 'Series A',
      fundingStage: 'Venture funded',
      businessModel: 'B2B2C',
      numberOfEmployees: '11-50 employees',
      keyFigures: [{ name: 'Annual revenue', value: '€2M' }],
    });
    expect(
      describeProfile(
        {
          countries: [],
          industries: [],
          sdgs: [],
          stage: null,
          fundingStage: 'unknown',
          businessModel: null,
          numberOfEmployees: null,
          keyFigures: [],
        },
        LISTS,
      ),
    ).toMatchObject({ stage: null, fundingStage: null });
  });
});
