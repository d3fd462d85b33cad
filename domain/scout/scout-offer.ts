/**
 * What Scout costs and promises, as data the pages (`/scout`, `/scout-terms`, hh-steps) all read, so
 * the offer and the terms can never disagree. The fee is a share of the hired person's salary, so it
 * needs no price table per country: nothing is charged at order time (docs/product.md, Scout).
 */

/** The fee for a successful hire: this share of the hired person's first-year gross base salary. */
export const SCOUT_FEE_PERCENT = 15;

/** Days within which the Scout team sends the first graded candidates of an order. */
export const SCOUT_FIRST_CANDIDATES_DAYS = 14;

/** A hire who leaves (or is let go) within this many months: Scout searches again without a new fee. */
export const SCOUT_REPLACEMENT_MONTHS = 3;

/** Invoices for a hire are payable within this many days. */
export const SCOUT_INVOICE_DAYS = 30;

export function describeScoutFee(): string {
  return `${SCOUT_FEE_PERCENT} % of the hired person's first-year gross base salary, only when you hire a Scout candidate`;
}

export type ScoutTermsSection = { heading: string; paragraphs: string[] };

/** The Scout terms (`/scout-terms`, `/headhunter-terms`): plain text, accepted on the last step. */
export const SCOUT_TERMS: readonly ScoutTermsSection[] = [
  {
    heading: '1. The service',
    paragraphs: [
      'Scout is a search for candidates run by the Nordhub Scout team for one of your live jobs. You order it in the startup portal with a role brief, the must-haves and the salary frame of the job.',
      `The Scout team reads your brief, searches its network and the market, and adds the candidates it recommends to the job's applicant pipeline, each graded from 1 (a long shot) to 5 (an exceptional match). We aim to send the first candidates within ${SCOUT_FIRST_CANDIDATES_DAYS} days.`,
      'While the order is open the job is shown among the featured jobs on Nordhub.',
    ],
  },
  {
    heading: '2. The fee',
    paragraphs: [
      'Ordering Scout is free. You pay nothing for the search, for the candidates you receive or for the ones you turn down.',
      `A fee is due only for a successful hire: when you move a candidate added by Scout to "Hired" in your pipeline, or hire a person Scout introduced to you for this job within 12 months of the introduction. The fee is ${SCOUT_FEE_PERCENT} % of that person's first-year gross base salary (without equity, bonus or benefits), plus VAT where it applies.`,
      `We invoice after the hire; the invoice is payable within ${SCOUT_INVOICE_DAYS} days.`,
    ],
  },
  {
    heading: '3. Replacement',
    paragraphs: [
      `If the person you hired through Scout leaves, or you end the employment, within ${SCOUT_REPLACEMENT_MONTHS} months of the start date, Scout searches again for the same role without a new fee.`,
    ],
  },
  {
    heading: '4. Your part',
    paragraphs: [
      'Keep the brief, the must-haves and the salary frame true to the job, and move Scout candidates through your pipeline as you do with any applicant, so both the candidates and the Scout team know where they stand.',
      'Tell us when you fill the job another way or stop hiring for it: we then close the order.',
    ],
  },
  {
    heading: '5. Candidates and personal data',
    paragraphs: [
      "Scout candidates agreed to be introduced for your job. Use their details only to assess them for this role, and follow Nordhub's privacy rules: applications you reject are anonymised 24 months after the decision.",
    ],
  },
  {
    heading: '6. Ending an order',
    paragraphs: [
      'You or the Scout team can close an order at any time. Closing ends the search and the featured listing; a fee for a hire of a Scout candidate already introduced remains due.',
    ],
  },
];
