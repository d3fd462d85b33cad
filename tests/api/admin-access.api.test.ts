/**
 * The back office's API answers 404 to everyone but admins (issue 32, "Bad input and safety"),
 * route by route. The routes come from the app's own list (server/areas.ts), so a new
 * `/api/admin/*` route is covered the moment it exists, and one registered without the policy's
 * check fails here. Each is sent as a visitor, as a member of a startup, and as a talent, with a
 * body and parameters it would accept and with nonsense: the answer is the same 404 either way (the
 * check runs before the input is read, so a refusal tells nothing about the route). A refused
 * request writes no audit row.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS } from '#server/areas.ts';
import { adminAuditLog } from '#server/db/schema/index.ts';
import { ADMIN_TAG } from '#server/http/routes/admin/define-admin-route.ts';
import { addCompanyMember, insertCompany, insertUser } from '#tests/helpers/factories.ts';
import { expectError } from '#tests/helpers/http.ts';
import { createSessionClient, type SessionClient, signedInClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const ALL_ROUTES = AREAS.flatMap((area) => ('routes' in area ? [...area.routes] : []));
const ADMIN_ROUTES = ALL_ROUTES.filter((route) => route.url.startsWith('/api/admin/'));
const SOME_ID = '3f1c2a9e-8b7d-4e6f-9a1b-2c3d4e5f6a7b';

/** The route's URL with every `:param` filled in. */
function urlOf(url: string): string {
  return url.replace(/:[A-Za-z]+/g, SOME_ID);
}

describe('the list of back office routes', () => {
  it('has routes, each under the Admin tag and asking the policy before reading input', () => {
    expect(ADMIN_ROUTES.length).toBeGreaterThan(0);
    for (const route of ADMIN_ROUTES) {
      expect(route.tags, route.url).toEqual([ADMIN_TAG]);
      expect(route.requires, route.url).toBeDefined();
      expect(route.cacheControl, route.url).toBe('private, no-store');
    }
  });

  it('has no route outside /api/admin/ under the Admin tag', () => {
    const stray = ALL_ROUTES.filter(
      (route) => route.tags.includes(ADMIN_TAG) && !route.url.startsWith('/api/admin/'),
    );
    expect(stray.map((route) => route.url)).toEqual([]);
  });
});

describe.each(BACKENDS)('back office API access [%s]', (backend) => {
  let t: TestApp;
  let visitor: SessionClient;
  let member: SessionClient;
  let talent: SessionClient;
  let admin: SessionClient;

  async function auditRows(): Promise<number> {
    const [row] = await t.deps.db.select({ n: count() }).from(adminAuditLog);
    return row?.n ?? 0;
  }

  beforeAll(async () => {
    t = await createTestApp({ backend });
    const startup = await insertCompany(t.deps.db, { name: 'Adgang AB' });
    const memberUser = await insertUser(t.deps.db);
    await addCompanyMember(t.deps.db, startup, memberUser);
    const talentUser = await insertUser(t.deps.db);
    const adminUser = await insertUser(t.deps.db, { isAdmin: true });
    visitor = createSessionClient(t.app);
    [member, talent, admin] = await Promise.all([
      signedInClient(t.app, memberUser),
      signedInClient(t.app, talentUser),
      signedInClient(t.app, adminUser),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(ADMIN_ROUTES.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s answers 404 to a visitor, a startup member and a talent, whatever they send',
    async (_name, route) => {
      const before = await auditRows();
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      for (const client of [visitor, member, talent]) {
        for (const payload of [undefined, {}, { reason: 'x'.repeat(5000), amount: -1 }]) {
          const response = await client.request({
            method,
            url: urlOf(route.url),
            ...(method === 'GET' || payload === undefined ? {} : { payload }),
          });
          const body = expectError(response, 404, 'NOT_FOUND');
          expect(body.message).toBe('Page not found');
          expect(body.fieldErrors).toBeUndefined();
        }
      }
      expect(await auditRows()).toBe(before);
    },
  );

  it('answers an admin: the dashboard counts what waits for the team', async () => {
    const response = await admin.get('/api/admin/dashboard');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const labels = (response.json().waiting as { label: string; count: number }[]).map((item) => item.label);
    expect(labels).toEqual(expect.arrayContaining(['Jobs awaiting approval', 'Reported jobs']));
  });
});
