import { describe, expect, it } from 'vitest';
import { formatLocationPreview } from './format-location-preview.ts';

type Location = { locality: string | null; country: string | null; address: string | null };
const none: Location = { locality: null, country: null, address: null };

describe('formatLocationPreview', () => {
  it.each<[string, boolean, Location, string]>([
    [
      'remote wins over everything',
      true,
      { locality: 'Oslo', country: 'NO', address: 'Storgata 1' },
      'Remote',
    ],
    ['remote without location', true, none, 'Remote'],
    [
      'locality and country code',
      false,
      { ...none, locality: 'Copenhagen', country: 'DK' },
      'Copenhagen, Denmark',
    ],
    ['lower-case country code', false, { ...none, locality: 'Malmö', country: 'se' }, 'Malmö, Sweden'],
    [
      'unknown country falls back to raw value',
      false,
      { ...none, locality: 'Berlin', country: 'DE' },
      'Berlin, DE',
    ],
    [
      'country given as a name',
      false,
      { ...none, locality: 'Reykjavik', country: 'Iceland' },
      'Reykjavik, Iceland',
    ],
    ['locality only', false, { ...none, locality: 'Helsinki' }, 'Helsinki'],
    ['locality trimmed', false, { ...none, locality: '  Aarhus ' }, 'Aarhus'],
    ['blank country ignored', false, { ...none, locality: 'Bergen', country: '  ' }, 'Bergen'],
    [
      'address first part',
      false,
      { ...none, country: 'DK', address: ' Vesterbrogade 1 , 1620 København V, Denmark' },
      'Vesterbrogade 1',
    ],
    ['address without comma', false, { ...none, address: 'Kungsgatan 5' }, 'Kungsgatan 5'],
    [
      'blank locality falls through to address',
      false,
      { ...none, locality: ' ', address: 'Main St 1, X' },
      'Main St 1',
    ],
    ['country alone is not shown', false, { ...none, country: 'FI' }, ''],
    ['nothing', false, none, ''],
  ])('%s', (_name, isRemote, location, expected) => {
    expect(formatLocationPreview({ isRemote, location })).toBe(expected);
  });
});
