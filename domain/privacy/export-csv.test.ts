import { describe, expect, it } from 'vitest';
import { csvCell, toExportCsv, toExportRows } from './export-csv.ts';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+45 12 34 56 78', "'+45 12 34 56 78"],
    ['-1', "'-1"],
    ['@sum', "'@sum"],
    ['', ''],
  ])('%j is written %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('toExportRows', () => {
  it('gives a section per top-level key, an item per list entry and dotted fields', () => {
    expect(
      toExportRows({
        account: { email: 'a@example.com', name: { first: 'Ada' } },
        applications: [{ job: 'Dev', events: [{ status: 'Applied' }, { status: 'In review' }] }],
        savedJobs: [],
        talentProfile: null,
      }),
    ).toEqual([
      ['account', '', 'email', 'a@example.com'],
      ['account', '', 'name.first', 'Ada'],
      ['applications', '1', 'job', 'Dev'],
      ['applications', '1', 'events.1.status', 'Applied'],
      ['applications', '1', 'events.2.status', 'In review'],
      ['savedJobs', '', '', ''],
      ['talentProfile', '', '', ''],
    ]);
  });

  it('writes numbers, booleans and nulls as text', () => {
    expect(toExportRows({ s: [{ n: 3, b: false, x: null }] })).toEqual([
      ['s', '1', 'n', '3'],
      ['s', '1', 'b', 'false'],
      ['s', '1', 'x', ''],
    ]);
  });
});

describe('toExportCsv', () => {
  it('starts with the header and ends lines with CRLF', () => {
    expect(toExportCsv({ account: { email: 'a@example.com' } })).toBe(
      'section,item,field,value\r\naccount,,email,a@example.com\r\n',
    );
  });
});
