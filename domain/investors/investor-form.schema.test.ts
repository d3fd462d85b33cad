import { describe, expect, it } from 'vitest';
import { checkInvestorPublishing, PUBLISH_INTRO_MESSAGE } from './investor-form.schema.ts';

describe('checkInvestorPublishing', () => {
  const missing = { intro: [PUBLISH_INTRO_MESSAGE] };
  it.each([
    ['a draft saved without an introduction', '', { isPublishing: false, isPublished: false }, {}],
    ['a draft published without an introduction', '', { isPublishing: true, isPublished: false }, missing],
    [
      'a published investor saved without an introduction',
      '',
      { isPublishing: false, isPublished: true },
      missing,
    ],
    [
      'a published investor saved with a blank introduction',
      '  \n ',
      { isPublishing: false, isPublished: true },
      missing,
    ],
    [
      'a published investor saved with an introduction',
      'We back founders.',
      { isPublishing: false, isPublished: true },
      {},
    ],
    [
      'a draft published with an introduction',
      'We back founders.',
      { isPublishing: true, isPublished: false },
      {},
    ],
  ])('%s', (_case, intro, options, expected) => {
    expect(checkInvestorPublishing({ intro }, options)).toEqual(expected);
  });
});
