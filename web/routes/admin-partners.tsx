// First: zod must be jitless before any schema is built (our CSP forbids eval).
import '../components/auth/zod-jitless.ts';
import { Form, Link } from 'react-router';
import { ContentTextInput, PartnerInput } from '#domain/content/directory.schema.ts';
import { AppError } from '#domain/errors.ts';
import { getAppContext } from '../app-context.ts';
import { DirectoryEntryForm, PublishButton } from '../components/admin/directory-entry-form.tsx';
import { DataTable } from '../components/ui/data-table.tsx';
import { FormError, StatusMessage, SubmitButton, TextAreaField } from '../components/ui/form-controls.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { postedText, useFormResult } from '../lib/form-result.ts';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/admin-partners.ts';

export function meta() {
  return pageMeta({
    title: 'Partners',
    description: "The partners and the partners page's introduction: add, edit, publish.",
    noIndex: true,
  });
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'content.manage');
  return await getAppContext(context).services.adminDirectory.listPartners(me.id);
}

/**
 * Adds a partner (`create`), publishes or unpublishes one (`publish:{key}`, `unpublish:{key}`) or
 * saves the page's introduction (`intro`).
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  const me = requireSiteAction(context, url, 'content.manage');
  const { adminDirectory } = getAppContext(context).services;
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const [kind, key = ''] = (form.intent ?? '').split(':');
    if (kind === 'create') {
      const partner = await adminDirectory.createPartner(me.id, parseForm(PartnerInput, form.values));
      return { ok: true as const, intent: form.intent, message: `Added ${partner.name}.` };
    }
    if (kind === 'intro') {
      await adminDirectory.setPartnersIntro(me.id, parseForm(ContentTextInput, form.values).body);
      return { ok: true as const, intent: form.intent, message: 'Saved the introduction.' };
    }
    if (kind === 'publish' || kind === 'unpublish') {
      const partner = await adminDirectory.setPartnerPublished(me.id, key, kind === 'publish');
      return {
        ok: true as const,
        intent: 'list',
        message: `${partner.name} is ${partner.isPublished ? 'published' : 'unpublished'}.`,
      };
    }
    throw new AppError('BAD_REQUEST', 'Unknown form');
  });
}

function IntroForm({ intro }: { intro: string }) {
  const result = useFormResult('intro');
  return (
    <Form method="post" noValidate className="space-y-3" aria-label="Partners page introduction">
      <StatusMessage message={result.message} />
      <FormError message={result.formError} />
      <TextAreaField
        label="Introduction (markdown)"
        name="body"
        rows={6}
        defaultValue={postedText(result.values, 'body') ?? intro}
        error={result.fieldErrors.body}
      />
      <SubmitButton name="intent" value="intro" busyText="Saving…">
        Save introduction
      </SubmitButton>
    </Form>
  );
}

/** `/admin/partners`: the page's introduction, every partner with its publish switch, and the form adding one. */
export default function AdminPartners({ loaderData }: Route.ComponentProps) {
  const listResult = useFormResult('list');
  return (
    <div className="max-w-5xl">
      <h1 className="text-3xl font-bold text-slate-900">Partners</h1>
      <p className="mt-2 text-slate-700">
        The partners on{' '}
        <Link to="/partners" className="text-brand-700 underline">
          /partners
        </Link>
        . A partner with a landing page text gets its own page, like the bank's growth programme.
      </p>
      <section aria-labelledby="partners-intro" className="mt-8 max-w-2xl">
        <h2 id="partners-intro" className="text-xl font-semibold text-slate-900">
          Page introduction
        </h2>
        <div className="mt-3">
          <IntroForm intro={loaderData.intro} />
        </div>
      </section>
      <h2 className="mt-10 text-xl font-semibold text-slate-900">All partners</h2>
      <StatusMessage message={listResult.message} />
      <DataTable
        caption="Partners"
        columns={['Name', 'Category', 'Landing page', 'Status', { srOnly: 'Publish' }]}
        className="mt-4"
      >
        {loaderData.partners.map((partner) => (
          <tr key={partner.id} className="border-b border-slate-200 align-top">
            <td className="py-3 pr-4">
              <Link to={`/admin/partners/${partner.key}`} className="text-brand-700 hover:underline">
                {partner.name}
              </Link>
            </td>
            <td className="py-3 pr-4">{partner.category}</td>
            <td className="py-3 pr-4">{partner.pagePath ?? '–'}</td>
            <td className="py-3 pr-4">{partner.isPublished ? 'Published' : 'Unpublished'}</td>
            <td className="py-3 pr-4">
              <PublishButton entryKey={partner.key} name={partner.name} isPublished={partner.isPublished} />
            </td>
          </tr>
        ))}
      </DataTable>
      <section aria-labelledby="new-partner" className="mt-10 max-w-2xl">
        <h2 id="new-partner" className="text-xl font-semibold text-slate-900">
          Add a partner
        </h2>
        <div className="mt-4">
          <DirectoryEntryForm
            intent="create"
            prefix="new-partner"
            entry={null}
            hasBody
            submitText="Add partner"
            label="Add a partner"
          />
        </div>
      </section>
    </div>
  );
}
