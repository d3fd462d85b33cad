import type { SiteConfigLists } from '../site/site-config.schema.ts';

/**
 * The site configuration's lists the funding pages choose from and label codes with (categories,
 * stages, industries, ranges, markets, countries, SDGs): pages never show a raw code such as
 * 'series-a'. Zod-free, for browser bundles.
 */
export type Choice = { value: string; text: string };

export type FundingChoices = {
  categories: Choice[];
  stages: Choice[];
  industries: Choice[];
  investmentRanges: Choice[];
  markets: Choice[];
  countries: Choice[];
  sdgs: { value: number; text: string }[];
};

export function fundingChoicesFromConfig(
  lists: Pick<SiteConfigLists, 'site' | 'industries' | 'sdgs' | 'company' | 'investor'>,
): FundingChoices {
  return {
    categories: lists.investor.categories,
    stages: lists.company.stages,
    industries: lists.industries,
    investmentRanges: lists.investor.investmentRanges,
    markets: lists.investor.markets,
    countries: lists.site.countries,
    sdgs: lists.sdgs,
  };
}

/** The label of a code in a list, or the code itself when the list no longer has it. */
export function choiceLabel(
  list: readonly { value: string | number; text: string }[],
  code: string | number,
) {
  return list.find((choice) => choice.value === code)?.text ?? String(code);
}

export function choiceLabels(
  list: readonly { value: string | number; text: string }[],
  codes: readonly (string | number)[],
): string[] {
  return codes.map((code) => choiceLabel(list, code));
}

/** A ticket size for people: one range's label, or the smallest and the largest joined by a dash. */
export function rangeLabel(
  ranges: readonly { value: string; text: string }[],
  range: { min: string; max: string } | null,
): string | null {
  if (!range) return null;
  if (range.min === range.max) return choiceLabel(ranges, range.min);
  return `${choiceLabel(ranges, range.min)} – ${choiceLabel(ranges, range.max)}`;
}
