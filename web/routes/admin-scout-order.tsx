import { Form, Link, redirect } from 'react-router';
import { AppError } from '#domain/errors.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { ScoutCandidateInput } from '#domain/scout/scout.schema.ts';
import { SCOUT_GRADE_LABELS, SCOUT_GRADES, SCOUT_ORDER_STATUS_LABELS } from '#domain/scout/scout-labels.ts';
import { getAppContext } from '../app-context.ts';
import { CvUploadField } from '../components/applications/cv-upload-field.tsx';
import {
  ChoiceGroup,
  FormError,
  InputField,
  SECONDARY_SUBMIT_BUTTON,
  StatusMessage,
  SubmitButton,
  TextAreaField,
} from '../components/ui/form-controls.tsx';
import { readForm, runFormAction } from '../lib/form-action.server.ts';
import { postedText, useFormResult } from '../lib/form-result.ts';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { attachPostedCv } from '../lib/posted-cv.server.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/admin-scout-order.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData ? `Scout order: ${loaderData.order.job.title}` : 'Scout order',
    description: 'A Scout order in the back office.',
    noIndex: true,
  });
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'scout.manage');
  return withNotFoundPage(async () => {
    return { order: await getAppContext(context).services.scout.getOrder(me.id, params.order) };
  });
}

/** Two forms: add a graded candidate (`intent=add-candidate`), close the order (`intent=close`). */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const me = requireSiteAction(context, url, 'scout.manage');
  const { services } = getAppContext(context);
  const form = await readForm(request);
  return runFormAction(form, async () => {
    if (form.intent === 'close') {
      await services.scout.closeOrder(me.id, params.order);
      return redirect(`/admin/scout/${encodeURIComponent(params.order)}?closed=1`);
    }
    // Without JavaScript the PDF comes inside the form: stored by the same CV upload service.
    const posted = await attachPostedCv(form, (fileName, data) =>
      services.scout.storeCandidateCv(me.id, fileName, data),
    );
    const parsed = ScoutCandidateInput.safeParse(form.values);
    if (!parsed.success || Object.keys(posted.fieldErrors).length > 0) {
      const fieldErrors: Record<string, string[]> = { ...posted.fieldErrors };
      for (const issue of parsed.error?.issues ?? [])
        fieldErrors[issue.path.map(String).join('.') || '_'] ??= [issue.message];
      throw new AppError('VALIDATION', 'Please correct the fields marked below', fieldErrors);
    }
    const input = parsed.data;
    await services.scout.addCandidate(me.id, params.order, input);
    return {
      ok: true as const,
      intent: 'add-candidate',
      message: `${input.name} was added to the pipeline.`,
    };
  });
}

/** `/admin/scout/{order}`: the order's brief, its candidates count, and the Scout team's forms. */
export default function AdminScoutOrder({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const added = useFormResult('add-candidate');
  const close = useFormResult('close');
  const grades = SCOUT_GRADES.map((grade) => ({ value: String(grade), text: SCOUT_GRADE_LABELS[grade] }));
  // After a successful add the form starts empty again (its key changes with the message).
  const formKey = added.message ?? 'empty';
  return (
    <div className="max-w-3xl">
      <p className="text-sm text-slate-600">
        <Link to="/admin/scout" className="hover:text-brand-700">
          Scout orders
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-slate-900">
        {order.job.title} at {order.company.name}
      </h1>
      <p className="mt-2 text-slate-700">
        {SCOUT_ORDER_STATUS_LABELS[order.status]} · ordered {formatUtcDate(new Date(order.createdAt))} ·{' '}
        {order.candidateCount} candidate{order.candidateCount === 1 ? '' : 's'} added
        {order.hiredCandidate ? ` · hired: ${order.hiredCandidate.name}` : ''}
      </p>
      <dl className="mt-6 space-y-4 text-slate-800">
        <div>
          <dt className="text-sm font-semibold text-slate-600">Role brief</dt>
          <dd className="whitespace-pre-line">{order.brief.roleBrief}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">Must-haves</dt>
          <dd className="whitespace-pre-line">{order.brief.mustHaves}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">Salary frame</dt>
          <dd>{order.brief.salaryFrame}</dd>
        </div>
      </dl>

      {order.status === 'open' ? (
        <>
          <section aria-labelledby="add-heading" className="mt-10">
            <h2 id="add-heading" className="text-xl font-semibold text-slate-900">
              Add a candidate
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              The candidate goes to the job's pipeline as Applied, with the grade, marked as from Scout.
            </p>
            <StatusMessage message={added.message} />
            <Form
              key={formKey}
              method="post"
              encType="multipart/form-data"
              noValidate
              className="mt-4 space-y-5"
            >
              <FormError message={added.formError} />
              <InputField
                label="Name"
                name="name"
                maxLength={100}
                autoComplete="off"
                defaultValue={postedText(added.values, 'name')}
                error={added.fieldErrors.name}
              />
              <InputField
                label="Email"
                name="email"
                type="email"
                maxLength={254}
                autoComplete="off"
                defaultValue={postedText(added.values, 'email')}
                error={added.fieldErrors.email}
              />
              <InputField
                label="Phone (optional)"
                name="phone"
                type="tel"
                maxLength={40}
                autoComplete="off"
                defaultValue={postedText(added.values, 'phone')}
                error={added.fieldErrors.phone}
              />
              <InputField
                label="LinkedIn profile (optional)"
                name="linkedinUrl"
                type="url"
                maxLength={300}
                placeholder="https://www.linkedin.com/in/…"
                defaultValue={postedText(added.values, 'linkedinUrl')}
                error={added.fieldErrors.linkedinUrl}
              />
              <ChoiceGroup
                legend="Grade"
                name="grade"
                type="radio"
                columns={1}
                options={grades}
                selected={[postedText(added.values, 'grade') ?? '']}
                error={added.fieldErrors.grade}
              />
              <CvUploadField
                label="CV (optional, PDF, at most 5 MB)"
                hint="The startup downloads it from the candidate's card."
                fileInputName="cvUpload"
                initial={
                  postedText(added.values, 'cvFile')
                    ? {
                        key: postedText(added.values, 'cvFile') as string,
                        fileName: postedText(added.values, 'cvFileName') || 'cv.pdf',
                      }
                    : null
                }
                error={added.fieldErrors.cvFile}
              />
              <TextAreaField
                label="Note for the startup (optional)"
                name="note"
                rows={4}
                maxLength={2000}
                hint="Why this person fits; the startup sees it on the candidate's card."
                defaultValue={postedText(added.values, 'note')}
                error={added.fieldErrors.note}
              />
              <SubmitButton name="intent" value="add-candidate" busyText="Adding…">
                Add to pipeline
              </SubmitButton>
            </Form>
          </section>
          <section aria-labelledby="close-heading" className="mt-10">
            <h2 id="close-heading" className="text-xl font-semibold text-slate-900">
              Close the order
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              Ends the search; the job is no longer featured unless it is boosted.
            </p>
            <Form method="post" className="mt-3">
              <FormError message={close.formError} />
              <SubmitButton
                name="intent"
                value="close"
                className={SECONDARY_SUBMIT_BUTTON}
                busyText="Closing…"
              >
                Close order
              </SubmitButton>
            </Form>
          </section>
        </>
      ) : (
        <p role="status" className="mt-10 rounded-md bg-slate-100 px-3 py-2 text-slate-800">
          This order is {SCOUT_ORDER_STATUS_LABELS[order.status].toLowerCase()}
          {order.closedAt ? ` since ${formatUtcDate(new Date(order.closedAt))}` : ''}.
        </p>
      )}
    </div>
  );
}
