import { AdminProfileSearchQuery } from '#domain/admin/admin-profiles.schema.ts';
import { getAppContext } from '../app-context.ts';
import { AdminProfileSearch } from '../components/admin/admin-profile-search.tsx';
import { issueFieldErrors } from '../lib/form-action.server.ts';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/admin-investors.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Investors',
    description: 'Every investor on Nordhub, in the back office.',
    noIndex: true,
  });
}

/** The search is in the address (`?q=&status=&page=`); a value out of range shows beside its field. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'admin.backOffice');
  const raw = Object.fromEntries(url.searchParams);
  const parsed = AdminProfileSearchQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : AdminProfileSearchQuery.parse({});
  const fieldErrors = parsed.success ? {} : issueFieldErrors(parsed.error.issues);
  return {
    list: await getAppContext(context).services.adminProfiles.list(me.id, 'investor', query),
    query: { q: raw.q ?? '', status: raw.status ?? '' },
    fieldErrors: Object.fromEntries(
      Object.entries(fieldErrors).map(([field, [first]]) => [field, first ?? '']),
    ),
  };
}

/** `/admin/investors`: search every investor by name or key, published or not. */
export default function AdminInvestors({ loaderData }: Route.ComponentProps) {
  return (
    <AdminProfileSearch
      title="Investors"
      plural="investors"
      basePath="/admin/investors"
      list={loaderData.list}
      query={loaderData.query}
      fieldErrors={loaderData.fieldErrors}
    />
  );
}
