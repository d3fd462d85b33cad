import type { FastifyInstance } from 'fastify';
import type { Site } from '#domain/site/site.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { RecurringTask, SchedulerLogger } from '../jobs/scheduler.ts';
import type { PortalDeps } from '../services/deps.ts';
import type { WebViewer } from '../services/web-services.ts';
import type { AnyRoute } from './define-route.ts';
import { isDevToolsEnvironment } from './routes/dev/outbox-routes.ts';

/**
 * What an area's page services are made from, per request: the deps, the request's site (ADR 030: its platform is
 * the listing scope of a platform's pages; a tenant's pages take their scope from it too) and viewer.
 */
export type PageServicesContext = { deps: PortalDeps; site: Site; viewer: WebViewer };

/** What an area's scheduled work is built from, once, in the process that runs scheduled work. */
export type ScheduleContext = {
  deps: PortalDeps;
  database: DatabaseHandle;
  logger: SchedulerLogger;
};

/**
 * A recurring task. Its runs may change what public pages show (jobs expire, data is purged), so
 * the page caches forget their pages after each run, unless the task says it changes none.
 */
export type AreaSchedule = { task: RecurringTask; keepsPublicPages?: boolean };

/**
 * Routes for development and tests, never mounted in production: `devTools` where the dev tools
 * are (development and test), `testRoutes` only when DIGEST_RUN_ROUTE is set (the e2e server).
 */
export type DevRoutes = { when: 'devTools' | 'testRoutes'; routes: readonly AnyRoute[] };

/**
 * Routes whose bodies are not JSON (multipart uploads, form posts, raw webhook bytes): registered in
 * a scope of their own by `register`, documented from `routes`.
 */
export type ScopedRoutes = {
  routes: readonly AnyRoute[];
  register: (app: FastifyInstance) => Promise<void>;
};

/**
 * One area of the app (jobs, pipeline, Scout, the back office…) as the app is composed of it: its
 * JSON API routes, its page services (`services.<group>` in React Router loaders), its scheduled
 * work and its dev routes. `buildApp` and `main.ts` loop over the list in server/areas.ts; the
 * OpenAPI document is written from the same list. A new area is one entry there.
 */
export type AppArea = {
  name: string;
  /** JSON API routes (`defineRoute`), in the order the OpenAPI document lists them. */
  routes?: readonly AnyRoute[];
  scopedRoutes?: readonly ScopedRoutes[];
  devRoutes?: readonly DevRoutes[];
  /** Groups of page services by name: `{ scout: ({ deps }) => createScoutWebServices(deps) }`. */
  pageServices?: Readonly<Record<string, (context: PageServicesContext) => object>>;
  schedules?: (context: ScheduleContext) => AreaSchedule[];
};

/** An area, its page services' types kept (so `services.<group>` is typed in the web). */
export function defineArea<const A extends AppArea>(area: A): A {
  return area;
}

type PageServicesOf<A> = A extends { pageServices: infer P }
  ? { [K in keyof P]: P[K] extends (context: PageServicesContext) => infer R ? R : never }
  : unknown;

/** Every area's page services groups, merged into one object type. */
export type AreasPageServices<T extends readonly unknown[]> = T extends readonly [infer Head, ...infer Rest]
  ? PageServicesOf<Head> & AreasPageServices<Rest>
  : unknown;

/** The JSON routes the app serves in this environment: every area's, then the dev routes allowed. */
export function servedRoutes(areas: readonly AppArea[], env: Env): AnyRoute[] {
  const isAllowed = (when: DevRoutes['when']) =>
    when === 'devTools' ? isDevToolsEnvironment(env.NODE_ENV) : Boolean(env.DIGEST_RUN_ROUTE);
  return [
    ...areas.flatMap((area) => area.routes ?? []),
    ...areas.flatMap((area) =>
      (area.devRoutes ?? []).filter((dev) => isAllowed(dev.when)).flatMap((dev) => dev.routes),
    ),
  ];
}

export function scopedRoutes(areas: readonly AppArea[]): ScopedRoutes[] {
  return areas.flatMap((area) => area.scopedRoutes ?? []);
}

/**
 * The page services of every area for one request, as groups added to `target` (a new object when
 * none is given). A group is made when a loader or action first uses it: a page uses a few of them,
 * and making every group for every request was measurable on the busiest pages (ADR 034).
 */
export function createAreaPageServices<const T extends readonly AppArea[], B extends object = object>(
  areas: T,
  context: PageServicesContext,
  target: B = {} as B,
): B & AreasPageServices<T> {
  const services = target as Record<string, unknown>;
  for (const area of areas) {
    for (const [group, create] of Object.entries(area.pageServices ?? {})) {
      if (group in services) throw new Error(`page services group ${group} is registered twice`);
      Object.defineProperty(services, group, {
        enumerable: true,
        configurable: true,
        get() {
          const made = create(context);
          Object.defineProperty(services, group, { value: made, enumerable: true });
          return made;
        },
      });
    }
  }
  return services as B & AreasPageServices<T>;
}

export function areaSchedules(areas: readonly AppArea[], context: ScheduleContext): AreaSchedule[] {
  return areas.flatMap((area) => area.schedules?.(context) ?? []);
}
