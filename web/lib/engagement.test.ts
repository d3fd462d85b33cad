import { describe, expect, it } from 'vitest';
import type { ProfileEntry } from '#domain/users/user.schema.ts';
import { actingProfile } from './engagement.ts';

function entry(type: ProfileEntry['type'], key: string): ProfileEntry {
  return {
    type,
    id: type === 'applicant' ? 'applicant' : `${type}:${key}`,
    key,
    name: key,
    typeLabel: type,
    link: '/',
    imageLink: null,
    description: '',
    isDraft: false,
  };
}

describe('actingProfile', () => {
  it.each([
    [entry('company', 'kodkraft'), { type: 'company', id: 'kodkraft' }],
    [entry('investor', 'fjordline-ventures'), { type: 'investor', id: 'fjordline-ventures' }],
    // A talent, someone without a chosen profile and a visitor log nothing.
    [entry('applicant', 'applicant'), null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (selected, expected) => {
    expect(actingProfile(selected)).toEqual(expected);
  });
});
