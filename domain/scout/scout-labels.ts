/**
 * Scout's words for pages (zod-free: the browser bundles import these without building schemas,
 * whose first use would probe for `eval`, which our Content-Security-Policy forbids).
 */

/** The site product that switches Scout on (its pages answer 404 without it). */
export const SCOUT_PRODUCT_KEY = 'HEADHUNTER';

export const SCOUT_ORDER_STATUSES = ['open', 'hired', 'closed'] as const;
export type ScoutOrderStatusValue = (typeof SCOUT_ORDER_STATUSES)[number];

export const SCOUT_ORDER_STATUS_LABELS: Record<ScoutOrderStatusValue, string> = {
  open: 'Searching',
  hired: 'Successful hire',
  closed: 'Closed',
};

export const SCOUT_GRADES = [1, 2, 3, 4, 5] as const;

/** What the grades mean, for the form and the pipeline card. */
export const SCOUT_GRADE_LABELS: Record<(typeof SCOUT_GRADES)[number], string> = {
  1: '1 – a long shot',
  2: '2 – worth a look',
  3: '3 – a good match',
  4: '4 – a strong match',
  5: '5 – an exceptional match',
};
