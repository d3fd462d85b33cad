import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ChangeEmailInput,
  ChangeNameInput,
  ChangePasswordInput,
  DeleteAccountInput,
} from './account.schema.ts';

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

describe('ChangeNameInput', () => {
  it('trims the names', () => {
    expect(ChangeNameInput.parse({ name: { first: ' Åsa ', last: ' Berg' } })).toEqual({
      name: { first: 'Åsa', last: 'Berg' },
    });
  });

  it.each<[string, unknown, Record<string, string[]>]>([
    ['50 characters', { name: { first: 'a'.repeat(50), last: 'b'.repeat(50) } }, {}],
    ['empty first', { name: { first: '', last: 'B' } }, { 'name.first': ['Please enter first name'] }],
    ['blank last', { name: { first: 'A', last: '  ' } }, { 'name.last': ['Please enter last name'] }],
    [
      '51 characters',
      { name: { first: 'a'.repeat(51), last: 'B' } },
      { 'name.first': ['Please enter first name'] },
    ],
    [
      'no name at all',
      {},
      { 'name.first': ['Please enter first name'], 'name.last': ['Please enter last name'] },
    ],
  ])('%s', (_label, input, expected) => {
    expect(fieldErrorsOf(ChangeNameInput, input)).toEqual(expected);
  });
});

describe('ChangeEmailInput', () => {
  it.each<[unknown, Record<string, string[]>]>([
    [{ email: ' new@example.dk ', password: 'anything' }, {}],
    [{ email: 'nope', password: 'x' }, { email: ['Please enter your email address'] }],
    [{ email: `${'a'.repeat(45)}@b.com`, password: 'x' }, { email: ['Please enter your email address'] }],
    [{ email: 'new@example.dk', password: '' }, { password: ['Please enter your password'] }],
    [{}, { email: ['Please enter your email address'], password: ['Please enter your password'] }],
  ])('%j → %j', (input, expected) => {
    expect(fieldErrorsOf(ChangeEmailInput, input)).toEqual(expected);
  });

  it('trims the email but never the password', () => {
    expect(ChangeEmailInput.parse({ email: ' a@b.se ', password: ' secret ' })).toEqual({
      email: 'a@b.se',
      password: ' secret ',
    });
  });
});

describe('ChangePasswordInput', () => {
  it.each<[unknown, Record<string, string[]>]>([
    [{ currentPassword: 'old', password: 'Passw0rd!' }, {}],
    [{ currentPassword: '', password: 'Passw0rd!' }, { currentPassword: ['Please enter your password'] }],
    [{ currentPassword: 'old', password: 'password' }, { password: ['Please enter a valid password'] }],
    [{ currentPassword: 'old', password: 'Ab1!' }, { password: ['Please enter a valid password'] }],
    [{}, { currentPassword: ['Please enter your password'], password: ['Please enter a valid password'] }],
  ])('%j → %j', (input, expected) => {
    expect(fieldErrorsOf(ChangePasswordInput, input)).toEqual(expected);
  });
});

describe('DeleteAccountInput', () => {
  it.each<[unknown, Record<string, string[]>]>([
    [{ password: 'x' }, {}],
    [{ password: '' }, { password: ['Please enter your password'] }],
    [{ password: 7 }, { password: ['Please enter your password'] }],
  ])('%j → %j', (input, expected) => {
    expect(fieldErrorsOf(DeleteAccountInput, input)).toEqual(expected);
  });
});
