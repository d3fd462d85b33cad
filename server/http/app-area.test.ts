import { describe, expect, it } from 'vitest';
import type { Site } from '#domain/site/site.ts';
import { AREAS } from '../areas.ts';
import { parseEnv } from '../env.ts';
import type { PortalDeps } from '../services/deps.ts';
import { type AppArea, createAreaPageServices, scopedRoutes, servedRoutes } from './app-area.ts';
import type { AnyRoute } from './define-route.ts';

const route = (url: string) => ({ method: 'GET', url }) as unknown as AnyRoute;

const AREAS_FOR_TEST: AppArea[] = [
  { name: 'a', routes: [route('/api/a')], devRoutes: [{ when: 'devTools', routes: [route('/api/dev/a')] }] },
  {
    name: 'b',
    routes: [route('/api/b')],
    devRoutes: [{ when: 'testRoutes', routes: [route('/api/dev/b')] }],
    scopedRoutes: [{ routes: [route('/api/upload/b')], register: async () => {} }],
  },
];

const urls = (routes: AnyRoute[]) => routes.map((r) => r.url);
const env = (source: Record<string, string>) => parseEnv({ LOG_LEVEL: 'silent', ...source });

describe('servedRoutes', () => {
  it.each([
    [
      // A real deployment names its payment provider and mail transport (parseEnv refuses the defaults).
      {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://nordhub.example',
        PAYMENT_PROVIDER: 'local',
        MAIL_TRANSPORT: 'outbox',
      },
      ['/api/a', '/api/b'],
    ],
    [{ NODE_ENV: 'development' }, ['/api/a', '/api/b', '/api/dev/a']],
    [{ NODE_ENV: 'test', DIGEST_RUN_ROUTE: 'true' }, ['/api/a', '/api/b', '/api/dev/a', '/api/dev/b']],
  ])('serves in %o: the areas’ routes in order, then the dev routes allowed', (source, expected) => {
    expect(urls(servedRoutes(AREAS_FOR_TEST, env(source)))).toEqual(expected);
  });

  it('keeps the scoped routes apart (their own bodies), in the areas’ order', () => {
    expect(scopedRoutes(AREAS_FOR_TEST).flatMap((scope) => urls([...scope.routes]))).toEqual([
      '/api/upload/b',
    ]);
  });
});

describe('createAreaPageServices', () => {
  const site: Site = {
    kind: 'impact',
    platform: 'impact',
    host: 'impact.test',
    origin: 'https://impact.test',
    name: 'Nordhub Impact',
  };
  const context = { deps: {} as PortalDeps, site, viewer: { userId: null } };

  it('gives each group of every area', () => {
    const services = createAreaPageServices(
      [
        { name: 'a', pageServices: { one: () => ({ n: 1 }) } },
        { name: 'b', pageServices: { two: ({ site }) => ({ platform: site.platform }) } },
      ] as const,
      context,
    );
    expect(services).toEqual({ one: { n: 1 }, two: { platform: 'impact' } });
  });

  it('makes a group when it is first used, once, on the object it is given', () => {
    let made = 0;
    const core = { core: true };
    const services = createAreaPageServices(
      [{ name: 'a', pageServices: { one: () => ({ n: ++made }) } }] as const,
      context,
      core,
    );
    expect(services).toBe(core);
    expect(made).toBe(0);
    expect(services.one).toEqual({ n: 1 });
    expect(services.one).toBe(services.one);
    expect(made).toBe(1);
  });

  it('refuses a group two areas both register', () => {
    expect(() =>
      createAreaPageServices(
        [
          { name: 'a', pageServices: { same: () => ({}) } },
          { name: 'b', pageServices: { same: () => ({}) } },
        ],
        context,
      ),
    ).toThrow(/same is registered twice/);
  });

  it('builds the app’s own areas without a clash', () => {
    const groups = AREAS.flatMap((area) => Object.keys(('pageServices' in area && area.pageServices) || {}));
    expect(new Set(groups).size).toBe(groups.length);
    expect(new Set(AREAS.map((area) => area.name)).size).toBe(AREAS.length);
  });
});
