import { describe, expect, it } from 'vitest';
import type { JobDetail } from './job.schema.ts';
import { buildJobPostingJsonLd, validateJobPostingJsonLd } from './job-posting-json-ld.ts';

const PUBLIC_URL = 'https://nordhub.example';

function buildJob(over: Partial<JobDetail> = {}): JobDetail {
  return {
    id: 'job-1',
    title: 'Backend developer',
    status: 'ACTIVE',
    company: {
      id: 'c-1',
      key: 'fjord-labs',
      name: 'Fjord Labs',
      logoImage: 'fjord-labs.webp',
      countryCode: 'DK',
    },
    location: { locality: 'Copenhagen', country: 'DK', address: 'Vesterbrogade 1, 1620 København V' },
    isRemote: false,
    positionType: 'fulltime',
    roles: ['backenddeveloper'],
    salary: { type: 'range', currency: 'DKK', min: 45_000, max: 60_000, period: 'month' },
    equity: { type: 'undisclosed', min: null, max: null },
    views: 10,
    isBoosted: false,
    visaSponsorship: false,
    createdAt: '2026-11-01T09:00:00.000Z',
    approvedAt: '2026-11-02T10:00:00.000Z',
    expirationDate: '2027-01-01T10:00:00.000Z',
    boostingExpiresAt: null,
    description: 'We build things.',
    perks: [],
    receiveApplicants: 'platform',
    applyUrl: null,
    equityTerms: { instrument: null, vestingMonths: null, cliffMonths: null },
    relocation: { visaSponsorship: false, relocationHelp: false, openToNonEu: false },
    collectiveAgreement: null,
    viewsLast30Days: 5,
    ...over,
  };
}

const opts = {
  publicUrl: `${PUBLIC_URL}/`,
  companyUrl: 'fjordlabs.dk',
  descriptionHtml: '<p>We build things.</p>',
};

