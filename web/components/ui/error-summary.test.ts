import { describe, expect, it } from 'vitest';
import { errorSummaryItems, errorSummaryTitle } from './error-summary.tsx';

describe('errorSummaryItems', () => {
  it('lists one error per field in the form’s order, unknown fields last in the answer’s order', () => {
    const items = errorSummaryItems(
      { roles: 'Choose a role', extra: 'Extra', title: 'Enter a title', description: 'Describe it' },
      ['title', 'description', 'roles'],
    );
    expect(items).toEqual([
      { field: 'title', message: 'Enter a title' },
      { field: 'description', message: 'Describe it' },
      { field: 'roles', message: 'Choose a role' },
      { field: 'extra', message: 'Extra' },
    ]);
  });

  it('counts item errors of a list as the list’s, and ranks row fields with their group', () => {
    const items = errorSummaryItems(
      {
        'team.0.name': 'Name the person',
        'industries.2': 'Unknown industry',
        'industries.4': 'Another',
        name: 'Name',
      },
      ['name', 'industries', 'team'],
    );
    expect(items).toEqual([
      { field: 'name', message: 'Name' },
      { field: 'industries', message: 'Unknown industry' },
      { field: 'team.0.name', message: 'Name the person' },
    ]);
  });

  it('leaves out the general error key', () => {
    expect(errorSummaryItems({ _: 'Something' })).toEqual([]);
  });
});

describe('errorSummaryTitle', () => {
  it.each([
    [1, 'Please correct 1 error'],
    [4, 'Please correct 4 errors'],
  ])('%i → %s', (count, title) => {
    expect(errorSummaryTitle(count)).toBe(title);
  });
});
