import { Link, useActionData } from 'react-router';
import type { ApplicationEventView } from '#domain/applications/applicant-pipeline.schema.ts';
import { stageLabel } from '#domain/applications/pipeline.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { getAppContext } from '../app-context.ts';
import { ANONYMOUS_NAME, CardMoveForm, cardName } from '../components/pipeline/applicant-card.tsx';
import { ConfirmPanel } from '../components/pipeline/confirm-panel.tsx';
import { type PipelineActionData, pendingConfirmOf } from '../components/pipeline/pipeline-action-data.ts';
import { FormError, StatusMessage } from '../components/ui/form-controls.tsx';
import { runPipelineAction } from '../lib/applicant-board.server.ts';
import { useFormResult } from '../lib/form-result.ts';
import { requireStartupMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/client-startup-applicant.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData
      ? `${cardName(loaderData.application)}: ${loaderData.application.jobTitle}`
      : 'Candidate',
    description: 'A candidate for a job of your startup on Nordhub.',
    noIndex: true,
  });
}

/** A candidate's personal data: never stored by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me, startup } = await requireStartupMember(context, url, params.company);
  const { services } = getAppContext(context);
  return withNotFoundPage(async () => {
    const application = await services.pipeline.getApplication(me.id, params.company, params.application);
    return { startup: { key: startup.key, name: startup.name }, application };
  });
}

export function action({ context, params, request, url }: Route.ActionArgs) {
  return runPipelineAction(context, request, url, params.company);
}

const DL_TERM = 'text-xs font-semibold uppercase text-slate-500';
const SECTION = 'mt-6 rounded-xl border border-slate-200 bg-white p-5';

function formatMoment(iso: string): string {
  return `${formatUtcDate(new Date(iso))}, ${iso.slice(11, 16)} UTC`;
}

/** One line of the history, in words. */
function describeEvent(event: ApplicationEventView, customName: string | null): string {
  const to = stageLabel(event.to, customName);
  if (event.reason === 'applied' || event.from === null) return `Applied (${to})`;
  if (event.reason === 'withdraw') return 'Withdrawn by the candidate';
  const from = stageLabel(event.from, customName);
  if (event.reason === 'closure') {
    return `Closed automatically after waiting too long: moved from ${from} to ${to}, rejection mail sent`;
  }
  const by = event.by ? ` by ${event.by}` : event.actor === 'scout' ? ' by the Scout team' : '';
  return `Moved from ${from} to ${to}${by}${event.to === 'rejected' ? ', rejection mail sent' : ''}`;
}