describe('buildJobPostingJsonLd', () => {
  it('builds a complete on-site JobPosting', () => {
    expect(buildJobPostingJsonLd(buildJob(), opts)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Backend developer',
      description: '<p>We build things.</p>',
      datePosted: '2026-11-02T10:00:00.000Z',
      validThrough: '2027-01-01T10:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Fjord Labs',
        sameAs: 'http://fjordlabs.dk',
        logo: 'https://nordhub.example/images/thumbnail/fjord-labs.webp',
      },
      identifier: { '@type': 'PropertyValue', name: 'Nordhub', value: 'job-1' },
      url: 'https://nordhub.example/jobs/job-1',
      directApply: true,
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Copenhagen',
          addressCountry: 'DK',
          streetAddress: 'Vesterbrogade 1, 1620 København V',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'DKK',
        value: { '@type': 'QuantitativeValue', minValue: 45_000, maxValue: 60_000, unitText: 'MONTH' },
      },
    });
  });

  it('builds a minimal remote JobPosting', () => {
    const job = buildJob({
      isRemote: true,
      location: { locality: null, country: 'SE', address: null },
      company: { id: 'c-2', key: 'k', name: 'Norrsken', logoImage: null, countryCode: null },
      salary: { type: 'competitive', currency: null, min: null, max: null, period: null },
      approvedAt: null,
      expirationDate: null,
      positionType: 'freelance',
      receiveApplicants: 'url',
    });
    expect(buildJobPostingJsonLd(job, { publicUrl: PUBLIC_URL, descriptionHtml: '<p>x</p>' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Backend developer',
      description: '<p>x</p>',
      datePosted: '2026-11-01T09:00:00.000Z',
      employmentType: 'CONTRACTOR',
      hiringOrganization: { '@type': 'Organization', name: 'Norrsken' },
      identifier: { '@type': 'PropertyValue', name: 'Nordhub', value: 'job-1' },
      url: 'https://nordhub.example/jobs/job-1',
      directApply: false,
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [{ '@type': 'Country', name: 'Sweden' }],
    });
  });

  it.each<[string, JobDetail['positionType'], string]>([
    ['fulltime', 'fulltime', 'FULL_TIME'],
    ['parttime', 'parttime', 'PART_TIME'],
    ['internship', 'internship', 'INTERN'],
    ['studentjob', 'studentjob', 'PART_TIME'],
    ['freelance', 'freelance', 'CONTRACTOR'],
    ['cofounder', 'cofounder', 'OTHER'],
  ])('employmentType for %s', (_name, positionType, expected) => {
    expect(buildJobPostingJsonLd(buildJob({ positionType }), opts).employmentType).toBe(expected);
  });

  it.each<[string, string | null, string[]]>([
    ['known country', 'NO', ['Norway']],
    ['lower-case code', 'fi', ['Finland']],
    ['unknown country', null, ['Denmark', 'Sweden', 'Norway', 'Finland', 'Iceland']],
    ['non-Nordic code', 'DE', ['Denmark', 'Sweden', 'Norway', 'Finland', 'Iceland']],
  ])('remote applicant countries: %s', (_name, country, names) => {
    const job = buildJob({ isRemote: true, location: { locality: null, country, address: null } });
    const jsonLd = buildJobPostingJsonLd(job, opts);
    expect(jsonLd.applicantLocationRequirements).toEqual(names.map((name) => ({ '@type': 'Country', name })));
    expect(jsonLd.jobLocation).toBeUndefined();
    expect(validateJobPostingJsonLd(jsonLd)).toEqual([]);
  });

  it.each<[string, JobDetail['salary'], unknown]>([
    [
      'min only',
      { type: 'range', currency: 'SEK', min: 40_000, max: null, period: 'month' },
      { value: 40_000 },
    ],
    ['max only', { type: 'range', currency: 'eur', min: null, max: 30, period: 'hour' }, { value: 30 }],
    ['equal ends', { type: 'range', currency: 'NOK', min: 5, max: 5, period: 'year' }, { value: 5 }],
    [
      'reversed',
      { type: 'range', currency: 'NOK', min: 9, max: 5, period: null },
      { minValue: 5, maxValue: 9 },
    ],
    [
      'range without numbers',
      { type: 'range', currency: 'DKK', min: null, max: null, period: 'month' },
      undefined,
    ],
    ['range without currency', { type: 'range', currency: null, min: 1, max: 2, period: 'month' }, undefined],
    ['unpaid', { type: 'unpaid', currency: 'DKK', min: 1, max: 2, period: 'month' }, undefined],
    ['competitive', { type: 'competitive', currency: 'DKK', min: 1, max: 2, period: 'month' }, undefined],
  ])('baseSalary: %s', (_name, salary, expectedValue) => {
    const jsonLd = buildJobPostingJsonLd(buildJob({ salary }), opts);
    if (expectedValue === undefined) {
      expect(jsonLd.baseSalary).toBeUndefined();
    } else {
      expect(jsonLd.baseSalary).toMatchObject({
        '@type': 'MonetaryAmount',
        currency: salary.currency?.toUpperCase(),
        value: { '@type': 'QuantitativeValue', ...expectedValue },
      });
    }
    expect(validateJobPostingJsonLd(jsonLd)).toEqual([]);
  });

  it.each<[string, Partial<JobDetail>, Record<string, unknown>]>([
    [
      'country falls back to the company',
      { location: { locality: 'Oslo', country: null, address: null } },
      { '@type': 'PostalAddress', addressLocality: 'Oslo', addressCountry: 'DK' },
    ],
    [
      'address without locality',
      { location: { locality: null, country: 'is', address: 'Laugavegur 1' } },
      { '@type': 'PostalAddress', addressCountry: 'IS', streetAddress: 'Laugavegur 1' },
    ],
  ])('jobLocation: %s', (_name, over, address) => {
    const jsonLd = buildJobPostingJsonLd(buildJob(over), opts);
    expect(jsonLd.jobLocation).toEqual({ '@type': 'Place', address });
    expect(validateJobPostingJsonLd(jsonLd)).toEqual([]);
  });

  it.each<[string, string | null, string | undefined]>([
    ['relative path', '/uploads/logo.png', 'https://nordhub.example/images/thumbnail/uploads/logo.png'],
    ['absolute URL kept', 'https://cdn.example/logo.png', 'https://cdn.example/logo.png'],
    ['no logo', null, undefined],
  ])('logo: %s', (_name, logoImage, expected) => {
    const job = buildJob({ company: { ...buildJob().company, logoImage } });
    const org = buildJobPostingJsonLd(job, opts).hiringOrganization as Record<string, unknown>;
    expect(org.logo).toBe(expected);
  });

  it('leaves sameAs out for a blank company URL', () => {
    const org = buildJobPostingJsonLd(buildJob(), { ...opts, companyUrl: '  ' }).hiringOrganization;
    expect(org).toEqual({
      '@type': 'Organization',
      name: 'Fjord Labs',
      logo: 'https://nordhub.example/images/thumbnail/fjord-labs.webp',
    });
  });

  it('passes the validator', () => {
    expect(validateJobPostingJsonLd(buildJobPostingJsonLd(buildJob(), opts))).toEqual([]);
  });
});

