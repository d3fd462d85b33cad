import { describe, expect, it } from 'vitest';
import { EngagementLogInput } from './engagement.schema.ts';

const GOOD = {
  profile: { type: 'company', id: 'kodkraft' },
  target: { type: 'investor', id: 'fjordline-ventures' },
  action: 'view',
};

describe('EngagementLogInput', () => {
  it.each([
    [GOOD],
    [{ ...GOOD, action: 'contact' }],
    [{ ...GOOD, profile: { type: 'investor', id: '0b9173fd-cd76-4947-89c5-a6b04ef7c1ad' } }],
    [{ ...GOOD, target: { type: 'company', id: 'mosegaard-analytics' } }],
  ])('takes %j', (body) => {
    expect(EngagementLogInput.parse(body)).toEqual(body);
  });

  it.each([
    ['no action', { profile: GOOD.profile, target: GOOD.target }, 'action'],
    ['another action', { ...GOOD, action: 'like' }, 'action'],
    ['a talent profile', { ...GOOD, profile: { type: 'applicant', id: 'me' } }, 'profile.type'],
    ['a path in the id', { ...GOOD, target: { type: 'investor', id: '../x' } }, 'target.id'],
    ['an empty id', { ...GOOD, target: { type: 'investor', id: ' ' } }, 'target.id'],
    ['a long id', { ...GOOD, target: { type: 'investor', id: 'x'.repeat(101) } }, 'target.id'],
    ['an unknown field', { ...GOOD, userId: 'someone' }, ''],
  ])('refuses %s', (_label, body, path) => {
    const result = EngagementLogInput.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});
