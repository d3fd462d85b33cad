// First: zod must be jitless before any schema is built (our CSP forbids eval).
import '../components/auth/zod-jitless.ts';
import { Form, Link, redirect } from 'react-router';
import { imageUrl } from '#domain/content/image-sizes.ts';
import type { AdminDeal } from '#domain/deals/deal.schema.ts';
import { DealInput } from '#domain/deals/deal.schema.ts';
import {
  DEAL_CATEGORIES,
  DEAL_DOCUMENT_FIELD,
  DEAL_TYPE_LABELS,
  DEAL_TYPES,
} from '#domain/deals/deal-constants.ts';
import { AppError } from '#domain/errors.ts';
import { getAppContext } from '../app-context.ts';
import { MarkdownBody } from '../components/content/markdown-body.tsx';
import {
  CheckboxField,
  FormError,
  InputField,
  SelectField,
  StatusMessage,
  SubmitButton,
  TextAreaField,
} from '../components/ui/form-controls.tsx';
import { FORM_FIX_MESSAGE, issueFieldErrors, readForm, runFormAction } from '../lib/form-action.server.ts';
import { postedText, useFormResult } from '../lib/form-result.ts';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { attachPostedImages } from '../lib/posted-images.server.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/admin-deal.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: loaderData?.deal ? `Deal: ${loaderData.deal.title}` : 'New deal',
    description: 'A deal in the back office: every field, its document and images, published or not.',
    noIndex: true,
  });
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'deal.manage');
  if (!params.id) return { deal: null, bodyHtml: '' };
  const id = params.id;
  return withNotFoundPage(() => getAppContext(context).services.adminDeals.get(me.id, id));
}

/**
 * Save the whole deal: a plain multipart post that works without JavaScript. Pictures are stored
 * through the upload service (content check, re-encoding, an `uploads` row of the admin's), the
 * document is judged as a PDF and stored in the save's transaction; audited `deal.create` or
 * `deal.update` (`intent=save`), `deal.publish` / `deal.unpublish` (`intent=publish|unpublish`).
 */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const me = requireSiteAction(context, url, 'deal.manage');
  const { services } = getAppContext(context);
  const form = await readForm(request);
  return runFormAction(form, async () => {
    if (params.id && (form.intent === 'publish' || form.intent === 'unpublish')) {
      const deal = await services.adminDeals.setPublished(me.id, params.id, form.intent === 'publish');
      return {
        ok: true as const,
        intent: form.intent,
        message: deal.isPublished ? 'Published: the deal is on /deals.' : 'Unpublished: the deal is a draft.',
      };
    }
    const fileErrors = await attachPostedImages(
      form,
      (kind, data) => services.adminDeals.storeImage(me.id, kind, data),
      {
        singles: [
          { field: 'image', file: 'imageFile', kind: 'gallery' },
          { field: 'partnerLogo', file: 'logoFile', kind: 'logo' },
        ],
        hasGallery: false,
        rows: { prefix: 'noRows', kind: 'team' },
      },
    );
    const parsed = DealInput.safeParse(form.values);
    const fieldErrors = { ...(parsed.success ? {} : issueFieldErrors(parsed.error.issues)), ...fileErrors };
    if (!parsed.success || Object.keys(fieldErrors).length > 0) {
      throw new AppError('VALIDATION', FORM_FIX_MESSAGE, fieldErrors);
    }
    const file = form.formData.get(DEAL_DOCUMENT_FIELD);
    const document =
      file instanceof File && file.size > 0
        ? { fileName: file.name, data: new Uint8Array(await file.arrayBuffer()) }
        : null;
    const saved = await services.adminDeals.save(me.id, params.id ?? null, parsed.data, document);
    if (!params.id) return redirect(`/admin/deals/${saved.id}?created=1`);
    return { ok: true as const, intent: 'save', message: 'Saved: /deals shows the change at once.' };
  });
}

