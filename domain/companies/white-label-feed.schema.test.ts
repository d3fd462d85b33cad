import { describe, expect, it } from 'vitest';
import { CAREER_DOMAIN_MESSAGE } from './startup-settings.schema.ts';
import {
  toWhiteLabelFilters,
  WHITE_LABEL_HOST_REQUIRED_MESSAGE,
  WHITE_LABEL_NAME_MESSAGE,
  WhiteLabelFeedInput,
} from './white-label-feed.schema.ts';

describe('WhiteLabelFeedInput', () => {
  it.each([
    [
      'a form post: lists from one text field and check boxes, the box ticked',
      {
        host: ' Jobs.Example.ORG ',
        name: ' Campus ',
        companyKeys: 'Kodkraft, nordlys\nkodkraft',
        countryCodes: ['DK', 'NO'],
        roles: 'sales',
        impactOnly: 'true',
      },
      {
        host: 'jobs.example.org',
        name: 'Campus',
        logoImage: null,
        description: '',
        companyKeys: ['kodkraft', 'nordlys'],
        countryCodes: ['DK', 'NO'],
        roles: ['sales'],
        impactOnly: true,
      },
    ],
    [
      'a JSON body with only what is required',
      { host: 'feed.example.com', name: 'Feed' },
      {
        host: 'feed.example.com',
        name: 'Feed',
        logoImage: null,
        description: '',
        companyKeys: [],
        countryCodes: [],
        roles: [],
        impactOnly: false,
      },
    ],
  ])('reads %s', (_label, input, expected) => {
    expect(WhiteLabelFeedInput.parse(input)).toEqual(expected);
  });

  it.each([
    [{ name: 'X' }, 'host', WHITE_LABEL_HOST_REQUIRED_MESSAGE],
    [{ host: 'https://jobs.example.org', name: 'X' }, 'host', CAREER_DOMAIN_MESSAGE],
    [{ host: '192.168.1.10', name: 'X' }, 'host', CAREER_DOMAIN_MESSAGE],
    [{ host: 'jobs.example.org', name: ' ' }, 'name', WHITE_LABEL_NAME_MESSAGE],
    [{ host: 'jobs.example.org', name: 'X', countryCodes: ['DE'] }, 'countryCodes', undefined],
    [{ host: 'jobs.example.org', name: 'X', roles: ['astronaut'] }, 'roles', undefined],
  ])('refuses %j on %s', (input, field, message) => {
    const parsed = WhiteLabelFeedInput.safeParse(input);
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues.find((i) => i.path[0] === field);
    expect(issue).toBeDefined();
    if (message) expect(issue?.message).toBe(message);
  });
});

describe('toWhiteLabelFilters', () => {
  it.each([
    [{}, { companyKeys: [], countryCodes: [], roles: [], impactOnly: false }],
    [
      { countryCodes: ['DK', 'XX'], roles: ['sales', 'gone'], impactOnly: true },
      { companyKeys: [], countryCodes: ['DK'], roles: ['sales'], impactOnly: true },
    ],
  ])('reads the stored filter %j with every key', (stored, expected) => {
    expect(toWhiteLabelFilters(stored)).toEqual(expected);
  });
});
