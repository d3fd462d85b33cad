import { Form, Link } from 'react-router';
import { getAppContext } from '../app-context.ts';
import { FormError, StatusMessage, SubmitButton } from '../components/ui/form-controls.tsx';
import { readForm, runFormAction } from '../lib/form-action.server.ts';
import { type FormSuccess, useFormResult } from '../lib/form-result.ts';
import { requireUser } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/job-resend-applicants.ts';

/**
 * `/jobs/{id}/resend-applicants` (docs/product.md, Pipeline): for a job that receives
 * applications by email, a member of its startup has every application sent again to the job's
 * current address. Logged out → log in first; anyone but a member or admin → 404.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const me = requireUser(context, url);
  return withNotFoundPage(async () => {
    return await getAppContext(context).services.applying.getResendApplicants(me.id, params.id);
  });
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  const me = requireUser(context, url);
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const result = await getAppContext(context).services.applying.resendApplicants(me.id, params.id);
    const sent = result.sent === 1 ? '1 application was' : `${result.sent} applications were`;
    const failed = result.failed > 0 ? ` ${result.failed} could not be sent: please try again later.` : '';
    return { ok: true, message: `${sent} sent again to ${result.to}.${failed}` } satisfies FormSuccess;
  });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Send applications again',
    description: 'Send the job’s email applications again.',
    noIndex: true,
  });
}

export default function JobResendApplicants({ loaderData }: Route.ComponentProps) {
  const { jobId, jobTitle, companyKey, companyName, receivesByEmail, applyEmail, count } = loaderData;
  const { formError, message } = useFormResult();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link
          to={`/client/startups/${encodeURIComponent(companyKey)}/jobs/${jobId}`}
          className="hover:text-brand-700 hover:underline"
        >
          {companyName}: {jobTitle}
        </Link>
      </nav>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">Send applications again</h1>
      {receivesByEmail ? (
        <>
          <p className="mt-4 text-slate-700">
            {jobTitle} receives applications by email. If some went missing, or the address changed, we can
            send every application again to <strong>{applyEmail}</strong>: one email per application, with the
            CV attached.
          </p>
          <p className="mt-2 text-slate-700">
            {count === 1 ? '1 application' : `${count} applications`} will be sent (withdrawn ones are left
            out).
          </p>
          <Form method="post" className="mt-6 space-y-4">
            <FormError message={formError} />
            <StatusMessage message={message} />
            {count > 0 && <SubmitButton busyText="Sending…">Send all applications again</SubmitButton>}
          </Form>
        </>
      ) : (
        <p role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
          This job does not receive applications by email: its applicants are in your pipeline.
        </p>
      )}
    </div>
  );
}
