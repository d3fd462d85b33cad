/**
 * The demo data obeys the plan rule (`decidePlanRoom`), on both backends: every seeded startup's
 * live jobs are allowed by its plan at the seed's clock, a startup with a running plan has no job
 * waiting for payment (buying the plan publishes them), and the portal's jobs list offers the plan
 * only where the rule does.
 */
import { eq, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobStatusValue } from '#domain/jobs/job-lifecycle.ts';
import { MemberJobList } from '#domain/jobs/member-job.schema.ts';
import { decidePlanRoom } from '#domain/jobs/plan-room.ts';
import { companies, companyPlans, jobs } from '#server/db/schema/index.ts';
import { addCompanyMember, addDays, insertCompany, insertJob, insertUser } from '#tests/helpers/factories.ts';
import { parseJson } from '#tests/helpers/http.ts';
import { createSessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { TEST_NOW } from '#tests/helpers/test-context.ts';

describe.each(BACKENDS)('the plan rule [%s]', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ backend });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("allows every seeded startup's live jobs by its plan, and no running plan leaves a job waiting for payment", async () => {
    const db = t.deps.db;
    const startups = await db.select({ id: companies.id, key: companies.key }).from(companies);
    const plans = await db
      .select({ companyId: companyPlans.companyId, endsAt: max(companyPlans.endsAt) })
      .from(companyPlans)
      .groupBy(companyPlans.companyId);
    const counts = await db
      .select({ companyId: jobs.companyId, status: jobs.status, n: sql<number>`count(*)::int` })
      .from(jobs)
      .groupBy(jobs.companyId, jobs.status);
    const planEnds = new Map(plans.map((p) => [p.companyId, p.endsAt]));
    const byCompany = new Map<string, Partial<Record<JobStatusValue, number>>>();
    for (const row of counts) {
      const statuses = byCompany.get(row.companyId) ?? {};
      statuses[row.status as JobStatusValue] = Number(row.n);
      byCompany.set(row.companyId, statuses);
    }

    const broken: string[] = [];
    let withPlan = 0;
    for (const startup of startups) {
      const jobsByStatus = byCompany.get(startup.id) ?? {};
      const room = decidePlanRoom({
        planEndsAt: planEnds.get(startup.id) ?? null,
        jobsByStatus,
        now: TEST_NOW,
      });
      if (room.plan === 'STARTUP') withPlan++;
      if (!room.isWithinPlan || (room.plan === 'STARTUP' && room.jobsAwaitingPayment > 0)) {
        broken.push(`${startup.key} (${room.plan}): ${JSON.stringify(jobsByStatus)}`);
      }
    }
    expect(broken).toEqual([]);
    expect(withPlan).toBeGreaterThan(0);

    // The example: Kodkraft with several live jobs runs the Startup plan.
    const [kodkraft] = startups.filter((s) => s.key === 'kodkraft');
    const kodkraftRoom = decidePlanRoom({
      planEndsAt: planEnds.get(kodkraft?.id ?? '') ?? null,
      jobsByStatus: byCompany.get(kodkraft?.id ?? '') ?? {},
      now: TEST_NOW,
    });
    expect(kodkraftRoom.activeJobs).toBeGreaterThan(1);
    expect(kodkraftRoom).toMatchObject({ plan: 'STARTUP', canBuyPlan: false, jobsAwaitingPayment: 0 });
  });

  it('offers the plan to a job waiting for payment only without room: with a running plan it is simply published', async () => {
    const db = t.deps.db;
    const company = await insertCompany(db, { countryCode: 'DK', countryCodes: ['DK'] });
    const user = await insertUser(db);
    await addCompanyMember(db, company, user);
    const client = createSessionClient(t.app);
    expect(
      (await client.post('/api/users/sign-in', { email: user.email, password: user.password })).statusCode,
    ).toBe(200);
    await insertJob(db, company, { status: 'ACTIVE', approvedAt: TEST_NOW });
    const waiting = await insertJob(db, company, { status: 'PENDING_PAYMENT', approvedAt: null });
    const actionsOfWaiting = async () => {
      const list = parseJson(await client.get(`/api/companies/${company.key}/jobs`), MemberJobList);
      return list.jobs.find((job) => job.id === waiting.id)?.actions;
    };
    expect(await actionsOfWaiting()).toEqual(['pay', 'publish']);

    await db.insert(companyPlans).values({
      companyId: company.id,
      startsAt: addDays(TEST_NOW, -1),
      endsAt: addDays(TEST_NOW, 300),
      createdAt: addDays(TEST_NOW, -1),
    });
    expect(await actionsOfWaiting()).toEqual(['publish']);
    const published = await client.post(`/api/companies/${company.key}/jobs/${waiting.id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ outcome: 'ACTIVE' });
    const [row] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, waiting.id));
    expect(row?.status).toBe('ACTIVE');
  });
});
