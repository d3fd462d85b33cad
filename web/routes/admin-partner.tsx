// First: zod must be jitless before any schema is built (our CSP forbids eval).
import '../components/auth/zod-jitless.ts';
import { Link } from 'react-router';
import { PartnerInput } from '#domain/content/directory.schema.ts';
import { getAppContext } from '../app-context.ts';
import { DirectoryEntryPage } from '../components/admin/directory-entry-page.tsx';
import { runDirectoryEntryAction } from '../lib/directory-entry-action.server.ts';
import { parseForm, readForm } from '../lib/form-action.server.ts';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/admin-partner.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: loaderData ? `Partner: ${loaderData.partner.name}` : 'Partner',
    description: 'Edit a partner of the directory.',
    noIndex: true,
  });
}

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'content.manage');
  const { adminDirectory } = getAppContext(context).services;
  return withNotFoundPage(async () => ({ partner: await adminDirectory.getPartner(me.id, params.key) }));
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  const me = requireSiteAction(context, url, 'content.manage');
  const { adminDirectory } = getAppContext(context).services;
  const form = await readForm(request);
  return withNotFoundPage(() =>
    runDirectoryEntryAction(form, {
      key: params.key,
      pathOf: (key) => `/admin/partners/${key}`,
      save: (values) => adminDirectory.updatePartner(me.id, params.key, parseForm(PartnerInput, values)),
      setPublished: (isPublished) => adminDirectory.setPartnerPublished(me.id, params.key, isPublished),
    }),
  );
}

/** `/admin/partners/{key}`: a partner's form, and its publish switch. */
export default function AdminPartner({ loaderData }: Route.ComponentProps) {
  const { partner } = loaderData;
  return (
    <DirectoryEntryPage
      entry={partner}
      list={{ to: '/admin/partners', label: 'All partners' }}
      publishedAt={
        <>
          Published on{' '}
          <Link to="/partners" className="text-brand-700 underline">
            /partners
          </Link>
          {partner.pagePath && (
            <>
              , its page at{' '}
              <Link to={partner.pagePath} className="text-brand-700 underline">
                {partner.pagePath}
              </Link>
            </>
          )}
        </>
      }
      prefix="partner"
      hasBody
      submitText="Save partner"
    />
  );
}
