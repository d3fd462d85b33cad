// First: zod must be jitless before any schema is built (our CSP forbids eval).
import '../components/auth/zod-jitless.ts';
import { Link } from 'react-router';
import { ContentPageParams, ContentPageUpdate } from '#domain/content/company-pages.schema.ts';
import { getAppContext } from '../app-context.ts';
import {
  CheckboxField,
  FieldIdsForm,
  FormError,
  InputField,
  StatusMessage,
  SubmitButton,
  TextAreaField,
} from '../components/ui/form-controls.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { postedText, useFormResult } from '../lib/form-result.ts';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { notFound, withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/admin-page.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: loaderData ? `Edit ${loaderData.title}` : 'Page not found',
    description: 'Edit a page of the site.',
    noIndex: true,
  });
}

function keyOf(params: { key?: string }): string {
  const parsed = ContentPageParams.safeParse({ key: params.key });
  if (!parsed.success) throw notFound();
  return parsed.data.key;
}

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'content.manage');
  const key = keyOf(params);
  return withNotFoundPage(() => getAppContext(context).services.adminCompany.page(me.id, key));
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  const me = requireSiteAction(context, url, 'content.manage');
  const key = keyOf(params);
  const form = await readForm(request);
  return withNotFoundPage(() =>
    runFormAction(form, async () => {
      const input = parseForm(ContentPageUpdate, form.values);
      const page = await getAppContext(context).services.adminCompany.updatePage(me.id, key, input);
      return {
        ok: true as const,
        message: page.isPublished
          ? `Saved: /${page.key} shows the new text.`
          : `Saved: /${page.key} is not published (visitors get "Page not found").`,
      };
    }),
  );
}

/** `/admin/pages/{key}` (issue 35): a content page's title, markdown body, meta description, publishing. */
export default function AdminPage({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  const { fieldErrors, formError, values, message } = useFormResult();
  const isPublished = values ? values.isPublished !== undefined : page.isPublished;
  return (
    <div>
      <p className="text-sm">
        <Link to="/admin/pages" className="font-medium text-brand-700 underline">
          All pages
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Edit {page.title}</h1>
      <p className="mt-2 text-slate-700">
        Shown at{' '}
        <a href={`/${page.key}`} className="font-medium text-brand-700 underline">
          /{page.key}
        </a>
        . The body is markdown: headings (##), lists, links and emphasis; HTML is shown as text.
      </p>
      <FieldIdsForm
        prefix="page"
        method="post"
        noValidate
        className="mt-6 max-w-3xl space-y-5"
        key={page.updatedAt}
      >
        <StatusMessage message={message} />
        <FormError message={formError} />
        <InputField
          label="Title"
          name="title"
          required
          defaultValue={postedText(values, 'title') ?? page.title}
          error={fieldErrors.title}
        />
        <TextAreaField
          label="Body (markdown)"
          name="body"
          rows={18}
          required
          defaultValue={postedText(values, 'body') ?? page.body}
          error={fieldErrors.body}
        />
        <TextAreaField
          label="Meta description (at most 200 characters)"
          name="metaDescription"
          rows={2}
          hint="What search engines show under the title; empty: the start of the body."
          defaultValue={postedText(values, 'metaDescription') ?? page.metaDescription}
          error={fieldErrors.metaDescription}
        />
        <CheckboxField
          label="Published"
          name="isPublished"
          defaultChecked={isPublished}
          error={fieldErrors.isPublished}
        />
        <SubmitButton busyText="Saving…">Save page</SubmitButton>
      </FieldIdsForm>
    </div>
  );
}
