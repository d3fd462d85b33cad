import { describe, expect, it } from 'vitest';
import { suggestionsFromGroups } from './count-job-suggestions.ts';

const group = (
  country: string | null,
  isRemote: boolean,
  positionType: string,
  roles: string[],
  isPaid: boolean,
  total: number,
) => ({ country, isRemote, positionType, roles, isPaid, total });

const GROUPS = [
  group('DK', false, 'fulltime', ['backenddeveloper', 'devops'], true, 5),
  group('DK', true, 'internship', ['design'], false, 2),
  group('SE', false, 'fulltime', ['backenddeveloper'], true, 3),
  group(null, true, 'parttime', ['design'], true, 4),
];

describe('suggestionsFromGroups', () => {
  it('counts every group without filters', () => {
    expect(suggestionsFromGroups(GROUPS, {})).toEqual({
      jobPositionTypes: { fulltime: 8, internship: 2, parttime: 4 },
      jobRoles: { backenddeveloper: 8, devops: 5, design: 6 },
      remote: 6,
      paid: 12,
    });
  });

  it('leaves out each count its own filter: position types ignore the type chosen, roles the roles', () => {
    expect(
      suggestionsFromGroups(GROUPS, { country: ['DK'], positionTypes: ['fulltime'], roles: ['design'] }),
    ).toEqual({
      // DK and design, any type
      jobPositionTypes: { internship: 2 },
      // DK and fulltime, any role
      jobRoles: { backenddeveloper: 5, devops: 5 },
      // fulltime and design, anywhere
      remote: 0,
      // every filter
      paid: 0,
    });
  });

  it('REMOTE or remote=true count remote jobs as a location', () => {
    const remote = suggestionsFromGroups(GROUPS, { remote: true });
    expect(remote.jobPositionTypes).toEqual({ internship: 2, parttime: 4 });
    expect(remote.paid).toBe(4);
    expect(suggestionsFromGroups(GROUPS, { country: ['SE', 'REMOTE'] }).jobPositionTypes).toEqual({
      fulltime: 3,
      internship: 2,
      parttime: 4,
    });
  });

  it('stops counting at 1,000', () => {
    const many = [group('DK', false, 'fulltime', ['data'], true, 4_000)];
    expect(suggestionsFromGroups(many, {})).toEqual({
      jobPositionTypes: { fulltime: 1000 },
      jobRoles: { data: 1000 },
      remote: 0,
      paid: 1000,
    });
  });
});