describe('validateJobPostingJsonLd', () => {
  const valid = buildJobPostingJsonLd(buildJob(), opts);
  const without = (key: string) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key));

  it.each<[string, unknown, string[]]>([
    ['not an object', 'JobPosting', ['JobPosting must be an object']],
    ['null', null, ['JobPosting must be an object']],
    ['missing @context', without('@context'), ['@context must be https://schema.org']],
    ['wrong @type', { ...valid, '@type': 'Job' }, ['@type must be JobPosting']],
    ['missing title', without('title'), ['title is required']],
    ['blank title', { ...valid, title: ' ' }, ['title is required']],
    ['missing description', without('description'), ['description is required']],
    ['missing datePosted', without('datePosted'), ['datePosted is required']],
    ['bad datePosted', { ...valid, datePosted: 'yesterday' }, ['datePosted must be an ISO 8601 date']],
    ['date-only datePosted', { ...valid, datePosted: '2026-11-02' }, []],
    ['bad validThrough', { ...valid, validThrough: '01/01/2027' }, ['validThrough must be an ISO 8601 date']],
    [
      'validThrough before datePosted',
      { ...valid, validThrough: '2026-10-01T00:00:00Z' },
      ['validThrough must be after datePosted'],
    ],
    ['missing validThrough is fine', without('validThrough'), []],
    ['missing hiringOrganization', without('hiringOrganization'), ['hiringOrganization is required']],
    [
      'organization without name',
      { ...valid, hiringOrganization: { '@type': 'Organization' } },
      ['hiringOrganization.name is required'],
    ],
    [
      'relative logo',
      { ...valid, hiringOrganization: { '@type': 'Organization', name: 'X', logo: '/logo.png' } },
      ['hiringOrganization.logo must be an absolute URL'],
    ],
    [
      'no location at all',
      without('jobLocation'),
      ['jobLocation is required (or jobLocationType TELECOMMUTE with applicantLocationRequirements)'],
    ],
    [
      'TELECOMMUTE without requirements',
      { ...without('jobLocation'), jobLocationType: 'TELECOMMUTE' },
      ['applicantLocationRequirements is required for a TELECOMMUTE job without jobLocation'],
    ],
    [
      'TELECOMMUTE with requirements',
      {
        ...without('jobLocation'),
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { '@type': 'Country', name: 'Denmark' },
      },
      [],
    ],
    ['hybrid: TELECOMMUTE plus jobLocation', { ...valid, jobLocationType: 'TELECOMMUTE' }, []],
    [
      'empty requirements list',
      { ...without('jobLocation'), jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: [] },
      ['applicantLocationRequirements must be Country or AdministrativeArea items with a name'],
    ],
    [
      'place without address',
      { ...valid, jobLocation: { '@type': 'Place' } },
      ['jobLocation must be a Place with a PostalAddress address'],
    ],
    [
      'wrong jobLocationType',
      { ...valid, jobLocationType: 'REMOTE' },
      ['jobLocationType must be TELECOMMUTE'],
    ],
    [
      'bad employmentType',
      { ...valid, employmentType: ['FULL_TIME', 'fulltime'] },
      [
        'employmentType must be one of FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN, VOLUNTEER, PER_DIEM, OTHER',
      ],
    ],
    [
      'lower-case currency',
      {
        ...valid,
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'dkk',
          value: { '@type': 'QuantitativeValue', value: 1 },
        },
      },
      ['baseSalary.currency must be a 3-letter ISO 4217 code'],
    ],
    [
      'currency of wrong length',
      {
        ...valid,
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'KR',
          value: { '@type': 'QuantitativeValue', value: 1 },
        },
      },
      ['baseSalary.currency must be a 3-letter ISO 4217 code'],
    ],
    [
      'salary without amount',
      {
        ...valid,
        baseSalary: { '@type': 'MonetaryAmount', currency: 'DKK', value: { '@type': 'QuantitativeValue' } },
      },
      ['baseSalary.value needs value or minValue/maxValue'],
    ],
    [
      'salary min above max and bad unit',
      {
        ...valid,
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'DKK',
          value: { '@type': 'QuantitativeValue', minValue: 9, maxValue: 5, unitText: 'month' },
        },
      },
      [
        'baseSalary.value.minValue must not exceed maxValue',
        'baseSalary.value.unitText must be HOUR, DAY, WEEK, MONTH or YEAR',
      ],
    ],
    ['salary not an object', { ...valid, baseSalary: 45_000 }, ['baseSalary must be a MonetaryAmount']],
    ['relative url', { ...valid, url: '/jobs/job-1' }, ['url must be an absolute URL']],
    [
      'identifier without value',
      { ...valid, identifier: { '@type': 'PropertyValue', name: 'Nordhub' } },
      ['identifier must be a PropertyValue with name and value'],
    ],
    [
      'several problems at once',
      { '@context': 'https://schema.org', '@type': 'JobPosting' },
      [
        'title is required',
        'description is required',
        'datePosted is required',
        'hiringOrganization is required',
        'jobLocation is required (or jobLocationType TELECOMMUTE with applicantLocationRequirements)',
      ],
    ],
  ])('%s', (_name, input, expected) => {
    expect(validateJobPostingJsonLd(input)).toEqual(expected);
  });
});

describe('visa and relocation in JobPosting', () => {
  it('states work-permit sponsorship as eligibilityToWorkRequirement and relocation among the benefits', () => {
    const jsonLd = buildJobPostingJsonLd(
      buildJob({
        relocation: { visaSponsorship: true, relocationHelp: true, openToNonEu: true },
        perks: [{ icon: 'pension', text: 'Pension scheme' }],
      }),
      opts,
    );
    expect(jsonLd.eligibilityToWorkRequirement).toBe(
      'The employer can sponsor a work permit in Denmark. Candidates from outside the EU/EEA are welcome to apply.',
    );
    expect(jsonLd.jobBenefits).toBe('Pension scheme, Relocation assistance');
    expect(validateJobPostingJsonLd(jsonLd)).toEqual([]);
  });

  it('leaves both out when the job offers neither', () => {
    const jsonLd = buildJobPostingJsonLd(buildJob(), opts);
    expect(jsonLd).not.toHaveProperty('eligibilityToWorkRequirement');
    expect(jsonLd).not.toHaveProperty('jobBenefits');
  });
});
