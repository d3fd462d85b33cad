/**
 * The tools directory, the partners and the community program over HTTP (docs/product.md, Content
 * pages), on both backends: `GET /api/tools` and `GET /api/pages/partners` list only what is
 * published, the growth bank's landing page renders its markdown safely, and a community application
 * is stored with its mail to the team in one go; a missing field or captcha is a 422 that stores
 * nothing, and the client's budget ends in 429 with Retry-After. The back office's changes are audited.
 */
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminCommunityList, CommunityApplicationRow } from '#domain/content/community-application.schema.ts';
import {
  AdminPartner,
  AdminTool,
  PartnerLandingPage,
  PartnersPage,
  ToolList,
} from '#domain/content/directory.schema.ts';
import {
  adminAuditLog,
  communityApplications,
  outboxEmails,
  partners,
  tools,
} from '#server/db/schema/index.ts';
import { GROWTH_BANK_KEY } from '#server/db/seed/content.ts';
import { solveCaptcha } from '#tests/helpers/captcha.ts';
import { insertUser, type UserRow } from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient, type SessionClient, signedInClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const APPLY = '/api/community-program/applications';

describe.each(BACKENDS)('tools, partners and community program [%s]', (backend) => {
  let t: TestApp;
  let admin: SessionClient;

  async function applicationCount(): Promise<number> {
    const [row] = await t.deps.db.select({ n: count() }).from(communityApplications);
    return row?.n ?? 0;
  }

  async function teamMailCount(): Promise<number> {
    const [row] = await t.deps.db
      .select({ n: count() })
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, 'community_application'));
    return row?.n ?? 0;
  }

  async function talentApplication() {
    return {
      kind: 'talent',
      name: 'Sigrid Nyström',
      email: 'sigrid@example.com',
      linkedinUrl: 'linkedin.com/in/sigrid-nystrom',
      role: 'Product designer',
      why: 'I want to help early teams with research and design.',
      reCaptchaResponse: await solveCaptcha(t.app),
    };
  }

  beforeAll(async () => {
    t = await createTestApp({ backend });
    const adminUser = await insertUser(t.deps.db, { isAdmin: true });
    admin = await signedInClient(t.app, adminUser as UserRow & { password: string });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /api/tools lists the published tools by category, and an unpublished one is gone', async () => {
    const { tools: list } = parseJson(await createSessionClient(t.app).get('/api/tools'), ToolList);
    expect(list.length).toBeGreaterThan(20);
    const categories = list.map((tool) => tool.category);
    expect(categories).toEqual([...categories].sort());
    expect(new Set(categories)).toEqual(
      new Set(['Recruiting', 'Productivity', 'Finance', 'Marketing', 'Development', 'Design', 'Legal']),
    );
    const hirebird = list.find((tool) => tool.key === 'hirebird');
    expect(hirebird?.website).toBe('https://hirebird.example.com');

    await t.deps.db.update(tools).set({ isPublished: false }).where(eq(tools.key, 'hirebird'));
    const after = parseJson(await createSessionClient(t.app).get('/api/tools'), ToolList);
    expect(after.tools.some((tool) => tool.key === 'hirebird')).toBe(false);
    expect(after.tools).toHaveLength(list.length - 1);
    expectError(await createSessionClient(t.app).get('/api/tools/hirebird'), 404, 'NOT_FOUND');
    await t.deps.db.update(tools).set({ isPublished: true }).where(eq(tools.key, 'hirebird'));
    const one = await createSessionClient(t.app).get(`/api/tools/${hirebird?.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().key).toBe('hirebird');
  });

  it('GET /api/pages/partners gives the partners by category and the introduction as HTML', async () => {
    const { page } = parseJson(await createSessionClient(t.app).get('/api/pages/partners'), PartnersPage);
    expect(page.content).toContain('<p>Nordhub works with banks');
    expect(page.content).toContain('href="mailto:partners@nordhub.example.com"');
    const bank = page.partners.find((partner) => partner.key === GROWTH_BANK_KEY);
    expect(bank?.pagePath).toBe('/partners/growth-bank');
    expect(page.partners.filter((partner) => partner.pagePath !== null)).toHaveLength(1);
    const categories = page.partners.map((partner) => partner.category);
    expect(categories).toEqual([...categories].sort());

    const landing = parseJson(
      await createSessionClient(t.app).get(`/api/partners/${GROWTH_BANK_KEY}`),
      PartnerLandingPage,
    );
    expect(landing.bodyHtml).toContain('<h2>What the programme offers</h2>');
    expect(landing.bodyHtml).toContain('<h2>Who can join</h2>');
    expect(landing.bodyHtml).toContain('<h2>How to apply</h2>');
    // A partner without a body has no page of its own.
    expectError(await createSessionClient(t.app).get('/api/partners/fjeldsted-law'), 404, 'NOT_FOUND');
  });

  it('a talent application is stored and mailed to the team (201)', async () => {
    const [applications, mails] = [await applicationCount(), await teamMailCount()];
    const response = await createSessionClient(t.app).post(APPLY, await talentApplication());
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json() as { id: string };
    const [row] = await t.deps.db
      .select()
      .from(communityApplications)
      .where(eq(communityApplications.id, id));
    expect(row).toMatchObject({
      kind: 'talent',
      name: 'Sigrid Nyström',
      email: 'sigrid@example.com',
      linkedinUrl: 'https://linkedin.com/in/sigrid-nystrom',
      role: 'Product designer',
      handledAt: null,
    });
    expect(await applicationCount()).toBe(applications + 1);
    expect(await teamMailCount()).toBe(mails + 1);
    const [mail] = await t.deps.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, 'community_application'))
      .orderBy(desc(outboxEmails.createdAt))
      .limit(1);
    expect(mail?.to).toBe(t.deps.env.TEAM_EMAIL);
    expect(mail?.text).toContain('Sigrid Nyström');
  });

  it('a startup application asks for its own fields: a missing one is a 422 beside it, nothing stored', async () => {
    const [applications, mails] = [await applicationCount(), await teamMailCount()];
    const body = {
      kind: 'startup',
      companyName: 'Fjordlight',
      website: 'fjordlight.example.com',
      email: 'ingrid@fjordlight.example.com',
      stage: 'seed',
      why: 'We want to meet other founders.',
      reCaptchaResponse: await solveCaptcha(t.app),
    };
    const refused = expectError(await createSessionClient(t.app).post(APPLY, body), 422, 'VALIDATION');
    expect(Object.keys(refused.fieldErrors ?? {})).toEqual(['contactName']);
    expect(await applicationCount()).toBe(applications);
    expect(await teamMailCount()).toBe(mails);

    const accepted = await createSessionClient(t.app).post(APPLY, {
      ...body,
      contactName: 'Ingrid Solberg',
      reCaptchaResponse: await solveCaptcha(t.app),
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await applicationCount()).toBe(applications + 1);
  });

  it('without a solved captcha: 422 on reCaptchaResponse, nothing stored', async () => {
    const [applications, mails] = [await applicationCount(), await teamMailCount()];
    const body = await talentApplication();
    const missing = expectError(
      await createSessionClient(t.app).post(APPLY, { ...body, reCaptchaResponse: undefined }),
      422,
      'VALIDATION',
    );
    expect(missing.fieldErrors?.reCaptchaResponse).toBeDefined();
    const wrong = expectError(
      await createSessionClient(t.app).post(APPLY, { ...body, reCaptchaResponse: 'not-a-solution' }),
      422,
      'VALIDATION',
    );
    expect(wrong.fieldErrors?.reCaptchaResponse).toEqual(['Please verify you are not a robot']);
    expect(await applicationCount()).toBe(applications);
    expect(await teamMailCount()).toBe(mails);
  });

  it('over the per-client limit: 429 with Retry-After, and nothing stored', async () => {
    const client = createSessionClient(t.app);
    let response = await client.post(APPLY, {});
    for (let sent = 1; sent < 20 && response.statusCode !== 429; sent++)
      response = await client.post(APPLY, {});
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    const applications = await applicationCount();
    const refused = await client.post(APPLY, await talentApplication());
    expect(refused.statusCode).toBe(429);
    expect(await applicationCount()).toBe(applications);
  });

  it('the back office edits, publishes and unpublishes tools and partners, each change audited', async () => {
    const created = await admin.post('/api/admin/tools', {
      name: 'Payslip Nord',
      category: 'Finance',
      description: 'Payroll for **Nordic** startups. <script>alert(1)</script>',
      website: 'payslip.example.com',
      isPublished: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const tool = parseJson(created, AdminTool);
    expect(tool).toMatchObject({
      key: 'payslip-nord',
      isPublished: false,
      website: 'http://payslip.example.com',
    });
    expectError(await createSessionClient(t.app).get('/api/tools/payslip-nord'), 404, 'NOT_FOUND');

    const published = parseJson(
      await admin.put('/api/admin/tools/payslip-nord/published', { isPublished: true }),
      AdminTool,
    );
    expect(published.isPublished).toBe(true);
    const visible = parseJson(await createSessionClient(t.app).get('/api/tools'), ToolList);
    expect(visible.tools.find((item) => item.key === 'payslip-nord')?.description).toContain('<script>');

    const refused = expectError(
      await admin.put('/api/admin/tools/payslip-nord', {
        name: '',
        category: 'Finance',
        description: 'x',
        website: 'x',
      }),
      422,
      'VALIDATION',
    );
    expect(Object.keys(refused.fieldErrors ?? {}).sort()).toEqual(['name', 'website']);

    const bank = parseJson(await admin.get(`/api/admin/partners/${GROWTH_BANK_KEY}`), AdminPartner);
    const edited = parseJson(
      await admin.put(`/api/admin/partners/${GROWTH_BANK_KEY}`, {
        ...bank,
        body: `${bank.body}\n\n## Office hours\n\nEvery Thursday in Oslo.`,
      }),
      AdminPartner,
    );
    expect(edited.body).toContain('Office hours');
    const landing = parseJson(
      await createSessionClient(t.app).get(`/api/partners/${GROWTH_BANK_KEY}`),
      PartnerLandingPage,
    );
    expect(landing.bodyHtml).toContain('<h2>Office hours</h2>');
    const intro = await admin.put('/api/admin/pages/partners', { body: 'Our partners, *in short*.' });
    expect(intro.statusCode, intro.body).toBe(200);
    const { page } = parseJson(await createSessionClient(t.app).get('/api/pages/partners'), PartnersPage);
    expect(page.content).toBe('<p>Our partners, <em>in short</em>.</p>\n');

    const unpublished = parseJson(
      await admin.put('/api/admin/partners/fjeldsted-law/published', { isPublished: false }),
      AdminPartner,
    );
    expect(unpublished.isPublished).toBe(false);
    const [row] = await t.deps.db.select().from(partners).where(eq(partners.key, 'fjeldsted-law'));
    expect(row?.isPublished).toBe(false);

    const audit = await t.deps.db
      .select({
        action: adminAuditLog.action,
        objectType: adminAuditLog.objectType,
        objectId: adminAuditLog.objectId,
      })
      .from(adminAuditLog)
      .orderBy(adminAuditLog.at);
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'tool.create', objectType: 'tool', objectId: 'payslip-nord' },
        { action: 'tool.publish', objectType: 'tool', objectId: 'payslip-nord' },
        { action: 'partner.update', objectType: 'partner', objectId: GROWTH_BANK_KEY },
        { action: 'partner.intro', objectType: 'page', objectId: 'partners' },
        { action: 'partner.unpublish', objectType: 'partner', objectId: 'fjeldsted-law' },
      ]),
    );
    expect(audit.some((entry) => entry.action === 'tool.update')).toBe(false);
  });

  it('the back office lists community applications and marks one handled once (community.handle)', async () => {
    const before = parseJson(await admin.get('/api/admin/community/applications'), AdminCommunityList);
    expect(before.openCount).toBe(before.applications.length);
    const first = before.applications[0];
    if (!first) throw new Error('no open application');
    const dashboard = await admin.get('/api/admin/dashboard');
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const waiting = dashboard.json().waiting as { key: string; count: number }[];
    expect(waiting.find((item) => item.key === 'openCommunityApplications')?.count).toBe(before.openCount);

    const handled = parseJson(
      await admin.post(`/api/admin/community/applications/${first.id}/handled`),
      CommunityApplicationRow,
    );
    expect(handled.handledAt).not.toBeNull();
    expectError(await admin.post(`/api/admin/community/applications/${first.id}/handled`), 409, 'CONFLICT');
    const after = parseJson(await admin.get('/api/admin/community/applications'), AdminCommunityList);
    expect(after.openCount).toBe(before.openCount - 1);
    const [entry] = await t.deps.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'community.handle'));
    expect(entry).toMatchObject({ objectType: 'community-application', objectId: first.id });
  });
});
