import { describe, expect, it } from 'vitest';
import { createSealer } from './sealed-value.ts';

const SECRET = 'a-secret-of-at-least-32-characters-long';

describe('createSealer', () => {
  it('opens what it sealed, and the sealed text does not show the payload', () => {
    const sealer = createSealer(SECRET, 'flow');
    const sealed = sealer.seal({ state: 'visible-state', n: 1 });
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('visible-state');
    expect(sealer.open(sealed)).toEqual({ state: 'visible-state', n: 1 });
    expect(sealer.seal({ a: 1 })).not.toBe(sealer.seal({ a: 1 }));
  });

  it('refuses values of another purpose or secret, tampered ones and garbage', () => {
    const sealed = createSealer(SECRET, 'flow').seal({ a: 1 });
    expect(createSealer(SECRET, 'token').open(sealed)).toBeNull();
    expect(createSealer(`${SECRET}x`, 'flow').open(sealed)).toBeNull();
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const value of [tampered, '', 'not base64!', 'abc', `${sealed}=`]) {
      expect(createSealer(SECRET, 'flow').open(value), value).toBeNull();
    }
  });
});
