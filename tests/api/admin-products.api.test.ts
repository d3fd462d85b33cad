/**
 * The back office's Products and prices over HTTP (issue 32), on both backends: HEADHUNTER switched
 * off is gone for visitors at once (the site configuration the header reads, the Scout routes 404),
 * its cached copies included; a price row saved is what the checkout and /pricing charge next; a
 * price of zero or below, an unknown product or country, or another currency than the row's is
 * refused beside the field, changing nothing and writing no audit row.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminProduct, AdminProducts } from '#domain/admin/admin-products.schema.ts';
import { Pricing } from '#domain/pricing/payment.schema.ts';
import { adminAuditLog, prices, products } from '#server/db/schema/index.ts';
import { getSiteProducts } from '#server/services/site/get-site-products.ts';
import {
  addCompanyMember,
  insertCompany,
  insertJob,
  insertUser,
  type UserRow,
} from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient, type SessionClient, signedInClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

describe.each(BACKENDS)('back office products and prices [%s]', (backend) => {
  let t: TestApp;
  let admin: SessionClient;
  let adminUser: UserRow;

  async function auditCount(): Promise<number> {
    const [row] = await t.deps.db.select({ n: count() }).from(adminAuditLog);
    return row?.n ?? 0;
  }

  async function priceTable() {
    return t.deps.db
      .select({
        key: products.key,
        countryCode: prices.countryCode,
        amount: prices.amount,
        vat: prices.vatRateBp,
      })
      .from(prices)
      .innerJoin(products, eq(products.id, prices.productId))
      .orderBy(products.key, prices.countryCode);
  }

  async function siteProducts(): Promise<string[]> {
    const response = await createSessionClient(t.app).get('/api/site/config-base');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().products as string[];
  }

  async function pageCacheGeneration(): Promise<string> {
    const result = await t.deps.db.execute(sql`select last_value::text as value from page_cache_generation`);
    return (result as unknown as { rows: { value: string }[] }).rows[0]?.value ?? '';
  }

  beforeAll(async () => {
    t = await createTestApp({ backend });
    adminUser = await insertUser(t.deps.db, { isAdmin: true });
    admin = await signedInClient(t.app, adminUser as UserRow & { password: string });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the products, sold ones first, with every row of their price tables', async () => {
    const { products: list } = parseJson(await admin.get('/api/admin/products'), AdminProducts);
    expect(list.map((product) => [product.key, product.isEnabled, product.hasPrices])).toEqual([
      ['PLAN_YEARLY', true, true],
      ['BOOST', true, true],
      ['HEADHUNTER', true, false],
    ]);
    expect(list[0]?.prices.map((row) => row.countryCode)).toEqual([
      'DK',
      'SE',
      'NO',
      'FI',
      'IS',
      'EU',
      'OTHER',
    ]);
    expect(list[0]?.prices[0]).toEqual({
      countryCode: 'DK',
      regionName: 'Denmark',
      amount: 59_900,
      currency: 'DKK',
      vatRateBp: 2500,
      formattedAmount: '599 DKK',
    });
    expect(list[2]?.prices).toEqual([]);
  });

  it('HEADHUNTER off: gone from the site configuration at once (cache included), Scout routes 404, audited; on again brings it back', async () => {
    const company = await insertCompany(t.deps.db);
    await insertJob(t.deps.db, company);
    const memberUser = await insertUser(t.deps.db);
    await addCompanyMember(t.deps.db, company, memberUser);
    const member = await signedInClient(t.app, memberUser);
    // Read (and cached for a minute) before the switch.
    expect(await siteProducts()).toContain('HEADHUNTER');
    expect((await member.get(`/api/companies/${company.key}/scout-jobs`)).statusCode).toBe(200);
    const generation = await pageCacheGeneration();

    const off = parseJson(
      await admin.put('/api/admin/products/HEADHUNTER', { isEnabled: false }),
      AdminProduct,
    );
    expect(off).toMatchObject({ key: 'HEADHUNTER', isEnabled: false });
    const listed = parseJson(await admin.get('/api/admin/products'), AdminProducts);
    expect(listed.products.find((product) => product.key === 'HEADHUNTER')?.isEnabled).toBe(false);
    expect(await siteProducts()).toEqual(['BOOST', 'PLAN_YEARLY']);
    expectError(await member.get(`/api/companies/${company.key}/scout-jobs`), 404, 'NOT_FOUND');
    // Every other process and instance hears of it through the page cache's generation.
    expect(BigInt(await pageCacheGeneration())).toBeGreaterThan(BigInt(generation));
    const [audit] = await t.deps.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'product.update'), eq(adminAuditLog.objectId, 'HEADHUNTER')));
    expect(audit).toMatchObject({
      actorUserId: adminUser.id,
      actorEmail: adminUser.email,
      objectType: 'product',
      objectLabel: 'Scout',
      before: { isEnabled: true },
      after: { isEnabled: false },
    });

    parseJson(await admin.put('/api/admin/products/headhunter', { isEnabled: true }), AdminProduct);
    expect(await siteProducts()).toContain('HEADHUNTER');
    expect((await member.get(`/api/companies/${company.key}/scout-jobs`)).statusCode).toBe(200);
  });

  it("another process's switch reaches this one's cached products once the page cache's generation moves", async () => {
    let generation = 1;
    const deps = { ...t.deps, publicGeneration: () => generation };
    expect(await getSiteProducts(deps)).toContain('HEADHUNTER');
    // Written by another process: this one's cache still holds the old list...
    await t.deps.db.update(products).set({ isEnabled: false }).where(eq(products.key, 'HEADHUNTER'));
    expect(await getSiteProducts(deps)).toContain('HEADHUNTER');
    // ...until it hears of a write (its page cache's generation moves).
    generation = 2;
    expect(await getSiteProducts(deps)).not.toContain('HEADHUNTER');
    await t.deps.db.update(products).set({ isEnabled: true }).where(eq(products.key, 'HEADHUNTER'));
    generation = 3;
    expect(await getSiteProducts(deps)).toContain('HEADHUNTER');
  });

  it('saves a price row: the next /pricing and checkout charge it, audited with before and after', async () => {
    const saved = parseJson(
      await admin.put('/api/admin/prices/BOOST/DK', { amount: 64_900, vatRateBp: 2500, currency: 'dkk' }),
      AdminProduct,
    );
    expect(saved.prices.find((row) => row.countryCode === 'DK')).toMatchObject({
      amount: 64_900,
      currency: 'DKK',
      formattedAmount: '649 DKK',
    });
    const pricing = parseJson(await createSessionClient(t.app).get('/api/pricing?country=DK'), Pricing);
    expect(pricing.boost).toMatchObject({ amount: 64_900, formattedAmount: '649 DKK' });
    expect(pricing.plan).toMatchObject({ amount: 59_900 });
    const [audit] = await t.deps.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'price.update'), eq(adminAuditLog.objectId, 'BOOST:DK')));
    expect(audit).toMatchObject({
      objectType: 'price',
      objectLabel: 'Job boost · Denmark',
      before: { amount: 59_900, currency: 'DKK', vatRateBp: 2500, price: '599 DKK (VAT 25%)' },
      after: { amount: 64_900, currency: 'DKK', vatRateBp: 2500, price: '649 DKK (VAT 25%)' },
    });

    // A row the table lacks is added, with the country's VAT unless given.
    await t.deps.db.execute(
      sql`delete from prices where country_code = 'FI' and product_id = (select id from products where key = 'BOOST')`,
    );
    const added = parseJson(await admin.put('/api/admin/prices/BOOST/fi', { amount: 8_900 }), AdminProduct);
    expect(added.prices.find((row) => row.countryCode === 'FI')).toMatchObject({
      amount: 8_900,
      currency: 'EUR',
      vatRateBp: 2550,
    });
  });

  it('refuses a price of zero or below, an unknown product or country, another currency: 422, no change, no audit', async () => {
    const table = await priceTable();
    const audits = await auditCount();
    const cases: [string, string, Record<string, unknown>, string, string][] = [
      ['/api/admin/prices/PLAN_YEARLY/DK', 'PUT', { amount: -100 }, 'amount', 'A price must be above zero'],
      ['/api/admin/prices/PLAN_YEARLY/DK', 'PUT', { amount: 0 }, 'amount', 'A price must be above zero'],
      [
        '/api/admin/prices/PLAN_YEARLY/DK',
        'PUT',
        { amount: 12.5 },
        'amount',
        'Expected an amount in minor units (1/100 of the currency)',
      ],
      [
        '/api/admin/prices/NO_SUCH_PRODUCT/DK',
        'PUT',
        { amount: 100 },
        'productKey',
        'There is no product NO_SUCH_PRODUCT',
      ],
      [
        '/api/admin/prices/HEADHUNTER/DK',
        'PUT',
        { amount: 100 },
        'productKey',
        'Scout (HEADHUNTER) is not sold at a price',
      ],
      [
        '/api/admin/prices/BOOST/XX',
        'PUT',
        { amount: 100 },
        'countryCode',
        'Expected one of DK, SE, NO, FI, IS, EU, OTHER',
      ],
      [
        '/api/admin/prices/BOOST/DK',
        'PUT',
        { amount: 7_900, currency: 'EUR' },
        'currency',
        'Prices for Denmark are in DKK',
      ],
      ['/api/admin/prices/BOOST/IS', 'PUT', { amount: 1_150_050 }, 'amount', 'ISK prices are whole krónur'],
      [
        '/api/admin/prices/BOOST/DK',
        'PUT',
        { amount: 100, vatRateBp: -1 },
        'vatRateBp',
        'A VAT rate cannot be below zero',
      ],
      [
        '/api/admin/products/NO_SUCH_PRODUCT',
        'PUT',
        { isEnabled: false },
        'key',
        'There is no product NO_SUCH_PRODUCT',
      ],
      ['/api/admin/products/HEADHUNTER', 'PUT', { isEnabled: 'no' }, 'isEnabled', 'Expected true or false'],
    ];
    for (const [url, method, payload, field, message] of cases) {
      const body = expectError(
        await admin.request({ method: method as 'PUT', url, payload }),
        422,
        'VALIDATION',
      );
      expect(body.fieldErrors?.[field], `${url} ${JSON.stringify(payload)}`).toEqual([message]);
    }
    expect(await priceTable()).toEqual(table);
    expect(await auditCount()).toBe(audits);
    const listed = parseJson(await admin.get('/api/admin/products'), AdminProducts);
    expect(listed.products.every((product) => product.isEnabled)).toBe(true);
  });

  it('documents the routes under the Admin tag', async () => {
    const document = (await createSessionClient(t.app).get('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    expect(document.paths['/api/admin/products']?.get?.tags).toEqual(['Admin']);
    expect(document.paths['/api/admin/products/{key}']?.put?.tags).toEqual(['Admin']);
    expect(document.paths['/api/admin/prices/{productKey}/{countryCode}']?.put?.tags).toEqual(['Admin']);
  });
});
