import { and, eq, ne, type SQL } from 'drizzle-orm';
import { companies, whiteLabelFeeds } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

/**
 * Whether a host name is already a tenant's: a startup's career domain or a white-label feed's host
 * (ADR 030: one host, one site). `except` leaves out the one asking (a startup keeping its own
 * domain, a feed keeping its own host). The unique indexes settle two claims at the same moment;
 * this gives the field its message first.
 */
export async function isTenantHostTaken(
  deps: Pick<ServiceDeps, 'db'>,
  host: string,
  except: { companyId?: string; feedId?: string } = {},
): Promise<boolean> {
  const butNot = (column: typeof companies.id | typeof whiteLabelFeeds.id, id: string | undefined) =>
    id === undefined ? [] : [ne(column, id)];
  const companyWhere: SQL[] = [eq(companies.careerDomain, host), ...butNot(companies.id, except.companyId)];
  const feedWhere: SQL[] = [eq(whiteLabelFeeds.host, host), ...butNot(whiteLabelFeeds.id, except.feedId)];
  const [[company], [feed]] = await Promise.all([
    deps.db
      .select({ id: companies.id })
      .from(companies)
      .where(and(...companyWhere))
      .limit(1),
    deps.db
      .select({ id: whiteLabelFeeds.id })
      .from(whiteLabelFeeds)
      .where(and(...feedWhere))
      .limit(1),
  ]);
  return Boolean(company || feed);
}
