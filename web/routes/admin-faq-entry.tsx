// First: zod must be jitless before any schema is built (our CSP forbids eval).
import '../components/auth/zod-jitless.ts';
import { Link } from 'react-router';
import { FaqEntryInput, FaqEntryParams } from '#domain/content/company-pages.schema.ts';
import { getAppContext } from '../app-context.ts';
import { FaqEntryFields } from '../components/admin/faq-entry-fields.tsx';
import { FieldIdsForm, FormError, StatusMessage, SubmitButton } from '../components/ui/form-controls.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { useFormResult } from '../lib/form-result.ts';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { notFound, withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/admin-faq-entry.ts';

export function meta() {
  return pageMeta({ title: 'Edit question', description: 'Edit a question of the FAQ.', noIndex: true });
}

function idOf(params: { id?: string }): string {
  const parsed = FaqEntryParams.safeParse({ id: params.id });
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'content.manage');
  const id = idOf(params);
  const { items } = await getAppContext(context).services.adminCompany.faq(me.id);
  const entry = items.find((item) => item.id === id);
  if (!entry) throw notFound();
  return entry;
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  const me = requireSiteAction(context, url, 'content.manage');
  const id = idOf(params);
  const form = await readForm(request);
  return withNotFoundPage(() =>
    runFormAction(form, async () => {
      const entry = await getAppContext(context).services.adminCompany.updateFaq(
        me.id,
        id,
        parseForm(FaqEntryInput, form.values),
      );
      return {
        ok: true as const,
        message: `Saved: “${entry.question}” is ${entry.isPublished ? 'published' : 'not published'}.`,
      };
    }),
  );
}

/** `/admin/faq/{id}` (issue 35): one question of the startups' FAQ, edited. */
export default function AdminFaqEntry({ loaderData }: Route.ComponentProps) {
  const entry = loaderData;
  const { fieldErrors, formError, values, message } = useFormResult();
  return (
    <div>
      <p className="text-sm">
        <Link to="/admin/faq" className="font-medium text-brand-700 underline">
          All questions
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Edit question</h1>
      <FieldIdsForm
        prefix="faq"
        method="post"
        noValidate
        className="mt-6 max-w-3xl space-y-5"
        key={entry.updatedAt}
      >
        <StatusMessage message={message} />
        <FormError message={formError} />
        <FaqEntryFields entry={entry} values={values} fieldErrors={fieldErrors} />
        <SubmitButton busyText="Saving…">Save question</SubmitButton>
      </FieldIdsForm>
    </div>
  );
}
