// First: zod must be jitless before any schema is built (our CSP forbids eval).
import '../components/auth/zod-jitless.ts';
import { Form, Link } from 'react-router';
import { FaqEntryInput, FaqEntryParams } from '#domain/content/company-pages.schema.ts';
import { AppError } from '#domain/errors.ts';
import { getAppContext } from '../app-context.ts';
import { FaqEntryFields } from '../components/admin/faq-entry-fields.tsx';
import { DataTable } from '../components/ui/data-table.tsx';
import {
  FieldIdsForm,
  FormError,
  SECONDARY_SUBMIT_BUTTON,
  StatusMessage,
  SubmitButton,
} from '../components/ui/form-controls.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { useFormResult } from '../lib/form-result.ts';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/admin-faq.ts';

export function meta() {
  return pageMeta({ title: 'FAQ', description: "The startups' questions and answers.", noIndex: true });
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'content.manage');
  return getAppContext(context).services.adminCompany.faq(me.id);
}

/**
 * Three forms: add a question (`create`), publish or unpublish one (`publish:{id}`, `unpublish:{id}`)
 * and delete one (`delete:{id}`); editing is on the question's own page.
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  const me = requireSiteAction(context, url, 'content.manage');
  const { adminCompany } = getAppContext(context).services;
  const form = await readForm(request);
  return runFormAction(form, async () => {
    if (form.intent === 'create') {
      const entry = await adminCompany.createFaq(me.id, parseForm(FaqEntryInput, form.values));
      return { ok: true as const, intent: 'create', message: `Added: “${entry.question}”.` };
    }
    const [kind = '', rawId = ''] = (form.intent ?? '').split(':');
    const id = FaqEntryParams.safeParse({ id: rawId });
    if (!id.success) throw new AppError('BAD_REQUEST', 'Unknown form');
    if (kind === 'delete') {
      await adminCompany.deleteFaq(me.id, id.data.id);
      return { ok: true as const, intent: 'row', message: 'The question is deleted.' };
    }
    if (kind === 'publish' || kind === 'unpublish') {
      const entry = (await adminCompany.faq(me.id)).items.find((item) => item.id === id.data.id);
      if (!entry) throw new AppError('NOT_FOUND', 'There is no such question');
      const updated = await adminCompany.updateFaq(me.id, entry.id, {
        topic: entry.topic,
        question: entry.question,
        answer: entry.answer,
        sort: entry.sort,
        isPublished: kind === 'publish',
      });
      return {
        ok: true as const,
        intent: 'row',
        message: `“${updated.question}” is ${updated.isPublished ? 'published' : 'no longer published'}.`,
      };
    }
    throw new AppError('BAD_REQUEST', 'Unknown form');
  });
}

/** `/admin/faq` (issue 35): the startups' FAQ (`/startups/faq`), question by question. */
export default function AdminFaq({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  const rowResult = useFormResult('row');
  const createResult = useFormResult('create');
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">FAQ</h1>
      <p className="mt-2 text-slate-700">
        The questions on{' '}
        <a href="/startups/faq" className="font-medium text-brand-700 underline">
          /startups/faq
        </a>
        , grouped by topic in their order.
      </p>
      <div className="mt-4 space-y-2">
        <StatusMessage message={rowResult.message} />
        <FormError message={rowResult.formError} />
      </div>
      {items.length === 0 ? (
        <p className="mt-6 text-slate-700">No questions yet.</p>
      ) : (
        <DataTable
          className="mt-6"
          tableClassName="min-w-[48rem]"
          caption="FAQ entries in their order"
          columns={['Question', 'Topic', 'Order', 'Status', { srOnly: 'Actions' }]}
        >
          {items.map((entry) => (
            <tr key={entry.id} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-3 pr-4 font-normal">
                <Link to={`/admin/faq/${entry.id}`} className="font-semibold text-brand-700 hover:underline">
                  {entry.question}
                </Link>
              </th>
              <td className="py-3 pr-4">{entry.topic}</td>
              <td className="py-3 pr-4">{entry.sort}</td>
              <td className="py-3 pr-4">{entry.isPublished ? 'Published' : 'Not published'}</td>
              <td className="py-3 pr-4">
                <Form method="post" className="flex flex-wrap gap-2">
                  <SubmitButton
                    name="intent"
                    value={`${entry.isPublished ? 'unpublish' : 'publish'}:${entry.id}`}
                    className={SECONDARY_SUBMIT_BUTTON}
                    busyText="Saving…"
                  >
                    {entry.isPublished ? 'Unpublish' : 'Publish'}
                    <span className="sr-only"> “{entry.question}”</span>
                  </SubmitButton>
                  <SubmitButton
                    name="intent"
                    value={`delete:${entry.id}`}
                    className={SECONDARY_SUBMIT_BUTTON}
                    busyText="Deleting…"
                  >
                    Delete<span className="sr-only"> “{entry.question}”</span>
                  </SubmitButton>
                </Form>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <section aria-labelledby="new-question" className="mt-10 max-w-3xl">
        <h2 id="new-question" className="text-xl font-semibold text-slate-900">
          Add a question
        </h2>
        <FieldIdsForm
          prefix="new-faq"
          method="post"
          noValidate
          className="mt-4 space-y-5"
          key={createResult.message ?? 'new'}
        >
          <StatusMessage message={createResult.message} />
          <FormError message={createResult.formError} />
          <FaqEntryFields entry={null} values={createResult.values} fieldErrors={createResult.fieldErrors} />
          <SubmitButton name="intent" value="create" busyText="Adding…">
            Add question
          </SubmitButton>
        </FieldIdsForm>
      </section>
    </div>
  );
}
