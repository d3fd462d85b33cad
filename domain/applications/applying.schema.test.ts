import { describe, expect, it } from 'vitest';
import {
  APPLY_EMAIL_MESSAGE,
  APPLY_NAME_MESSAGE,
  ApplyInput,
  COVER_NOTE_MESSAGE,
  LINKEDIN_MESSAGE,
  PHONE_MESSAGE,
  QuickApplyInput,
  ROLES_MESSAGE,
} from './applying.schema.ts';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('QuickApplyInput', () => {
  it('reads a posted form: blanks are none, check boxes and repeated names are lists', () => {
    expect(
      QuickApplyInput.parse({
        name: ' Anna Berg ',
        email: '',
        phone: '+46 (0)70-123 45 67',
        linkedinUrl: 'www.linkedin.com/in/anna',
        intro: '  ',
        preferredCountryCodes: ['SE', 'DK', 'SE'],
        preferredRoles: 'devops',
        cvFile: '',
        cvFileName: '',
        removeCv: 'on',
      }),
    ).toEqual({
      name: 'Anna Berg',
      email: null,
      phone: '+46 (0)70-123 45 67',
      linkedinUrl: 'https://www.linkedin.com/in/anna',
      intro: null,
      preferredCountryCodes: ['SE', 'DK'],
      preferredRoles: ['devops'],
      cvFile: null,
      cvFileName: null,
      removeCv: true,
    });
  });

  it('reads an empty JSON body as "nothing set"', () => {
    expect(QuickApplyInput.parse({})).toMatchObject({
      name: null,
      email: null,
      phone: null,
      preferredCountryCodes: [],
      preferredRoles: [],
      removeCv: false,
    });
  });

  it.each([
    [{ phone: 'call me' }, 'phone', PHONE_MESSAGE],
    [{ phone: '123' }, 'phone', PHONE_MESSAGE],
    [{ linkedinUrl: 'javascript:alert(1)' }, 'linkedinUrl', LINKEDIN_MESSAGE],
    [{ linkedinUrl: 'https://user:pw@linkedin.com/in/x' }, 'linkedinUrl', LINKEDIN_MESSAGE],
    [{ linkedinUrl: 'localhost' }, 'linkedinUrl', LINKEDIN_MESSAGE],
    [{ email: 'not-an-address' }, 'email', APPLY_EMAIL_MESSAGE],
    [{ preferredRoles: Array.from({ length: 11 }, () => 'devops') }, 'preferredRoles', ROLES_MESSAGE],
  ])('refuses %j', (input, path, message) => {
    expect(messages(QuickApplyInput.safeParse(input))[path]).toBe(message);
  });
});

describe('ApplyInput', () => {
  it('needs a name and an address; the rest is optional', () => {
    expect(messages(ApplyInput.safeParse({}))).toEqual({
      name: APPLY_NAME_MESSAGE,
      email: APPLY_EMAIL_MESSAGE,
    });
    expect(ApplyInput.parse({ name: 'Anna', email: 'ANNA@example.com', saveCv: 'on' })).toEqual({
      name: 'Anna',
      email: 'anna@example.com',
      phone: null,
      linkedinUrl: null,
      coverNote: null,
      cvFile: null,
      cvFileName: null,
      saveCv: true,
    });
  });

  it('keeps the cover note to 3,000 characters', () => {
    const long = ApplyInput.safeParse({ name: 'A', email: 'a@example.com', coverNote: 'x'.repeat(3001) });
    expect(messages(long).coverNote).toBe(COVER_NOTE_MESSAGE);
  });
});
