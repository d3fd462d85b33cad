// First: zod must be jitless before any schema is built (our CSP forbids eval).
import '../components/auth/zod-jitless.ts';
import { Link, redirect } from 'react-router';
import { PartnerInput } from '#domain/content/directory.schema.ts';
import { AppError } from '#domain/errors.ts';
import { getAppContext } from '../app-context.ts';
import { DirectoryEntryForm, PublishButton } from '../components/admin/directory-entry-form.tsx';
import { StatusMessage } from '../components/ui/form-controls.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { useFormResult } from '../lib/form-result.ts';
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
    runFormAction(form, async () => {
      const [kind] = (form.intent ?? '').split(':');
      if (kind === 'save') {
        const partner = await adminDirectory.updatePartner(
          me.id,
          params.key,
          parseForm(PartnerInput, form.values),
        );
        if (partner.key !== params.key) return redirect(`/admin/partners/${partner.key}`);
        return { ok: true as const, intent: form.intent, message: `Saved ${partner.name}.` };
      }
      if (kind === 'publish' || kind === 'unpublish') {
        const partner = await adminDirectory.setPartnerPublished(me.id, params.key, kind === 'publish');
        return {
          ok: true as const,
          intent: 'list',
          message: `${partner.name} is ${partner.isPublished ? 'published' : 'unpublished'}.`,
        };
      }
      throw new AppError('BAD_REQUEST', 'Unknown form');
    }),
  );
}

/** `/admin/partners/{key}`: a partner's form, and its publish switch. */
export default function AdminPartner({ loaderData }: Route.ComponentProps) {
  const { partner } = loaderData;
  const publishResult = useFormResult('list');
  return (
    <div className="max-w-2xl">
      <p className="text-sm">
        <Link to="/admin/partners" className="text-brand-700 hover:underline">
          All partners
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{partner.name}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <p className="text-slate-700">
          {partner.isPublished ? (
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
          ) : (
            'Unpublished: visitors do not see it'
          )}
        </p>
        <PublishButton entryKey={partner.key} name={partner.name} isPublished={partner.isPublished} />
      </div>
      <StatusMessage message={publishResult.message} />
      <div className="mt-6">
        <DirectoryEntryForm
          key={partner.updatedAt}
          intent="save"
          prefix="partner"
          entry={partner}
          hasBody
          submitText="Save partner"
          label={`Edit ${partner.name}`}
        />
      </div>
    </div>
  );
}
