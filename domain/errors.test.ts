import { describe, expect, it } from 'vitest';
import { AppError, isAppError } from './errors.ts';

describe('AppError', () => {
  it('maps codes to HTTP statuses', () => {
    expect(new AppError('VALIDATION', 'bad').status).toBe(422);
    expect(new AppError('NOT_FOUND', 'gone').status).toBe(404);
    expect(new AppError('E_ACCOUNT_EXISTS', 'taken').status).toBe(409);
  });

  it.each([
    [new AppError('NOT_FOUND', 'x'), undefined, true],
    [new AppError('NOT_FOUND', 'x'), 'NOT_FOUND', true],
    [new AppError('VALIDATION', 'x'), 'NOT_FOUND', false],
    // A copy of the class from another bundle: same shape, different constructor.
    [Object.assign(new Error('x'), { name: 'AppError', code: 'NOT_FOUND' }), 'NOT_FOUND', true],
    [new Error('x'), undefined, false],
    [null, undefined, false],
    ['NOT_FOUND', undefined, false],
  ] as const)('recognises %o (code %s) → %s', (error, code, expected) => {
    expect(isAppError(error, code)).toBe(expected);
  });
});
