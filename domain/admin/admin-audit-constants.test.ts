import { describe, expect, it } from 'vitest';
import { auditChanges, formatAuditValue } from './admin-audit-constants.ts';

describe('auditChanges', () => {
  it.each([
    [
      { status: 'PUBLISHED' },
      { status: 'DRAFT' },
      [{ field: 'status', before: 'PUBLISHED', after: 'DRAFT' }],
    ],
    [
      { main: true, impact: false },
      { main: true, impact: true },
      [{ field: 'impact', before: false, after: true }],
    ],
    [null, { applicationId: 'a1' }, [{ field: 'applicationId', before: undefined, after: 'a1' }]],
    [{ reason: 'x' }, null, [{ field: 'reason', before: 'x', after: undefined }]],
    [{ tags: ['a', 'b'] }, { tags: ['a', 'b'] }, []],
    [null, null, []],
  ])('%j → %j', (before, after, expected) => {
    expect(auditChanges(before, after)).toEqual(expected);
  });
});

describe('formatAuditValue', () => {
  it.each([
    ['DRAFT', 'DRAFT'],
    [true, 'true'],
    [4, '4'],
    [{ main: true }, '{"main":true}'],
    [null, '–'],
    [undefined, '–'],
  ])('%j → %s', (value, expected) => {
    expect(formatAuditValue(value)).toBe(expected);
  });
});
