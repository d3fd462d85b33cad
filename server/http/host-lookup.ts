import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { companies, whiteLabelFeeds } from '../db/schema/index.ts';
import type { ServiceDeps } from '../services/deps.ts';
import type { HostLookup, WidgetCompanyLookup } from './hosts.ts';

/**
 * Career domains and white-label feed hosts, looked up in the database. A career domain counts once
 * it is verified (its TXT record found: docs/product.md, Platforms and hosts) and its startup is
 * published; before that it serves nothing of the startup (an unknown host).
 */
export function createHostLookup(deps: ServiceDeps): HostLookup {
  return {
    async findCareerCompany(host) {
      const rows = await deps.db
        .select({ id: companies.id, key: companies.key, name: companies.name })
        .from(companies)
        .where(
          and(
            eq(companies.careerDomain, host),
            isNotNull(companies.careerDomainVerifiedAt),
            eq(companies.status, 'PUBLISHED'),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },
    async findWhiteLabelFeed(host) {
      const rows = await deps.db
        .select({ id: whiteLabelFeeds.id, name: whiteLabelFeeds.name })
        .from(whiteLabelFeeds)
        .where(eq(whiteLabelFeeds.host, host))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}

/** The startup of a job-list widget: published, on the platform, with its framing origins. */
export function createWidgetCompanyLookup(deps: ServiceDeps): WidgetCompanyLookup {
  return async (key, platform) => {
    const rows = await deps.db
      .select({
        id: companies.id,
        key: companies.key,
        name: companies.name,
        widgetOrigins: companies.widgetOrigins,
      })
      .from(companies)
      .where(
        and(
          eq(companies.key, key),
          eq(companies.status, 'PUBLISHED'),
          sql`(${companies.platform} ->> ${platform})::boolean`,
        ),
      )
      .limit(1);
    return rows[0] ?? null;
  };
}
