import { eq } from 'drizzle-orm';
import { DEFAULT_COUNTRY_CODE } from '#domain/location/countries.ts';
import { listCountryOptions } from '#domain/location/country-filters.ts';
import {
  type CountryPrice,
  findPriceForCountry,
  OTHER_PRICE_CODE,
} from '#domain/pricing/price-for-country.ts';
import {
  type DetectedCountryCode,
  type SiteConfig,
  type SiteConfigBase,
  type SiteConfigListKey,
  SiteConfigLists,
} from '#domain/site/site-config.schema.ts';
import {
  DEFAULT_CURRENCY,
  DEFAULT_SITE_CONFIG_LISTS,
  SITE_CONFIG_CACHE_SECONDS,
  SITE_CONFIG_SETTINGS_KEY,
  SITE_CONFIG_VERSION,
} from '#domain/site/site-config-defaults.ts';
import { prices, products, siteSettings } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { getSiteProducts } from './get-site-products.ts';

export type SiteConfigInput = { ipCountryCode: DetectedCountryCode };

/** The product whose price table decides the currency a visitor sees (the startup plan). */
const PLAN_PRODUCT_KEY = 'PLAN_YEARLY';
const CACHE_MS = SITE_CONFIG_CACHE_SECONDS * 1000;

/** What the database contributes, the same for every visitor. */
type DatabasePart = { lists: SiteConfigLists; prices: CountryPrice[] };

// Per database instance, so tests with their own database never see each other's settings. The
// promise is cached, so a burst of requests after expiry runs the queries once.
const cache = new WeakMap<object, { value: Promise<DatabasePart>; expiresAt: number; generation: number }>();

/**
 * The full site configuration (docs/product.md, Data): the lists (defaults merged with the admin's `site_settings`
 * row `config`), the enabled products, and the visitor's country and currency. The database part is
 * up to 60 s old (docs/product.md, Constants); the products follow `getSiteProducts`' own 60 s cache.
 */
export async function getSiteConfig(deps: ServiceDeps, input: SiteConfigInput): Promise<SiteConfig> {
  const [part, productKeys] = await Promise.all([loadDatabasePart(deps), getSiteProducts(deps)]);
  return {
    ...part.lists,
    version: SITE_CONFIG_VERSION,
    defaultCountryCode: DEFAULT_COUNTRY_CODE,
    products: productKeys,
    site: {
      currency: findCurrency(part.prices, input.ipCountryCode),
      countries: part.lists.site.countries,
      ipDetectedCountryCode: input.ipCountryCode,
    },
  };
}

/** The part of the configuration the header and footer need on every page (see `SiteConfigBase`). */
export async function getSiteConfigBase(deps: ServiceDeps, input: SiteConfigInput): Promise<SiteConfigBase> {
  const config = await getSiteConfig(deps, input);
  return {
    version: config.version,
    defaultCountryCode: config.defaultCountryCode,
    products: config.products,
    site: config.site,
    job: { roles: config.job.roles, positionTypes: config.job.positionTypes },
  };
}

/** For the admin's save of the configuration or prices: the next request reads the database again. */
export function clearSiteConfigCache(deps: Pick<ServiceDeps, 'db'>): void {
  cache.delete(deps.db);
}

function loadDatabasePart(deps: ServiceDeps): Promise<DatabasePart> {
  const now = deps.now().getTime();
  const cached = cache.get(deps.db);
  // Prices and settings an admin saved reach every process with the next write it hears of.
  const generation = deps.publicGeneration?.() ?? 0;
  if (cached && cached.expiresAt > now && cached.generation === generation) return cached.value;
  const value = readDatabasePart(deps);
  cache.set(deps.db, { value, expiresAt: now + CACHE_MS, generation });
  // A failed read must not be served for a minute: drop it so the next request tries again.
  value.catch(() => {
    if (cache.get(deps.db)?.value === value) cache.delete(deps.db);
  });
  return value;
}

async function readDatabasePart(deps: ServiceDeps): Promise<DatabasePart> {
  const [settingsRows, priceRows] = await Promise.all([
    deps.db
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, SITE_CONFIG_SETTINGS_KEY)),
    deps.db
      .select({
        productKey: products.key,
        countryCode: prices.countryCode,
        amount: prices.amount,
        currency: prices.currency,
      })
      .from(prices)
      .innerJoin(products, eq(prices.productId, products.id)),
  ]);
  const planRows = priceRows.filter((row) => row.productKey === PLAN_PRODUCT_KEY);
  // Boost prices are seeded from the same table, so any product's rows still tell the currency.
  const currencyRows = planRows.length > 0 ? planRows : priceRows;
  return {
    lists: mergeConfigOverrides(settingsRows[0]?.value),
    prices: currencyRows.map(({ countryCode, amount, currency }) => ({
      countryCode,
      amount,
      currency: currency.trim().toUpperCase(),
    })),
  };
}

/**
 * Defaults overridden one top-level key at a time. A key whose stored value does not parse keeps its
 * default: a bad hand edit must not take down every page (the admin editor should validate with the
 * same `SiteConfigLists.shape[key]` before saving). Unknown keys are ignored.
 */
function mergeConfigOverrides(stored: unknown): SiteConfigLists {
  const overrides: Record<string, unknown> =
    typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? { ...stored } : {};
  const merged: Record<string, unknown> = { ...DEFAULT_SITE_CONFIG_LISTS };
  for (const key of Object.keys(SiteConfigLists.shape) as SiteConfigListKey[]) {
    if (!Object.hasOwn(overrides, key)) continue;
    const parsed = SiteConfigLists.shape[key].safeParse(overrides[key]);
    if (parsed.success) merged[key] = parsed.data;
  }
  // Parsing copies, so a caller changing the result can never change the defaults.
  const lists = SiteConfigLists.parse(merged);
  // NI is never listed (docs/product.md, Validation), whatever an admin stores; REMOTE belongs to the job filters only.
  lists.site.countries = listCountryOptions(lists.site.countries, { withRemote: false });
  lists.investor.markets = listCountryOptions(lists.investor.markets, { withRemote: false });
  return lists;
}

/**
 * The currency of the price this visitor would pay: the plan table's row for their country (own
 * row, else EU, else OTHER, as `findPriceForCountry` charges). Without an OTHER row the table cannot
 * answer every country, so the country's own row, then DK's, then DKK.
 */
function findCurrency(rows: CountryPrice[], countryCode: string): string {
  const byCode = (code: string) => rows.find((row) => row.countryCode.toUpperCase() === code);
  if (byCode(OTHER_PRICE_CODE)) return findPriceForCountry(rows, countryCode).currency;
  return byCode(countryCode)?.currency ?? byCode(DEFAULT_COUNTRY_CODE)?.currency ?? DEFAULT_CURRENCY;
}