/** `/client/startups/{key}/applicants/{id}`: one candidate, their data, CV, interest and history. */
export default function ClientStartupApplicant({ loaderData }: Route.ComponentProps) {
  const { startup, application: app } = loaderData;
  const base = `/client/startups/${encodeURIComponent(startup.key)}`;
  const action = useActionData() as PipelineActionData | undefined;
  const confirm = pendingConfirmOf(action);
  const result = useFormResult(['move', 'bulk-move']);
  const customName = app.customStageName;
  const name = cardName(app);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <p className="text-sm text-slate-600">
        <Link to={`${base}/jobs/${app.jobId}/applicants`} className="hover:text-brand-700">
          Applicants: {app.jobTitle}
        </Link>
      </p>
      <h1 className={`text-3xl font-bold text-slate-900 ${app.isAnonymized ? 'italic' : ''}`}>{name}</h1>
      <p className="mt-1 text-slate-700">
        {app.jobTitle} · Applied{' '}
        <time dateTime={app.appliedAt}>{formatUtcDate(new Date(app.appliedAt))}</time>
        {app.source === 'scout' && ' · Added by the Scout team'}
        {app.source === 'email' && ' · Applied by email'}
      </p>
      <div className="mt-4 space-y-2">
        <StatusMessage message={result.message} />
        <FormError message={result.formError} />
      </div>
      {confirm && (
        <ConfirmPanel
          key={JSON.stringify(confirm)}
          confirm={confirm}
          names={[name]}
          count={0}
          cancelTo={`${base}/applicants/${app.id}`}
        />
      )}

      <section aria-labelledby="stage-heading" className={SECTION}>
        <h2 id="stage-heading" className="text-lg font-semibold">
          Column: {stageLabel(app.stage, customName)}
        </h2>
        {app.withdrawnAt ? (
          <p className="mt-2 text-slate-700">
            <span className="rounded bg-slate-200 px-1.5 py-0.5 text-sm font-semibold text-slate-800">
              Withdrawn
            </span>{' '}
            The candidate withdrew this application on {formatUtcDate(new Date(app.withdrawnAt))}; it cannot
            be moved.
          </p>
        ) : app.stage === 'rejected' ? (
          <p className="mt-2 text-slate-700">
            Rejected is final: this card cannot be moved.
            {app.rejectionSentAt
              ? ` The rejection mail went out on ${formatUtcDate(new Date(app.rejectionSentAt))}.`
              : ''}
          </p>
        ) : (
          <div className="mt-3">
            <CardMoveForm card={app} customStageName={customName} idPrefix="page" layout="page" />
          </div>
        )}
        {app.scoutGrade !== null && (
          <p className="mt-3 text-sm text-slate-700">Scout grade: {app.scoutGrade} of 5</p>
        )}
      </section>

      {app.isAnonymized ? (
        <section aria-labelledby="data-heading" className={SECTION}>
          <h2 id="data-heading" className="text-lg font-semibold">
            {ANONYMOUS_NAME}
          </h2>
          <p className="mt-2 text-slate-700">
            The candidate&rsquo;s personal data was removed
            {app.anonymizedAt ? ` on ${formatUtcDate(new Date(app.anonymizedAt))}` : ''}: no name, contact
            details, cover note or CV are kept.
          </p>
        </section>
      ) : (
        <>
          <section aria-labelledby="data-heading" className={SECTION}>
            <h2 id="data-heading" className="text-lg font-semibold">
              Quick apply
            </h2>
            <dl className="mt-3 grid gap-4 sm:grid-cols-2">
              <div>
                <dt className={DL_TERM}>Email</dt>
                <dd className="mt-1 break-all">
                  {app.email ? (
                    <a href={`mailto:${app.email}`} className="text-brand-700 hover:underline">
                      {app.email}
                    </a>
                  ) : (
                    'Not given'
                  )}
                </dd>
              </div>
              <div>
                <dt className={DL_TERM}>Phone</dt>
                <dd className="mt-1">
                  {app.phone ? (
                    <a
                      href={`tel:${app.phone.replace(/[^\d+]/g, '')}`}
                      className="text-brand-700 hover:underline"
                    >
                      {app.phone}
                    </a>
                  ) : (
                    'Not given'
                  )}
                </dd>
              </div>
              <div>
                <dt className={DL_TERM}>LinkedIn</dt>
                <dd className="mt-1 break-all">
                  {app.linkedinUrl && /^https?:\/\//i.test(app.linkedinUrl) ? (
                    <a
                      href={app.linkedinUrl}
                      rel="noopener noreferrer nofollow"
                      className="text-brand-700 hover:underline"
                    >
                      {app.linkedinUrl.replace(/^https?:\/\/(www\.)?/i, '')}
                    </a>
                  ) : (
                    'Not given'
                  )}
                </dd>
              </div>
              <div>
                <dt className={DL_TERM}>CV</dt>
                <dd className="mt-1">
                  {app.hasCv ? (
                    <a
                      href={`/api/companies/${encodeURIComponent(startup.key)}/applications/${app.id}/cv`}
                      download={app.cvFileName ?? 'cv.pdf'}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      Download the CV<span className="sr-only"> of {name}</span> ({app.cvFileName})
                    </a>
                  ) : (
                    'No CV'
                  )}
                </dd>
              </div>
            </dl>
          </section>

          <section aria-labelledby="note-heading" className={SECTION}>
            <h2 id="note-heading" className="text-lg font-semibold">
              Cover note
            </h2>
            <p className="mt-2 whitespace-pre-line text-slate-800">{app.coverNote ?? 'No cover note.'}</p>
          </section>

          <section aria-labelledby="interest-heading" className={SECTION}>
            <h2 id="interest-heading" className="text-lg font-semibold">
              Interest in the job
            </h2>
            <p className="mt-2 text-slate-800">
              {app.interestedAt
                ? `${name} also marked this job as interesting on ${formatUtcDate(new Date(app.interestedAt))}.`
                : `${name} has not marked this job as interesting.`}
            </p>
          </section>
        </>
      )}

      <section aria-labelledby="history-heading" className={SECTION}>
        <h2 id="history-heading" className="text-lg font-semibold">
          History
        </h2>
        {app.events.length === 0 ? (
          <p className="mt-2 text-slate-700">
            Applied on {formatUtcDate(new Date(app.appliedAt))}; not moved yet.
          </p>
        ) : (
          <ol className="mt-3 space-y-2 border-l-2 border-slate-200 pl-4">
            {app.events.map((event, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: events have no id of their own here.
              <li key={index}>
                <p className="text-sm text-slate-600">
                  <time dateTime={event.at}>{formatMoment(event.at)}</time>
                </p>
                <p className="text-slate-900">{describeEvent(event, customName)}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
