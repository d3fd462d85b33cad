import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_ROLE_CATEGORIES, POSITION_TYPES } from '#domain/jobs/job-enums.ts';
import { IpCountry, SiteConfig, SiteConfigBase } from '#domain/site/site-config.schema.ts';
import { products, siteSettings } from '#server/db/schema/index.ts';
import { parseJson } from '#tests/helpers/http.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const NORDIC_CODES = ['DK', 'SE', 'NO', 'FI', 'IS'];

describe.each(BACKENDS)('site configuration API [%s]', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ backend });
  });

  afterAll(async () => {
    await t?.close();
  });

  async function enabledProductKeys(): Promise<string[]> {
    const rows = await t.deps.db
      .select({ key: products.key })
      .from(products)
      .where(eq(products.isEnabled, true));
    return rows.map((r) => r.key).sort();
  }

  describe('GET /api/site/config-base', () => {
    it('lists the five Nordic countries (never NI), the roles and the position types', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/site/config-base' });
      expect(response.statusCode).toBe(200);
      const config = parseJson(response, SiteConfigBase);
      expect(config.site.countries.map((c) => c.value)).toEqual(NORDIC_CODES);
      expect(response.body).not.toMatch(/"NI"/);
      expect(config.job.roles.map((c) => c.key)).toEqual(JOB_ROLE_CATEGORIES.map((c) => c.key));
      expect(config.job.roles.flatMap((c) => c.roles.map((r) => r.key))).toEqual(
        JOB_ROLE_CATEGORIES.flatMap((c) => c.roles.map((r) => r.key)),
      );
      expect(config.job.positionTypes.map((p) => p.value)).toEqual(POSITION_TYPES.map((p) => p.value));
      expect(config).toMatchObject({
        version: '1.0.02',
        defaultCountryCode: 'DK',
        site: { ipDetectedCountryCode: 'DK', currency: 'DKK' },
      });
      expect(config.products).toEqual(await enabledProductKeys());
    });

    it('carries only what every page needs', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/site/config-base' });
      expect(Object.keys(response.json() as object).sort()).toEqual([
        'defaultCountryCode',
        'job',
        'products',
        'site',
        'version',
      ]);
      expect(Object.keys((response.json() as { job: object }).job).sort()).toEqual([
        'positionTypes',
        'roles',
      ]);
    });

    it('may be cached for 60 seconds', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/site/config-base' });
      expect(response.headers['cache-control']).toBe('public, max-age=60');
    });
  });

  describe('GET /api/site/configuration-cached', () => {
    it('answers every list the forms choose from, countries without NI, cacheable for 60 seconds', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/site/configuration-cached' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const config = parseJson(response, SiteConfig);
      expect(config.site.countries.map((c) => c.value)).toEqual(NORDIC_CODES);
      expect(config.investor.markets.map((m) => m.value)).not.toContain('NI');
      expect(response.body).not.toMatch(/"NI"/);
      expect(config.industries.length).toBeGreaterThan(5);
      expect(config.job.status.map((s) => s.value)).toContain('ACTIVE');
      expect(config.products).toEqual(await enabledProductKeys());
    });

    it("serves an admin's edit within 60 seconds, and still never lists NI", async () => {
      const before = parseJson(
        await t.app.inject({ method: 'GET', url: '/api/site/configuration-cached' }),
        SiteConfig,
      );
      const edited = {
        site: { countries: [...before.site.countries, { value: 'NI', text: 'Nicaragua' }] },
        industries: [{ value: 'seaweed', text: 'Seaweed farming' }],
      };
      await t.deps.db
        .insert(siteSettings)
        .values({ key: 'config', value: edited })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value: edited } });

      // Within the minute the cached configuration may still answer...
      const cached = parseJson(
        await t.app.inject({ method: 'GET', url: '/api/site/configuration-cached' }),
        SiteConfig,
      );
      expect(cached.industries).toEqual(before.industries);

      // ...after it, the edit shows: the new industry list, and the countries without NI.
      const start = t.deps.now();
      t.setNow(new Date(start.getTime() + 61_000));
      try {
        const response = await t.app.inject({ method: 'GET', url: '/api/site/configuration-cached' });
        const fresh = parseJson(response, SiteConfig);
        expect(fresh.industries).toEqual([{ value: 'seaweed', text: 'Seaweed farming' }]);
        expect(fresh.site.countries.map((c) => c.value)).toEqual(NORDIC_CODES);
        expect(response.body).not.toMatch(/"NI"/);
        const base = parseJson(
          await t.app.inject({ method: 'GET', url: '/api/site/config-base' }),
          SiteConfigBase,
        );
        expect(base.site.countries.map((c) => c.value)).toEqual(NORDIC_CODES);
      } finally {
        t.setNow(start);
      }
    });
  });

  describe('GET /api/site/ip-country', () => {
    it('answers DK when no trusted proxy tells the country', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/site/ip-country' });
      expect(response.statusCode).toBe(200);
      expect(parseJson(response, IpCountry)).toEqual({ ipDetectedCountryCode: 'DK' });
      expect(response.headers['cache-control']).toBe('private, max-age=60');
    });

    it('ignores a country header the client sets itself when no proxy is configured', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/site/ip-country',
        headers: { 'cf-ipcountry': 'SE' },
      });
      expect(parseJson(response, IpCountry)).toEqual({ ipDetectedCountryCode: 'DK' });
    });
  });

  describe('behind a proxy that sets the country header', () => {
    let proxied: TestApp;

    beforeAll(async () => {
      proxied = await createTestApp({ backend, env: { COUNTRY_HEADER: 'cf-ipcountry' } });
    });

    afterAll(async () => {
      await proxied?.close();
    });

    it("answers the proxy's country, and caches vary on the header", async () => {
      const response = await proxied.app.inject({
        method: 'GET',
        url: '/api/site/ip-country',
        headers: { 'cf-ipcountry': 'se' },
      });
      expect(parseJson(response, IpCountry)).toEqual({ ipDetectedCountryCode: 'SE' });
      expect(String(response.headers.vary)).toMatch(/cf-ipcountry/i);
    });

    it('falls back to DK for unknown codes and for NI', async () => {
      for (const code of ['XX', 'ZZ', 'NI', 'not-a-country']) {
        const response = await proxied.app.inject({
          method: 'GET',
          url: '/api/site/ip-country',
          headers: { 'cf-ipcountry': code },
        });
        expect(parseJson(response, IpCountry), code).toEqual({ ipDetectedCountryCode: 'DK' });
      }
    });

    it("shows a Swedish visitor's country and currency in the configuration", async () => {
      const response = await proxied.app.inject({
        method: 'GET',
        url: '/api/site/config-base',
        headers: { 'cf-ipcountry': 'SE' },
      });
      const config = parseJson(response, SiteConfigBase);
      expect(config.site).toMatchObject({ ipDetectedCountryCode: 'SE', currency: 'SEK' });
      expect(config.site.countries.map((c) => c.value)).toEqual(NORDIC_CODES);
      expect(String(response.headers.vary)).toMatch(/cf-ipcountry/i);
    });
  });
});
