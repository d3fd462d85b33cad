import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ForgotPasswordInput, PASSWORD_MESSAGE, SignInInput, SignUpInput } from './auth.schema.ts';

const validSignUp = {
  name: { first: 'Astrid', last: 'Lindqvist' },
  email: 'astrid@example.se',
  password: 'Passw0rd!',
  reCaptchaResponse: 'token-123',
};

function fieldErrorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

describe('SignUpInput', () => {
  it('accepts a valid form and trims text fields', () => {
    expect(
      SignUpInput.parse({
        ...validSignUp,
        name: { first: ' Astrid ', last: 'Lindqvist' },
        email: ' a@b.se ',
      }),
    ).toEqual({ ...validSignUp, email: 'a@b.se' });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['empty first name', { name: { first: '', last: 'L' } }, { 'name.first': ['Please enter first name'] }],
    ['blank last name', { name: { first: 'A', last: '   ' } }, { 'name.last': ['Please enter last name'] }],
    [
      'first name over 50',
      { name: { first: 'a'.repeat(51), last: 'L' } },
      { 'name.first': ['Please enter first name'] },
    ],
    [
      'missing name object',
      { name: undefined },
      { 'name.first': ['Please enter first name'], 'name.last': ['Please enter last name'] },
    ],
    ['invalid email', { email: 'not-an-email' }, { email: ['Please enter your email address'] }],
    ['email over 50', { email: `${'a'.repeat(45)}@b.com` }, { email: ['Please enter your email address'] }],
    ['missing email', { email: undefined }, { email: ['Please enter your email address'] }],
    ['weak password', { password: 'password' }, { password: [PASSWORD_MESSAGE] }],
    ['short password', { password: 'Ab1!' }, { password: ['Please enter a valid password'] }],
    ['missing password', { password: undefined }, { password: ['Please enter a valid password'] }],
    [
      'empty captcha',
      { reCaptchaResponse: '' },
      { reCaptchaResponse: ['Please verify you are not a robot'] },
    ],
    [
      'missing captcha',
      { reCaptchaResponse: undefined },
      { reCaptchaResponse: ['Please verify you are not a robot'] },
    ],
  ])('%s', (_name, override, expected) => {
    expect(fieldErrorsOf(SignUpInput, { ...validSignUp, ...override })).toEqual(expected);
  });

  it('accepts names and emails of exactly 50 characters', () => {
    const email = `${'a'.repeat(44)}@b.com`;
    expect(email).toHaveLength(50);
    const result = SignUpInput.safeParse({
      ...validSignUp,
      name: { first: 'a'.repeat(50), last: 'b' },
      email,
    });
    expect(result.success).toBe(true);
  });
});

describe('SignInInput', () => {
  it.each<[unknown, Record<string, string[]>]>([
    [{ email: 'a@b.dk', password: 'x' }, {}],
    [{ email: 'a@b.dk', password: 'x', exists: true }, {}],
    [{ email: 'nope', password: 'x' }, { email: ['Please enter your email address'] }],
    [{ email: 'a@b.dk', password: '' }, { password: ['Please enter your password'] }],
    [{}, { email: ['Please enter your email address'], password: ['Please enter your password'] }],
    [
      { email: 'a@b.dk', password: 'x', exists: 'yes' },
      { exists: ['Invalid input: expected boolean, received string'] },
    ],
  ])('%j → %j', (input, expected) => {
    expect(fieldErrorsOf(SignInInput, input)).toEqual(expected);
  });
});

describe('ForgotPasswordInput', () => {
  it.each<[unknown, Record<string, string[]>]>([
    [{ email: 'a@b.fi' }, {}],
    [{ email: '' }, { email: ['Please enter your email address'] }],
  ])('%j → %j', (input, expected) => {
    expect(fieldErrorsOf(ForgotPasswordInput, input)).toEqual(expected);
  });
});
