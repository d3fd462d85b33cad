import { describe, expect, it } from 'vitest';
import { isValidPassword } from './password-rule.ts';

describe('isValidPassword', () => {
  it.each([
    ['Passw0rd!', true],
    ['Abcdef1!', true],
    ['Æblegrød1#', true],
    ['HELLO123 ', true],
    ['Sommer2026😀', true],
    ['Abcde1!', false],
    ['', false],
    ['password1!', false],
    ['Password!!', false],
    ['Password12', false],
    ['PASSWORD1', false],
    ['        ', false],
    ['Ab1!😀😀', false],
  ])('%j → %s', (password, expected) => {
    expect(isValidPassword(password)).toBe(expected);
  });
});
