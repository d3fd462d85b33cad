import { eq, inArray } from 'drizzle-orm';
import type { PaymentProductKey, PriceView } from '#domain/pricing/payment.schema.ts';
import { findPriceForCountry, formatPrice } from '#domain/pricing/price-for-country.ts';
import { PRODUCT_DESCRIPTIONS } from '#domain/pricing/pricing-constants.ts';
import { computeIncludedVat, describeVatLine } from '#domain/pricing/vat.ts';
import type { Executor } from '../../db/client.ts';
import { prices, products } from '../../db/schema/index.ts';

export type PriceRow = { countryCode: string; amount: number; currency: string; vatRateBp: number };

export type ProductWithPrices = {
  key: PaymentProductKey;
  name: string;
  isEnabled: boolean;
  prices: PriceRow[];
};

/** The products with their whole price tables (a handful of rows each: read them all). */
export async function loadProductPrices(
  db: Executor,
  keys: readonly PaymentProductKey[],
): Promise<Map<PaymentProductKey, ProductWithPrices>> {
  const rows = await db
    .select({
      key: products.key,
      name: products.name,
      isEnabled: products.isEnabled,
      countryCode: prices.countryCode,
      amount: prices.amount,
      currency: prices.currency,
      vatRateBp: prices.vatRateBp,
    })
    .from(products)
    .leftJoin(prices, eq(prices.productId, products.id))
    .where(inArray(products.key, [...keys]));
  const byKey = new Map<PaymentProductKey, ProductWithPrices>();
  for (const row of rows) {
    const key = row.key as PaymentProductKey;
    let product = byKey.get(key);
    if (!product) {
      product = { key, name: row.name, isEnabled: row.isEnabled, prices: [] };
      byKey.set(key, product);
    }
    if (row.countryCode !== null && row.amount !== null && row.currency !== null) {
      product.prices.push({
        countryCode: row.countryCode,
        amount: row.amount,
        currency: row.currency,
        vatRateBp: row.vatRateBp ?? 0,
      });
    }
  }
  return byKey;
}

/**
 * The product's price for a country (its own row, else EU for a member state, else OTHER), or null
 * when the product is switched off or its table has no OTHER row to fall back on.
 */
export function pickPrice(
  product: ProductWithPrices | undefined,
  countryCode: string | null,
): PriceRow | null {
  if (!product?.isEnabled || product.prices.length === 0) return null;
  try {
    const chosen = findPriceForCountry(product.prices, countryCode);
    return product.prices.find((p) => p.countryCode === chosen.countryCode) ?? null;
  } catch {
    return null;
  }
}

export function toPriceView(product: ProductWithPrices, price: PriceRow): PriceView {
  return {
    productKey: product.key,
    productName: product.name,
    description: PRODUCT_DESCRIPTIONS[product.key],
    priceCountryCode: price.countryCode,
    amount: price.amount,
    currency: price.currency,
    vatRateBp: price.vatRateBp,
    vatAmount: computeIncludedVat(price.amount, price.vatRateBp),
    formattedAmount: formatPrice(price.amount, price.currency),
    vatLine: describeVatLine(price.amount, price.vatRateBp, price.currency),
  };
}
