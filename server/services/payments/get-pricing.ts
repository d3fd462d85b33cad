import { isAppError } from '#domain/errors.ts';
import { DEFAULT_COUNTRY_CODE } from '#domain/location/countries.ts';
import type { Pricing, PricingSource } from '#domain/pricing/payment.schema.ts';
import { BOOST_PRODUCT_KEY, PLAN_PRODUCT_KEY } from '#domain/pricing/pricing-constants.ts';
import type { WebhookHeaders } from '../../adapters/payments/payment-provider.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';
import { detectCountry } from '../site/detect-country.ts';
import { loadProductPrices, pickPrice, toPriceView } from './product-prices.ts';

/** The plan's and the boost's price for a country (a code, EU or OTHER), VAT included. */
export async function getPricing(
  deps: ServiceDeps,
  countryCode: string | null,
  source: PricingSource = 'query',
): Promise<Pricing> {
  const code = (countryCode ?? DEFAULT_COUNTRY_CODE).trim().toUpperCase() || DEFAULT_COUNTRY_CODE;
  const table = await loadProductPrices(deps.db, [PLAN_PRODUCT_KEY, BOOST_PRODUCT_KEY]);
  const view = (key: typeof PLAN_PRODUCT_KEY | typeof BOOST_PRODUCT_KEY) => {
    const product = table.get(key);
    const price = pickPrice(product, code);
    return product && price ? toPriceView(product, price) : null;
  };
  return { countryCode: code, source, plan: view(PLAN_PRODUCT_KEY), boost: view(BOOST_PRODUCT_KEY) };
}

export type VisitorPricingInput = {
  /** A country the visitor picked (the pricing page's selector, `?country=`); wins when given. */
  countryCode?: string | null;
  userId: string | null;
  /** The startup profile the visitor has selected, if any: its country sets the currency. */
  companyKey: string | null;
  headers: WebhookHeaders;
  /** The trusted proxy's country header (env COUNTRY_HEADER); unset: not behind one. */
  countryHeader?: string | undefined;
};

/**
 * Prices as a visitor should see them (docs/product.md, Plans and pricing): in the currency of the selected startup
 * profile's country, else of the visitor's detected country, else DK.
 */
export async function getPricingForVisitor(deps: ServiceDeps, input: VisitorPricingInput): Promise<Pricing> {
  if (input.countryCode) return getPricing(deps, input.countryCode, 'query');
  if (input.userId && input.companyKey) {
    try {
      const company = await requireProfileMember(deps, input.userId, 'company', input.companyKey);
      if (company.countryCode) return getPricing(deps, company.countryCode, 'startup');
    } catch (error) {
      // A profile that is not (or no longer) the user's: priced like any visitor.
      if (!isAppError(error, 'NOT_FOUND')) throw error;
    }
  }
  const header = input.countryHeader?.trim().toLowerCase();
  const detected = detectCountry({ headers: input.headers, countryHeader: header });
  const raw = header ? input.headers[header] : undefined;
  const sent = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  return getPricing(deps, detected, sent === detected ? 'ip' : 'default');
}

/** The prices a startup pays (its country's rows): members and admins only, NOT_FOUND otherwise. */
export async function getStartupPricing(
  deps: ServiceDeps,
  userId: string,
  companyKey: string,
): Promise<Pricing> {
  const company = await requireProfileMember(deps, userId, 'company', companyKey);
  return company.countryCode
    ? getPricing(deps, company.countryCode, 'startup')
    : getPricing(deps, null, 'default');
}
