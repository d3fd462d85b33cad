/**
 * The audit log over HTTP (issue 32): `GET /api/admin/audit` lists admin actions newest first,
 * filtered by action, object type, object id and part of the admin's email, a page at a time, each
 * with who, what, which object (and its back office page), before and after. The table is
 * append-only: the database refuses an UPDATE or a DELETE of a row, whoever asks.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLogPage } from '#domain/admin/admin-audit.schema.ts';
import { AUDIT_LOG_PER_PAGE } from '#domain/admin/admin-audit-constants.ts';
import { adminAuditLog } from '#server/db/schema/index.ts';
import { type CompanyRow, insertCompany, insertUser } from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { type SessionClient, signedInClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/** A user the test signs in as (with the password `insertUser` gave them). */
type SignInUser = Awaited<ReturnType<typeof insertUser>>;

describe.each(BACKENDS)('back office: audit log [%s]', (backend) => {
  let t: TestApp;
  let alice: SignInUser;
  let bob: SignInUser;
  let aliceClient: SessionClient;
  let bobClient: SessionClient;
  let startup: CompanyRow;
  const marker = Math.random().toString(36).slice(2, 8);

  async function audit(query: string) {
    const response = await aliceClient.get(`/api/admin/audit${query}`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return parseJson(response, AuditLogPage);
  }

  beforeAll(async () => {
    t = await createTestApp({ backend });
    startup = await insertCompany(t.deps.db, { name: `Loggbok ${marker}` });
    alice = await insertUser(t.deps.db, { isAdmin: true, email: `alice-${marker}@nordhub.example` });
    bob = await insertUser(t.deps.db, { isAdmin: true, email: `bob-${marker}@nordhub.example` });
    [aliceClient, bobClient] = await Promise.all([signedInClient(t.app, alice), signedInClient(t.app, bob)]);
    // Alice unpublishes, Bob publishes again a moment later.
    expect((await aliceClient.post(`/api/admin/startups/${startup.key}/unpublish`)).statusCode).toBe(200);
    t.setNow(new Date(t.deps.now().getTime() + 60_000));
    expect((await bobClient.post(`/api/admin/startups/${startup.key}/publish`)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the actions on an object newest first, with who, what, the object and before → after', async () => {
    const log = await audit(`?objectType=company&objectId=${startup.id}`);
    expect(log.total).toBe(2);
    expect(log.entries.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['profile.publish', bob.email],
      ['profile.unpublish', alice.email],
    ]);
    expect(log.entries[1]).toMatchObject({
      actorUserId: alice.id,
      objectType: 'company',
      objectId: startup.id,
      objectLabel: startup.name,
      before: { status: 'PUBLISHED' },
      after: { status: 'DRAFT' },
      reason: null,
      href: `/admin/startups/${startup.key}`,
    });
    expect(Date.parse(log.entries[0]?.at ?? '')).toBeGreaterThan(Date.parse(log.entries[1]?.at ?? ''));
  });

  it('filters by action and by part of the admin email', async () => {
    const unpublished = await audit(`?action=profile.unpublish&objectId=${startup.id}`);
    expect(unpublished.entries.map((entry) => entry.actorEmail)).toEqual([alice.email]);
    const bobs = await audit(`?actor=${encodeURIComponent(`BOB-${marker}`)}`);
    expect(bobs.entries.map((entry) => [entry.action, entry.objectId])).toEqual([
      ['profile.publish', startup.id],
    ]);
    const none = await audit(`?objectType=payment&objectId=${startup.id}`);
    expect(none).toMatchObject({ entries: [], total: 0, page: 1, pages: 1 });
  });

  it('pages through many entries, newest first', async () => {
    const objectId = `paging-${marker}`;
    const base = t.deps.now().getTime();
    await t.deps.db.insert(adminAuditLog).values(
      Array.from({ length: AUDIT_LOG_PER_PAGE + 3 }, (_, i) => ({
        actorUserId: alice.id,
        actorEmail: alice.email,
        action: 'job.unpublish',
        objectType: 'job',
        objectId,
        objectLabel: `Job ${i}`,
        reason: 'Filled',
        at: new Date(base + i * 1000),
      })),
    );
    const first = await audit(`?objectId=${objectId}`);
    expect(first).toMatchObject({ total: AUDIT_LOG_PER_PAGE + 3, page: 1, pages: 2 });
    expect(first.entries).toHaveLength(AUDIT_LOG_PER_PAGE);
    expect(first.entries[0]).toMatchObject({
      objectLabel: `Job ${AUDIT_LOG_PER_PAGE + 2}`,
      href: `/admin/jobs/${objectId}`,
    });
    const second = await audit(`?objectId=${objectId}&page=2`);
    expect(second.entries.map((entry) => entry.objectLabel)).toEqual(['Job 2', 'Job 1', 'Job 0']);
    expectError(await aliceClient.get('/api/admin/audit?page=0'), 422, 'VALIDATION');
  });

  it('refuses to update or delete a row: the log is append-only in the database itself', async () => {
    const [row] = await t.deps.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.objectId, startup.id))
      .limit(1);
    if (!row) throw new Error('no audit row');
    await expect(
      t.deps.db.update(adminAuditLog).set({ reason: 'rewritten' }).where(eq(adminAuditLog.id, row.id)),
    ).rejects.toThrow();
    await expect(t.deps.db.delete(adminAuditLog).where(eq(adminAuditLog.id, row.id))).rejects.toThrow();
    await expect(t.deps.db.execute(sql`delete from admin_audit_log`)).rejects.toThrow();
    const [still] = await t.deps.db.select().from(adminAuditLog).where(eq(adminAuditLog.id, row.id));
    expect(still).toEqual(row);
  });
});
