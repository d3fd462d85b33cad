import { describe, expect, it } from 'vitest';
import { CreateInvestorInput } from './investor-form.schema.ts';

describe('CreateInvestorInput', () => {
  it('reads a name, a category and a website', () => {
    expect(
      CreateInvestorInput.parse({ name: ' Skerry Capital ', category: 'vc', website: 'skerry.example' }),
    ).toEqual({
      name: 'Skerry Capital',
      category: 'vc',
      website: 'http://skerry.example',
    });
  });
  it('refuses an unknown category', () => {
    expect(CreateInvestorInput.safeParse({ name: 'Skerry', category: 'bank' }).success).toBe(false);
  });
});
