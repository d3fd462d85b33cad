import { INVESTOR_CATEGORY_KEYS, type InvestorCategory } from '../site/site-config.schema.ts';

/**
 * The product's investor-name keywords (ANGEL, ANGELS, VENTURES): a word in an investor's name that
 * says its category, for names that come without one (imports), and accepted by the directory's
 * category filter as another name of that category (`?category=VENTURES` is `?category=vc`).
 * Zod-free: the directory's filter form may use it in the browser.
 */
export const INVESTOR_NAME_KEYWORDS: Readonly<Record<string, InvestorCategory>> = {
  ANGEL: 'angel',
  ANGELS: 'angel',
  VENTURES: 'vc',
};

/** The category a name's keyword says ("Lighthouse Angels Copenhagen" → angel), or null. */
export function classifyInvestorName(name: string): InvestorCategory | null {
  for (const word of name.toUpperCase().split(/[^\p{L}\p{N}]+/u)) {
    const category = INVESTOR_NAME_KEYWORDS[word];
    if (category) return category;
  }
  return null;
}

/** A category filter's value: a category key, or a keyword standing for one; null if neither. */
export function readCategoryFilter(value: string): InvestorCategory | null {
  const trimmed = value.trim();
  const key = INVESTOR_CATEGORY_KEYS.find((category) => category === trimmed.toLowerCase());
  return key ?? INVESTOR_NAME_KEYWORDS[trimmed.toUpperCase()] ?? null;
}
