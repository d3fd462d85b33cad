import { and, eq } from 'drizzle-orm';
import {
  type AdminProduct,
  checkPriceAmount,
  PRICE_REGION_CURRENCIES,
  type PriceRegionCode,
} from '#domain/admin/admin-products.schema.ts';
import { AppError } from '#domain/errors.ts';
import { formatPrice } from '#domain/pricing/price-for-country.ts';
import { PRICE_REGIONS } from '#domain/pricing/pricing-constants.ts';
import { DEFAULT_VAT_RATES_BP, formatVatRate } from '#domain/pricing/vat.ts';
import { prices, products } from '../../db/schema/index.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import type { ServiceDeps } from '../deps.ts';
import { forgetSiteSettings } from './forget-site-settings.ts';
import { hasPriceTable, readAdminProducts } from './list-admin-products.ts';
import { runSiteAdminAction } from './run-admin-action.ts';

export type PriceChange = {
  /** Minor units, VAT included. */
  amount: number;
  /** Basis points; the row's own (or the country's default) when left out. */
  vatRateBp?: number | undefined;
  /** Must be the row's currency when given (each row has exactly one: `PRICE_REGION_CURRENCIES`). */
  currency?: string | undefined;
};

/**
 * Sets one row of a product's price table (`site.configure`, audited as `price.update`); a row the
 * table lacks is added. Refused with a message beside the field, changing nothing: a product that
 * does not exist or has no price table (HEADHUNTER), a price of zero or below (or ISK in fractions
 * of a króna), and a currency other than the row's. New checkouts charge the new price; payments
 * already made keep theirs (the checkout copies it). Visitors see it within a minute
 * (forget-site-settings.ts).
 */
export async function setPrice(
  deps: ServiceDeps,
  who: ActorOrUserId,
  productKey: string,
  countryCode: PriceRegionCode,
  change: PriceChange,
): Promise<AdminProduct> {
  const updated = await runSiteAdminAction(deps, who, 'site.configure', async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.key, productKey)).for('update');
    if (!product) {
      const message = `There is no product ${productKey}`;
      throw new AppError('VALIDATION', message, { productKey: [message] });
    }
    if (!hasPriceTable(product.key)) {
      const message = `${product.name} (${product.key}) is not sold at a price`;
      throw new AppError('VALIDATION', message, { productKey: [message] });
    }
    const region = PRICE_REGIONS.find((item) => item.value === countryCode);
    const currency = PRICE_REGION_CURRENCIES[countryCode];
    const fieldErrors: Record<string, string[]> = {};
    if (change.currency !== undefined && change.currency !== currency) {
      fieldErrors.currency = [`Prices for ${region?.text ?? countryCode} are in ${currency}`];
    }
    const amountProblem = checkPriceAmount(change.amount, currency);
    if (amountProblem) fieldErrors.amount = [amountProblem];
    if (Object.keys(fieldErrors).length > 0) {
      throw new AppError('VALIDATION', 'Please correct the fields marked below', fieldErrors);
    }
    const [before] = await tx
      .select()
      .from(prices)
      .where(and(eq(prices.productId, product.id), eq(prices.countryCode, countryCode)))
      .for('update');
    const vatRateBp = change.vatRateBp ?? before?.vatRateBp ?? DEFAULT_VAT_RATES_BP[countryCode] ?? 0;
    if (before) {
      await tx
        .update(prices)
        .set({ amount: change.amount, currency, vatRateBp })
        .where(eq(prices.id, before.id));
    } else {
      await tx
        .insert(prices)
        .values({ productId: product.id, countryCode, amount: change.amount, currency, vatRateBp });
    }
    const result = (await readAdminProducts(tx)).find((item) => item.key === product.key);
    if (!result) throw new Error(`product ${product.key} vanished`);
    const describe = (row: { amount: number; currency: string; vatRateBp: number }) => ({
      amount: row.amount,
      currency: row.currency,
      vatRateBp: row.vatRateBp,
      price: `${formatPrice(row.amount, row.currency)} (VAT ${formatVatRate(row.vatRateBp)})`,
    });
    return {
      result,
      audit: {
        action: 'price.update',
        objectType: 'price',
        objectId: `${product.key}:${countryCode}`,
        objectLabel: `${product.name} · ${region?.text ?? countryCode}`,
        before: before ? describe(before) : null,
        after: describe({ amount: change.amount, currency, vatRateBp }),
      },
    };
  });
  forgetSiteSettings(deps);
  return updated;
}
