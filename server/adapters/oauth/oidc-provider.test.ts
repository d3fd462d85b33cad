import { describe, expect, it } from 'vitest';
import { profileFromUserInfo } from './oidc-provider.ts';
import { NetworkRefusedError } from './professional-network.ts';

describe('profileFromUserInfo', () => {
  it('maps the standard claims LinkedIn answers with', () => {
    expect(
      profileFromUserInfo({
        sub: 'abc123',
        name: 'Sigrid Nordmann',
        given_name: 'Sigrid',
        family_name: 'Nordmann',
        email: ' Sigrid@Example.COM ',
        email_verified: true,
        picture: 'https://media.example/p.jpg',
        locale: { country: 'NO', language: 'nb' },
      }),
    ).toEqual({
      subject: 'abc123',
      email: 'sigrid@example.com',
      emailVerified: true,
      firstName: 'Sigrid',
      lastName: 'Nordmann',
      picture: 'https://media.example/p.jpg',
    });
  });

  it.each([
    [{ email_verified: 'true' }, true],
    [{ email_verified: false }, false],
    [{ email_verified: 'yes' }, false],
    [{}, false],
  ])('reads email_verified %j as %s', (claims, verified) => {
    expect(profileFromUserInfo({ sub: 's', email: 'a@b.c', ...claims }).emailVerified).toBe(verified);
  });

  it('splits the full name when the parts are missing, and allows a missing email', () => {
    expect(profileFromUserInfo({ sub: 's', name: 'Kari  Nordby Berg' })).toEqual({
      subject: 's',
      email: null,
      emailVerified: false,
      firstName: 'Kari',
      lastName: 'Nordby Berg',
    });
  });

  it('refuses an answer without a subject', () => {
    expect(() => profileFromUserInfo({ email: 'a@b.c' })).toThrow(NetworkRefusedError);
  });
});
