import { describe, expect, it } from 'vitest';
import { DealInput, DealProposalInput } from './deal.schema.ts';
import { dealCategoryLabel } from './deal-constants.ts';

const VALID = {
  key: 'cloud-credits',
  type: 'EXTENDED',
  category: 'cloud-hosting',
  title: 'Cloud credits',
  partnerName: 'Cloudberry',
  summary: 'Credits for servers',
  code: 'NORDHUB',
};

describe('DealInput', () => {
  it.each([
    ['a valid code deal', {}, null],
    ['a link instead of a code', { code: '', url: 'https://partner.example.com/x' }, null],
    ['a download (its document is the service’s check)', { type: 'DOWNLOAD', code: '' }, null],
    ['neither code nor link', { code: '' }, 'code'],
    ['a javascript: link', { url: 'javascript:alert(1)' }, 'url'],
    ['a key with capitals', { key: 'Cloud Credits' }, 'key'],
    ['a one-letter key', { key: 'a' }, 'key'],
    ['an unknown category', { category: 'space' }, 'category'],
    ['a blank title', { title: '  ' }, 'title'],
    ['an unknown type', { type: 'COUPON' }, 'type'],
  ])('%s', (_label, change, field) => {
    const parsed = DealInput.safeParse({ ...VALID, ...change });
    if (field === null) {
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    } else {
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
    }
  });

  it('reads the posted form: blank optional fields are null, the box ticked or not, the sort as a number', () => {
    const parsed = DealInput.parse({ ...VALID, url: '', image: '', sort: '4', isPublished: 'on' });
    expect(parsed).toMatchObject({ url: null, image: null, sort: 4, isPublished: true, description: '' });
    expect(DealInput.parse(VALID).isPublished).toBe(false);
  });
});

describe('DealProposalInput', () => {
  it.each([
    [
      { title: 'Free months', category: 'productivity', description: 'Sign up', contactEmail: 'A@B.example' },
      true,
    ],
    [{ title: '', category: 'productivity', description: 'Sign up', contactEmail: 'a@b.example' }, false],
    [{ title: 'X', category: 'productivity', description: 'Sign up', contactEmail: 'not an email' }, false],
  ])('%j → %s', (input, ok) => {
    expect(DealProposalInput.safeParse(input).success).toBe(ok);
  });
});

describe('dealCategoryLabel', () => {
  it.each([
    ['cloud-hosting', 'Cloud & hosting'],
    ['finance-legal', 'Finance & legal'],
    ['unknown', 'unknown'],
  ])('%s → %s', (value, label) => {
    expect(dealCategoryLabel(value)).toBe(label);
  });
});
