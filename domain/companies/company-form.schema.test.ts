import { describe, expect, it } from 'vitest';
import {
  COMPANY_NAME_MESSAGE,
  CreateCompanyInput,
  PUBLISH_DESCRIPTION_MESSAGE,
  pickFreeProfileKey,
  toProfileKeyBase,
  UpdateCompanyInput,
  WEBSITE_MESSAGE,
  WebsiteInput,
} from './company-form.schema.ts';

describe('toProfileKeyBase', () => {
  it.each([
    ['Kodkraft', 'kodkraft'],
    ['Fjord Ærø Labs', 'fjord-aero-labs'],
    ['Smørrebrød & Co.', 'smorrebrod-co'],
    ['Åbo Ventures', 'abo-ventures'],
    ['Þór Ðata', 'thor-data'],
    ['  --Nordic  AI!!  ', 'nordic-ai'],
    ['Straße', 'strasse'],
    ['***', 'startup'],
    ['New', 'new-startup'],
    ['a'.repeat(80), 'a'.repeat(60)],
    [`${'a'.repeat(59)} b`, 'a'.repeat(59)],
  ])('%j → %j', (name, key) => {
    expect(toProfileKeyBase(name, 'startup')).toBe(key);
  });
});

describe('pickFreeProfileKey', () => {
  it.each([
    ['kodkraft', [], 'kodkraft'],
    ['kodkraft', ['kodkraft-labs'], 'kodkraft'],
    ['kodkraft', ['kodkraft'], 'kodkraft-2'],
    ['kodkraft', ['kodkraft', 'kodkraft-2', 'kodkraft-4'], 'kodkraft-3'],
  ] as const)('%j among %j → %j', (base, taken, key) => {
    expect(pickFreeProfileKey(base, taken)).toBe(key);
  });
});

describe('WebsiteInput', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['   ', null],
    ['example.com', 'http://example.com'],
    ['https://www.example.dk/jobs', 'https://www.example.dk/jobs'],
  ])('accepts %j as %j', (input, output) => {
    expect(WebsiteInput.parse(input)).toBe(output);
  });

  it.each(['localhost', 'not a site', 'ftp://example.com', 'http://.com', `${'a'.repeat(197)}.dk`])(
    'refuses %j',
    (input) => {
      const result = WebsiteInput.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(WEBSITE_MESSAGE);
    },
  );
});

describe('startup forms', () => {
  it('trims the name and refuses a blank one', () => {
    expect(CreateCompanyInput.parse({ name: ' Kodkraft ', countryCode: 'SE' })).toEqual({
      name: 'Kodkraft',
      countryCode: 'SE',
      website: null,
    });
    const blank = CreateCompanyInput.safeParse({ name: '  ', countryCode: 'SE' });
    expect(blank.error?.issues.map((i) => i.message)).toEqual([COMPANY_NAME_MESSAGE]);
  });

  it('publishes only with a description', () => {
    const base = { name: 'Kodkraft', countryCode: 'SE' };
    expect(UpdateCompanyInput.parse(base)).toMatchObject({ whatWeDo: '', publish: false });
    const missing = UpdateCompanyInput.safeParse({ ...base, publish: true, whatWeDo: '   ' });
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['whatWeDo', PUBLISH_DESCRIPTION_MESSAGE],
    ]);
    expect(UpdateCompanyInput.parse({ ...base, publish: true, whatWeDo: 'We code.' }).publish).toBe(true);
  });
});
