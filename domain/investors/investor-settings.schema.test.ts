import { describe, expect, it } from 'vitest';
import {
  CONTACT_PREFERENCE_MESSAGE,
  ContactPreferenceInput,
  PITCH_EMAIL_MESSAGE,
  PitchEmailInput,
  UpdateInvestorSettingsInput,
} from './investor-settings.schema.ts';

function errorsOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('PitchEmailInput (a form field or JSON)', () => {
  it.each([
    ['pitch@example.com', 'pitch@example.com'],
    ['  Deals@Example.COM ', 'deals@example.com'],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (contactEmail, expected) => {
    expect(PitchEmailInput.parse({ contactEmail })).toEqual({ contactEmail: expected });
  });

  it.each([['deals at example'], ['a@'], [`${'a'.repeat(95)}@example.com`], [42]])(
    '%j is refused',
    (value) => {
      expect(errorsOf(PitchEmailInput.safeParse({ contactEmail: value }))).toEqual([
        ['contactEmail', PITCH_EMAIL_MESSAGE],
      ]);
    },
  );
});

describe('ContactPreferenceInput', () => {
  it.each([['EMAIL'], ['WEBSITE']])('%s is taken', (value) => {
    expect(ContactPreferenceInput.parse({ contactPreference: value })).toEqual({ contactPreference: value });
  });

  it.each([[''], ['email'], ['PHONE'], [undefined]])('%j is refused', (value) => {
    expect(errorsOf(ContactPreferenceInput.safeParse({ contactPreference: value }))).toEqual([
      ['contactPreference', CONTACT_PREFERENCE_MESSAGE],
    ]);
  });
});

describe('UpdateInvestorSettingsInput (the API)', () => {
  it('keeps a field left out as undefined, so its value stays', () => {
    expect(UpdateInvestorSettingsInput.parse({ contactPreference: 'WEBSITE' })).toEqual({
      contactPreference: 'WEBSITE',
    });
    expect(UpdateInvestorSettingsInput.parse({ contactEmail: null })).toEqual({ contactEmail: null });
  });

  it('refuses an empty change', () => {
    expect(UpdateInvestorSettingsInput.safeParse({}).success).toBe(false);
  });
});