function DealForm({ deal }: { deal: AdminDeal | null }) {
  const result = useFormResult('save');
  const values = result.values;
  const text = (name: string, current: string | number | null | undefined) =>
    postedText(values, name) ?? (current === null || current === undefined ? '' : String(current));
  const errors = result.fieldErrors;
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="mt-6 space-y-5">
      <FormError message={result.formError} />
      {result.formError === null && Object.keys(errors).length > 0 && (
        <p role="alert" className="font-medium text-red-700">
          Please correct the fields marked below
        </p>
      )}
      <InputField
        label="Title"
        name="title"
        defaultValue={text('title', deal?.title)}
        error={errors.title}
        required
      />
      <InputField
        label="Key (the deal's address: /deals/{key})"
        name="key"
        defaultValue={text('key', deal?.key)}
        error={errors.key}
        required
      />
      <SelectField
        label="Kind"
        name="type"
        options={DEAL_TYPES.map((type) => ({ value: type, text: DEAL_TYPE_LABELS[type] }))}
        defaultValue={text('type', deal?.type ?? 'EXTENDED')}
        error={errors.type}
      />
      <SelectField
        label="Category"
        name="category"
        placeholder="Choose a category"
        options={DEAL_CATEGORIES.map((c) => ({ value: c.value, text: c.label }))}
        defaultValue={text('category', deal?.category)}
        error={errors.category}
      />
      <InputField
        label="Partner"
        name="partnerName"
        defaultValue={text('partnerName', deal?.partnerName)}
        error={errors.partnerName}
        required
      />
      <InputField
        label="Summary"
        name="summary"
        defaultValue={text('summary', deal?.summary)}
        error={errors.summary}
        required
      />
      <TextAreaField
        label="Description (markdown)"
        name="description"
        rows={10}
        defaultValue={text('description', deal?.description)}
        error={errors.description}
      />
      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-slate-900">Code or link (startup members only)</legend>
        <InputField
          label="Code"
          name="code"
          defaultValue={text('code', deal?.code)}
          error={errors.code}
          autoComplete="off"
        />
        <InputField
          label="Link"
          name="url"
          type="url"
          defaultValue={text('url', deal?.url)}
          error={errors.url}
        />
      </fieldset>
      <fieldset className="space-y-2 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-slate-900">
          Document (download deals, startup members only)
        </legend>
        <p className="text-sm text-slate-700">
          {deal?.documentFileName ? `Current document: ${deal.documentFileName}` : 'No document yet.'}
        </p>
        <InputField
          label={
            deal?.documentFileName
              ? 'Replace the document (PDF, at most 10 MB)'
              : 'Document (PDF, at most 10 MB)'
          }
          name={DEAL_DOCUMENT_FIELD}
          type="file"
          accept="application/pdf"
          error={errors[DEAL_DOCUMENT_FIELD]}
        />
      </fieldset>
      <ImageField
        label="Listing image"
        name="image"
        fileName="imageFile"
        current={text('image', deal?.image)}
        error={errors.image}
      />
      <ImageField
        label="Partner logo"
        name="partnerLogo"
        fileName="logoFile"
        current={text('partnerLogo', deal?.partnerLogo)}
        error={errors.partnerLogo}
      />
      <InputField
        label="Sort (lower first)"
        name="sort"
        inputMode="numeric"
        defaultValue={text('sort', deal?.sort ?? 0)}
        error={errors.sort}
      />
      <CheckboxField
        label="Published (on /deals)"
        name="isPublished"
        defaultChecked={values ? postedText(values, 'isPublished') === 'on' : (deal?.isPublished ?? false)}
      />
      <StatusMessage message={result.message} />
      <SubmitButton name="intent" value="save" busyText="Saving…">
        {deal ? 'Save the deal' : 'Create the deal'}
      </SubmitButton>
    </Form>
  );
}

function ImageField({
  label,
  name,
  fileName,
  current,
  error,
}: {
  label: string;
  name: string;
  fileName: string;
  current: string;
  error: string | undefined;
}) {
  return (
    <fieldset className="space-y-2 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">{label}</legend>
      <input type="hidden" name={name} value={current} />
      {current ? (
        <div className="flex flex-wrap items-center gap-4">
          <img
            src={imageUrl('thumbnail', current)}
            alt={`Current ${label.toLowerCase()}`}
            width={80}
            height={80}
            className="rounded border border-slate-200"
          />
          <CheckboxField label={`Remove the ${label.toLowerCase()}`} name="removeImages" value={current} />
        </div>
      ) : (
        <p className="text-sm text-slate-700">None yet.</p>
      )}
      <InputField
        label={`Upload a ${label.toLowerCase()} (PNG, JPEG or WebP)`}
        name={fileName}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        error={error}
      />
    </fieldset>
  );
}

/** `/admin/deals/new` and `/admin/deals/{id}`: every field of a deal, its publish switch and a preview. */
export default function AdminDealPage({ loaderData }: Route.ComponentProps) {
  const { deal, bodyHtml } = loaderData;
  const publish = useFormResult(['publish', 'unpublish']);
  return (
    <div className="max-w-3xl">
      <p>
        <Link to="/admin/deals" className="font-medium text-brand-700 underline">
          Deals
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{deal ? deal.title : 'New deal'}</h1>
      {deal && (
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <p className="text-slate-700">
            {deal.isPublished ? 'Published' : 'Draft'} ·{' '}
            {deal.isPublished ? (
              <Link to={`/deals/${encodeURIComponent(deal.key)}`} className="text-brand-700 underline">
                Public page
              </Link>
            ) : (
              'not on /deals'
            )}{' '}
            ·{' '}
            <Link
              to={`/admin/audit?objectType=deal&objectId=${encodeURIComponent(deal.id)}`}
              className="text-brand-700 underline"
            >
              Audit log
            </Link>
          </p>
          <Form method="post">
            <SubmitButton name="intent" value={deal.isPublished ? 'unpublish' : 'publish'} busyText="Saving…">
              {deal.isPublished ? 'Unpublish' : 'Publish'}
            </SubmitButton>
          </Form>
          <StatusMessage message={publish.message} />
          <FormError message={publish.formError} />
        </div>
      )}
      <DealForm deal={deal} />
      {deal && bodyHtml && (
        <section aria-labelledby="preview-heading" className="mt-10">
          <h2 id="preview-heading" className="text-xl font-semibold text-slate-900">
            Description as shown
          </h2>
          <MarkdownBody html={bodyHtml} className="mt-3" />
        </section>
      )}
    </div>
  );
}
