import { z } from 'zod';
import { parseMajorAmount } from '../pricing/parse-amount.ts';
import { DEFAULT_PLAN_PRICES } from '../pricing/price-for-country.ts';
import { PRICE_REGIONS } from '../pricing/pricing-constants.ts';

/**
 * The back office's Products and prices section (issue 32): the site's products switched on and
 * off (HEADHUNTER is Scout), and the per-country price table of the products sold at a price.
 */

/** The price table's rows: a Nordic country, another EU country, anywhere else. */
export const PRICE_REGION_CODES = PRICE_REGIONS.map((region) => region.value);
export type PriceRegionCode = (typeof PRICE_REGIONS)[number]['value'];

/**
 * The one currency each row is charged in (the seeded table's): a price is refused in another, since
 * the site shows a visitor the currency of their country's row and the receipts follow it.
 */
export const PRICE_REGION_CURRENCIES = Object.fromEntries(
  DEFAULT_PLAN_PRICES.map((price) => [price.countryCode, price.currency]),
) as Record<PriceRegionCode, string>;

/** The highest price the table takes (minor units): 10 million of the currency. */
export const MAX_PRICE_AMOUNT = 1_000_000_000;
/** The highest VAT rate (basis points): 50 %. */
export const MAX_VAT_RATE_BP = 5_000;

export const PRICE_ABOVE_ZERO = 'A price must be above zero';

/** Why an amount cannot be a price in `currency`, or null. */
export function checkPriceAmount(amount: number, currency: string): string | null {
  if (!Number.isInteger(amount)) return 'Expected an amount in minor units (1/100 of the currency)';
  if (amount <= 0) return PRICE_ABOVE_ZERO;
  if (amount > MAX_PRICE_AMOUNT) return 'That price is too high';
  // Card providers charge ISK in whole krónur only (server/adapters/payments/stripe-amount.ts).
  if (currency === 'ISK' && amount % 100 !== 0) return 'ISK prices are whole krónur';
  return null;
}

export const AdminPriceRow = z.object({
  countryCode: z.string(),
  /** 'Denmark', 'Another EU country' */
  regionName: z.string(),
  /** Null: the table has no row for it yet (saving one adds it). */
  amount: z.number().int().nullable(),
  currency: z.string(),
  vatRateBp: z.number().int().nullable(),
  /** '599 DKK', or null without a row. */
  formattedAmount: z.string().nullable(),
});
export type AdminPriceRow = z.infer<typeof AdminPriceRow>;

export const AdminProduct = z.object({
  key: z.string(),
  name: z.string(),
  isEnabled: z.boolean(),
  /** Sold through the checkout at a per-country price (the plan, the boost); HEADHUNTER has none. */
  hasPrices: z.boolean(),
  prices: z.array(AdminPriceRow),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

export const AdminProducts = z.object({ products: z.array(AdminProduct) });
export type AdminProducts = z.infer<typeof AdminProducts>;

const PRODUCT_KEY = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z][A-Z0-9_]{0,39}$/, 'Expected a product code such as HEADHUNTER');

export const AdminProductParams = z.object({ key: PRODUCT_KEY });

/** `PUT /api/admin/products/{key}` */
export const AdminProductUpdate = z.object({
  isEnabled: z
    .boolean('Expected true or false')
    .describe('On: sold and shown on the site; off: gone for visitors'),
});
export type AdminProductUpdate = z.infer<typeof AdminProductUpdate>;

export const AdminPriceParams = z.object({
  productKey: PRODUCT_KEY,
  countryCode: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.enum(PRICE_REGION_CODES as [PriceRegionCode, ...PriceRegionCode[]], {
      message: `Expected one of ${PRICE_REGION_CODES.join(', ')}`,
    }),
  ),
});

/** `PUT /api/admin/prices/{productKey}/{countryCode}`: the row's price, VAT included. */
export const AdminPriceUpdate = z.object({
  amount: z
    .number('Expected an amount in minor units (1/100 of the currency)')
    .int('Expected an amount in minor units (1/100 of the currency)')
    .min(1, PRICE_ABOVE_ZERO)
    .max(MAX_PRICE_AMOUNT, 'That price is too high')
    .describe('Minor units (1/100 of the currency), VAT included: 59900 is 599.00'),
  vatRateBp: z
    .number('Expected a VAT rate in basis points')
    .int('Expected a VAT rate in basis points')
    .min(0, 'A VAT rate cannot be below zero')
    .max(MAX_VAT_RATE_BP, 'At most 50%')
    .optional()
    .describe('VAT included in the amount, in basis points (2500 = 25 %); unchanged when left out'),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .optional()
    .describe("The row's currency (each row has exactly one); refused when it is another"),
});
export type AdminPriceUpdate = z.infer<typeof AdminPriceUpdate>;

/** The page's price form: amount in major units and VAT in percent, as typed. */
export const AdminPriceForm = z.object({
  amount: z.string('Enter a price such as 599.00').transform((text, context) => {
    const minor = parseMajorAmount(text);
    if (minor === null) {
      context.addIssue({ code: 'custom', message: 'Enter a price such as 599.00' });
      return z.NEVER;
    }
    if (minor <= 0) {
      context.addIssue({ code: 'custom', message: PRICE_ABOVE_ZERO });
      return z.NEVER;
    }
    return minor;
  }),
  vatRate: z.string('Enter a VAT rate such as 25').transform((text, context) => {
    const basisPoints = parseMajorAmount(text);
    if (basisPoints === null) {
      context.addIssue({ code: 'custom', message: 'Enter a VAT rate such as 25 or 25.5' });
      return z.NEVER;
    }
    if (basisPoints < 0) {
      context.addIssue({ code: 'custom', message: 'A VAT rate cannot be below zero' });
      return z.NEVER;
    }
    if (basisPoints > MAX_VAT_RATE_BP) {
      context.addIssue({ code: 'custom', message: 'At most 50%' });
      return z.NEVER;
    }
    return basisPoints;
  }),
});
