/**
 * Deals over HTTP (docs/product.md, Content pages), on both backends: a deal's code, link and
 * document reach startup members only. Fetched as a visitor, a talent, an investor and a startup
 * member, from the API, the pages (with their hydration data) and the page cache, each answer is
 * searched for the code, the link and the document's bytes. The back office creates, edits,
 * publishes and unpublishes deals (audited), and a change shows on /deals/{id} at once, its cached
 * copy included. A startup's deal proposal is stored for the team.
 */
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminDeal, AdminDeals, Deal, DealList } from '#domain/deals/deal.schema.ts';
import { DEAL_CATEGORY_VALUES, type DealCategory } from '#domain/deals/deal-constants.ts';
import type { FileStorage } from '#server/adapters/storage/local-disk-storage.ts';
import {
  adminAuditLog,
  applicants,
  dealProposals,
  deals,
  investorMembers,
  investors,
} from '#server/db/schema/index.ts';
import { buildApp } from '#server/http/app.ts';
import { addCompanyMember, insertCompany, insertUser, type UserRow } from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { buildPdf } from '#tests/helpers/pdf-fixtures.ts';
import { createSessionClient, type SessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const CODE = 'SECRETCODE-7Q3X';
const LINK = 'https://partner.example.com/secret-signup-9F2K';
const DOCUMENT_MARKER = 'Deal document body 4Z8W';
/** The demo data's deals are in the test database too: their codes and links must not leak either. */
const SEEDED_SECRETS = ['NORDHUB5K', 'NORDHUB50', 'DOCK6FREE', 'RUN20K', 'ledgerly.example.com/nordhub'];

describe.each(BACKENDS)('deals: codes, links and documents for startup members only [%s]', (backend) => {
  let t: TestApp;
  let pages: FastifyInstance;
  let visitor: SessionClient;
  let talent: SessionClient;
  let investor: SessionClient;
  let member: SessionClient;
  let admin: SessionClient;
  let companyKey: string;
  let extendedId: string;
  let downloadId: string;
  const documentKey = 'deals/ab/deal-document-test.pdf';
  const documentBytes = buildPdf({ pageText: DOCUMENT_MARKER });

  async function logIn(user: UserRow & { password: string }): Promise<SessionClient> {
    const client = createSessionClient(pages);
    const response = await client.post('/api/users/sign-in', { email: user.email, password: user.password });
    expect(response.statusCode, response.body).toBe(200);
    return client;
  }

  function expectNoSecrets(response: LightMyRequestResponse, who: string) {
    expect(response.body, who).not.toContain(CODE);
    expect(response.body, who).not.toContain(LINK);
    expect(response.body, who).not.toContain(`/api/deals/${downloadId}/document`);
    expect(response.body, who).not.toContain(documentKey);
    expect(response.body, who).not.toContain(DOCUMENT_MARKER);
    for (const secret of SEEDED_SECRETS) expect(response.body, who).not.toContain(secret);
  }

  beforeAll(async () => {
    t = await createTestApp({
      backend,
      env: { NODE_ENV: 'development', PAGE_CACHE: 'on', PUBLIC_CACHE_SECONDS: '60' },
    });
    pages = await buildApp({ deps: t.deps, logger: false, withPages: true });
    await pages.ready();
    await pages.inject({ method: 'GET', url: '/terms' });
    await (pages.deps.storage as FileStorage).write(documentKey, documentBytes);
    const [extended, download] = await t.deps.db
      .insert(deals)
      .values([
        {
          key: `cloud-credits-${backend}`,
          type: 'EXTENDED',
          category: 'cloud-hosting',
          title: 'Cloud credits for testing',
          partnerName: 'Testcloud',
          summary: 'Credits for servers.',
          description: '## How it works\n\nEnter the code at sign-up.',
          code: CODE,
          link: LINK,
          isPublished: true,
        },
        {
          key: `term-sheet-${backend}`,
          type: 'DOWNLOAD',
          category: 'finance-legal',
          title: 'Term sheet guide for testing',
          partnerName: 'Testlaw',
          summary: 'Every clause explained.',
          documentFile: documentKey,
          documentFileName: 'term-sheet-guide.pdf',
          isPublished: true,
        },
      ])
      .returning();
    if (!extended || !download) throw new Error('no deals inserted');
    extendedId = extended.id;
    downloadId = download.id;

    visitor = createSessionClient(pages);
    const talentUser = await insertUser(t.deps.db);
    await t.deps.db.insert(applicants).values({ userId: talentUser.id });
    talent = await logIn(talentUser);
    const investorUser = await insertUser(t.deps.db);
    const [fund] = await t.deps.db
      .insert(investors)
      .values({ key: `deal-fund-${backend}`, name: 'Deal Fund', category: 'vc', status: 'PUBLISHED' })
      .returning();
    if (!fund) throw new Error('no investor');
    await t.deps.db
      .insert(investorMembers)
      .values({ investorId: fund.id, userId: investorUser.id, role: 'owner' });
    investor = await logIn(investorUser);
    const company = await insertCompany(t.deps.db);
    companyKey = company.key;
    const memberUser = await insertUser(t.deps.db);
    await addCompanyMember(t.deps.db, company, memberUser);
    member = await logIn(memberUser);
    admin = await logIn(await insertUser(t.deps.db, { isAdmin: true }));
  });
  afterAll(async () => {
    await pages?.close();
    await t?.close();
  });

  it('the API gives a visitor, a talent and an investor the deals without code, link or document', async () => {
    for (const [who, client] of [
      ['visitor', visitor],
      ['talent', talent],
      ['investor', investor],
    ] as const) {
      const listed = await client.get('/api/deals');
      expect(listed.statusCode).toBe(200);
      expect(listed.headers['cache-control']).toBe('private, no-store');
      expectNoSecrets(listed, who);
      const list = parseJson(listed, DealList);
      expect(list.canRedeem).toBe(false);
      // By category, in the categories' order (the seeded deals are there too).
      const ids = list.deals.map((deal) => deal.id);
      expect(ids).toContain(extendedId);
      expect(ids.indexOf(extendedId)).toBeLessThan(ids.indexOf(downloadId));
      const order = list.deals.map((deal) => DEAL_CATEGORY_VALUES.indexOf(deal.category as DealCategory));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      for (const id of [extendedId, downloadId]) {
        const one = await client.get(`/api/deals/${id}`);
        expectNoSecrets(one, who);
        const deal = parseJson(one, Deal);
        expect(deal.canRedeem).toBe(false);
        expect('code' in deal || 'url' in deal || 'documentUrl' in deal).toBe(false);
      }
      expectError(await client.get(`/api/deals/${downloadId}/document`), 404, 'NOT_FOUND');
      expectError(await client.get(`/api/deals/term-sheet-${backend}/document`), 404, 'NOT_FOUND');
    }
    // The image route serves pictures only: the document's storage key is no way round.
    expect((await visitor.get(`/images/original/${documentKey}`)).statusCode).toBe(404);
  });

  it('the API gives a startup member the code, the link and the document (an attachment, sandboxed)', async () => {
    const list = parseJson(await member.get('/api/deals'), DealList);
    expect(list.canRedeem).toBe(true);
    const extended = parseJson(await member.get(`/api/deals/${extendedId}`), Deal);
    expect(extended).toMatchObject({ canRedeem: true, code: CODE, url: LINK });
    const download = parseJson(await member.get(`/api/deals/term-sheet-${backend}`), Deal);
    expect(download.documentUrl).toBe(`/api/deals/${downloadId}/document`);
    const file = await member.get(`/api/deals/${downloadId}/document`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toMatch(
      /^attachment; filename="term-sheet-guide.pdf"/,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe('sandbox');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(documentBytes)).toBe(true);
    // An EXTENDED deal has no document.
    expectError(await member.get(`/api/deals/${extendedId}/document`), 404, 'NOT_FOUND');
  });

  it("the pages and their hydration data never carry a code to a visitor, a talent or an investor; a member's page is never cached", async () => {
    const paths = [
      '/deals',
      `/deals/cloud-credits-${backend}`,
      `/deals/${extendedId}`,
      `/deals/term-sheet-${backend}`,
    ];
    for (const path of paths) {
      const first = await visitor.get(path);
      expect(first.statusCode, first.body.slice(0, 300)).toBe(200);
      expectNoSecrets(first, `visitor ${path}`);
      const cached = await visitor.get(path);
      expect(cached.headers['x-page-cache'], path).toBe('HIT');
      expectNoSecrets(cached, `cached ${path}`);
      // Client navigations fetch the loader data alone.
      const data = await visitor.get(`${path}.data`);
      expect(data.statusCode, `${path}.data`).toBe(200);
      expectNoSecrets(data, `visitor ${path}.data`);
      for (const [who, client] of [
        ['talent', talent],
        ['investor', investor],
      ] as const) {
        const page = await client.get(path);
        expect(page.statusCode).toBe(200);
        expect(page.headers['x-page-cache'], `${who} ${path}`).not.toBe('HIT');
        expectNoSecrets(page, `${who} ${path}`);
        expectNoSecrets(await client.get(`${path}.data`), `${who} ${path}.data`);
      }
    }
    const visitorPage = await visitor.get(`/deals/cloud-credits-${backend}`);
    expect(visitorPage.body).toContain('Log in as a startup');
    expect(visitorPage.body).toContain('Create a startup profile');

    const memberPage = await member.get(`/deals/cloud-credits-${backend}`);
    expect(memberPage.headers['x-page-cache']).not.toBe('HIT');
    expect(memberPage.headers['cache-control']).toBe('private, no-store');
    expect((await member.get('/deals')).headers['cache-control']).toBe('private, no-store');
    expect(memberPage.body).toContain(CODE);
    expect(memberPage.body).toContain(LINK);
    const memberDownload = await member.get(`/deals/term-sheet-${backend}`);
    expect(memberDownload.body).toContain(`/api/deals/${downloadId}/document`);
    // The member's visit left nothing behind: the visitor's next answer is still the clean one.
    const after = await visitor.get(`/deals/cloud-credits-${backend}`);
    expect(after.headers['x-page-cache']).toBe('HIT');
    expectNoSecrets(after, 'visitor after member');

    const portal = await member.get(`/client/startups/${companyKey}/deals`);
    expect(portal.statusCode).toBe(200);
    const portalDeal = await member.get(`/client/startups/${companyKey}/deals/cloud-credits-${backend}`);
    expect(portalDeal.body).toContain(CODE);
    // Someone else's startup portal is refused before anything is read.
    expect(
      (await talent.get(`/client/startups/${companyKey}/deals/cloud-credits-${backend}`)).statusCode,
    ).toBe(302);
  });

  it('the back office creates, edits, publishes and unpublishes deals, each audited; /deals/{id} shows the change at once', async () => {
    const key = `signwise-${backend}`;
    const input = {
      key,
      type: 'EXTENDED',
      category: 'productivity',
      title: 'Half-price e-signatures',
      partnerName: 'Signwise',
      summary: 'Sign contracts online.',
      description: 'Sign **everything**. <script>alert(1)</script>',
      code: 'SIGN50',
      url: '',
      image: '',
      partnerLogo: '',
      sort: 3,
      isPublished: false,
    };
    const created = parseJson(await admin.post('/api/admin/deals', input), AdminDeal);
    expect(created).toMatchObject({ key, isPublished: false, code: 'SIGN50', url: null });
    // A draft is the 404 of a missing deal.
    expectError(await visitor.get(`/api/deals/${key}`), 404, 'NOT_FOUND');
    expect((await visitor.get(`/deals/${key}`)).statusCode).toBe(404);

    parseJson(await admin.post(`/api/admin/deals/${created.id}/publish`, {}), AdminDeal);
    const page = await visitor.get(`/deals/${key}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Half-price e-signatures');
    expect(page.body).toContain('<strong>everything</strong>');
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).not.toContain('SIGN50');
    expect((await visitor.get(`/deals/${key}`)).headers['x-page-cache']).toBe('HIT');

    const edited = parseJson(
      await admin.put(`/api/admin/deals/${created.id}`, {
        ...input,
        title: 'Free e-signatures',
        isPublished: true,
      }),
      AdminDeal,
    );
    expect(edited.title).toBe('Free e-signatures');
    const changed = await visitor.get(`/deals/${key}`);
    expect(changed.headers['x-page-cache']).not.toBe('HIT');
    expect(changed.body).toContain('Free e-signatures');

    parseJson(await admin.post(`/api/admin/deals/${created.id}/unpublish`, {}), AdminDeal);
    expect((await visitor.get(`/deals/${key}`)).statusCode).toBe(404);

    const audit = await t.deps.db
      .select({ action: adminAuditLog.action, before: adminAuditLog.before, after: adminAuditLog.after })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.objectType, 'deal'), eq(adminAuditLog.objectId, created.id)))
      .orderBy(adminAuditLog.at);
    expect(audit.map((row) => row.action)).toEqual([
      'deal.create',
      'deal.publish',
      'deal.update',
      'deal.unpublish',
    ]);
    // An edit records the fields it changed, nothing else.
    expect(audit[2]).toMatchObject({
      before: { title: 'Half-price e-signatures' },
      after: { title: 'Free e-signatures' },
    });
    expect(Object.keys(audit[2]?.after ?? {})).toEqual(['title']);

    const listed = parseJson(await admin.get('/api/admin/deals'), AdminDeals);
    expect(listed.deals.find((deal) => deal.id === created.id)?.isPublished).toBe(false);
  });

  it('refuses a bad deal beside its fields, storing nothing and writing no audit row', async () => {
    const [before] = await t.deps.db.select({ n: count() }).from(adminAuditLog);
    const missing = expectError(
      await admin.post('/api/admin/deals', {
        key: 'Not A Key',
        type: 'EXTENDED',
        category: 'nowhere',
        title: '',
        partnerName: 'X',
        summary: 'Y',
        url: 'javascript:alert(1)',
      }),
      422,
      'VALIDATION',
    );
    const refusedFields = Object.keys(missing.fieldErrors ?? {}).join(' ');
    for (const field of ['key', 'category', 'title', 'url']) expect(refusedFields).toContain(field);
    // A download deal without its document, a key another deal has.
    const noDocument = expectError(
      await admin.post('/api/admin/deals', {
        key: `another-${backend}`,
        type: 'DOWNLOAD',
        category: 'hiring',
        title: 'Handbook',
        partnerName: 'P',
        summary: 'S',
      }),
      422,
      'VALIDATION',
    );
    expect(noDocument.fieldErrors?.documentFile).toBeDefined();
    const taken = expectError(
      await admin.post('/api/admin/deals', {
        key: `cloud-credits-${backend}`,
        type: 'EXTENDED',
        category: 'hiring',
        title: 'Dup',
        partnerName: 'P',
        summary: 'S',
        code: 'X',
      }),
      422,
      'VALIDATION',
    );
    expect(taken.fieldErrors?.key).toBeDefined();
    const [after] = await t.deps.db.select({ n: count() }).from(adminAuditLog);
    expect(after?.n).toBe(before?.n);
    // Nobody but an admin reaches the back office routes (the same 404 as a missing route).
    for (const client of [visitor, talent, investor, member]) {
      expectError(await client.get('/api/admin/deals'), 404, 'NOT_FOUND');
    }
  });

  it("a startup member proposes the startup's own deal; the back office lists it; others get a 404", async () => {
    const proposal = {
      title: 'Three months of our analytics free',
      category: 'sales-marketing',
      description: 'Sign up with the code NORDHUB and get three months free.',
      contactEmail: 'Founder@Example.com',
    };
    const sent = await member.post(`/api/companies/${companyKey}/deal-proposals`, proposal);
    expect(sent.statusCode, sent.body).toBe(201);
    const refused = expectError(
      await member.post(`/api/companies/${companyKey}/deal-proposals`, {
        ...proposal,
        contactEmail: 'nope',
        title: '',
      }),
      422,
      'VALIDATION',
    );
    expect(Object.keys(refused.fieldErrors ?? {}).join(' ')).toMatch(/contactEmail/);
    expectError(await talent.post(`/api/companies/${companyKey}/deal-proposals`, proposal), 404, 'NOT_FOUND');
    expectError(
      await visitor.post(`/api/companies/${companyKey}/deal-proposals`, proposal),
      401,
      'UNAUTHORIZED',
    );
    const rows = await t.deps.db.select().from(dealProposals);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.contactEmail).toBe('founder@example.com');
    const listed = parseJson(await admin.get('/api/admin/deals'), AdminDeals);
    expect(listed.proposals.map((p) => [p.title, p.companyKey])).toEqual([[proposal.title, companyKey]]);
  });
});
