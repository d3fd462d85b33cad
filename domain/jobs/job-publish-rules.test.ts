import { describe, expect, it } from 'vitest';
import {
  checkPublishable,
  checkPublishableFields,
  PUBLISH_DESCRIPTION_MESSAGE,
  PUBLISH_LOCATION_MESSAGE,
  PUBLISH_ROLES_MESSAGE,
  type PublishableJob,
} from './job-publish-rules.ts';
import { PAY_RANGE_REQUIRED_MESSAGE } from './pay-transparency.ts';

const NOW = new Date('2027-02-01T10:00:00.000Z');
const complete: PublishableJob = {
  description: 'Build things.',
  isRemote: false,
  locationCountry: 'SE',
  roles: ['backenddeveloper'],
  salaryType: 'competitive',
  salaryMin: null,
  salaryMax: null,
  collectiveAgreement: null,
  expirationDate: null,
};

describe('checkPublishable', () => {
  it.each<[string, Partial<PublishableJob>, string | null, Record<string, string[]>]>([
    ['a complete job', {}, 'SE', {}],
    ['no description', { description: ' ' }, 'SE', { description: [PUBLISH_DESCRIPTION_MESSAGE] }],
    ['no place', { locationCountry: null }, 'SE', { locationCountry: [PUBLISH_LOCATION_MESSAGE] }],
    ['remote without a country', { locationCountry: null, isRemote: true }, 'SE', {}],
    ['no role', { roles: [] }, 'SE', { roles: [PUBLISH_ROLES_MESSAGE] }],
    ['a DK job without pay', { locationCountry: 'DK' }, 'SE', { salaryType: [PAY_RANGE_REQUIRED_MESSAGE] }],
    [
      'a remote job of a DK startup without pay',
      { locationCountry: null, isRemote: true },
      'DK',
      { salaryType: [PAY_RANGE_REQUIRED_MESSAGE] },
    ],
    [
      'a past expiration date',
      { expirationDate: new Date('2027-01-01T00:00:00Z') },
      'SE',
      { expirationDate: ['Please choose a date in the future'] },
    ],
  ])('%s', (_name, overrides, companyCountry, errors) => {
    expect(checkPublishable({ ...complete, ...overrides }, { now: NOW, companyCountry })).toEqual(errors);
  });
});

describe('checkPublishableFields (a refused form’s readable fields)', () => {
  it('asks for everything publishing needs that was not given', () => {
    expect(
      checkPublishableFields(
        { description: '', isRemote: false, locationCountry: null, roles: [] },
        { now: NOW, companyCountry: 'SE' },
      ),
    ).toEqual({
      description: [PUBLISH_DESCRIPTION_MESSAGE],
      locationCountry: [PUBLISH_LOCATION_MESSAGE],
      roles: [PUBLISH_ROLES_MESSAGE],
    });
  });

  it('leaves out what reads a refused field', () => {
    // roles and the country were refused (not read): their own errors show.
    expect(
      checkPublishableFields({ description: '', isRemote: false }, { now: NOW, companyCountry: 'SE' }),
    ).toEqual({
      description: [PUBLISH_DESCRIPTION_MESSAGE],
    });
  });
});
