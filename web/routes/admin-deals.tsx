import { Form, Link } from 'react-router';
import { AppError } from '#domain/errors.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { getAppContext } from '../app-context.ts';
import { DataTable } from '../components/ui/data-table.tsx';
import { FormError, SECONDARY_SUBMIT_BUTTON, StatusMessage } from '../components/ui/form-controls.tsx';
import { readForm, runFormAction } from '../lib/form-action.server.ts';
import { useFormResult } from '../lib/form-result.ts';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/admin-deals.ts';

export function meta() {
  return pageMeta({
    title: 'Deals',
    description: "Every deal, drafts included, and startups' deal proposals.",
    noIndex: true,
  });
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'deal.manage');
  return await getAppContext(context).services.adminDeals.list(me.id);
}

/** Publish or unpublish from the list (`intent=publish:{id}` or `unpublish:{id}`). */
export async function action({ context, request, url }: Route.ActionArgs) {
  const me = requireSiteAction(context, url, 'deal.manage');
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const [verb, id = ''] = (form.intent ?? '').split(':');
    if (verb !== 'publish' && verb !== 'unpublish') {
      throw new AppError('VALIDATION', 'Please use one of the buttons of the page');
    }
    const deal = await getAppContext(context).services.adminDeals.setPublished(me.id, id, verb === 'publish');
    return {
      ok: true as const,
      message: deal.isPublished ? `${deal.title} is on /deals.` : `${deal.title} is off /deals (a draft).`,
    };
  });
}

/** `/admin/deals`: every deal with its state, a publish switch each, and the startups' proposals. */
export default function AdminDeals({ loaderData }: Route.ComponentProps) {
  const { deals, proposals } = loaderData;
  const result = useFormResult();
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">Deals</h1>
        <Link to="/admin/deals/new" className="font-semibold text-brand-700 underline">
          New deal
        </Link>
      </div>
      <FormError message={result.formError} />
      <StatusMessage message={result.message} />
      <DataTable
        className="mt-4"
        tableClassName="min-w-[48rem]"
        caption="Deals by category"
        columns={['Deal', 'Category', 'Kind', 'State', { srOnly: 'Publish' }]}
      >
        {deals.map((deal) => (
          <tr key={deal.id} className="border-b border-slate-200 align-top">
            <td className="py-3 pr-4">
              <Link to={`/admin/deals/${deal.id}`} className="font-semibold text-brand-700 hover:underline">
                {deal.title}
              </Link>
              <span className="block text-xs text-slate-600">{deal.partnerName}</span>
            </td>
            <td className="py-3 pr-4">{deal.categoryLabel}</td>
            <td className="py-3 pr-4">{deal.type === 'DOWNLOAD' ? 'Download' : 'Code or link'}</td>
            <td className="py-3 pr-4">{deal.isPublished ? 'Published' : 'Draft'}</td>
            <td className="py-3">
              <Form method="post">
                <button
                  type="submit"
                  name="intent"
                  value={`${deal.isPublished ? 'unpublish' : 'publish'}:${deal.id}`}
                  className={SECONDARY_SUBMIT_BUTTON}
                >
                  {deal.isPublished ? 'Unpublish' : 'Publish'}
                  <span className="sr-only"> {deal.title}</span>
                </button>
              </Form>
            </td>
          </tr>
        ))}
      </DataTable>
      <section aria-labelledby="proposals-heading" className="mt-10">
        <h2 id="proposals-heading" className="text-2xl font-semibold text-slate-900">
          Proposals from startups
        </h2>
        {proposals.length === 0 ? (
          <p className="mt-2 text-slate-700">No proposals yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200">
            {proposals.map((proposal) => (
              <li key={proposal.id} className="py-3">
                <p className="font-semibold text-slate-900">
                  {proposal.title}{' '}
                  <span className="font-normal text-slate-600">
                    · {proposal.categoryLabel} · from{' '}
                    <Link
                      to={`/admin/startups/${encodeURIComponent(proposal.companyKey)}`}
                      className="text-brand-700 underline"
                    >
                      {proposal.companyName}
                    </Link>{' '}
                    ·{' '}
                    <a href={`mailto:${proposal.contactEmail}`} className="text-brand-700 underline">
                      {proposal.contactEmail}
                    </a>{' '}
                    · <time dateTime={proposal.createdAt}>{formatUtcDate(new Date(proposal.createdAt))}</time>
                  </span>
                </p>
                <p className="mt-1 whitespace-pre-line text-slate-700">{proposal.description}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
