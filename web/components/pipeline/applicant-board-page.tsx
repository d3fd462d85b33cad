import { useEffect } from 'react';
import { Form, Link, useActionData, useLocation } from 'react-router';
import type {
  ApplicantJobOption,
  ApplicantList,
  PipelineSettings,
} from '#domain/applications/applicant-pipeline.schema.ts';
import { APPLICANT_STAGES, type ApplicantStageValue, stageLabel } from '#domain/applications/pipeline.ts';
import {
  CUSTOM_STAGE_NAME_MAX_LENGTH,
  REJECTION_BODY_MAX_LENGTH,
  REJECTION_SUBJECT_MAX_LENGTH,
} from '#domain/applications/pipeline-rules.ts';
import { postedText, useFormResult } from '../../lib/form-result.ts';
import {
  FormError,
  InputField,
  SECONDARY_SUBMIT_BUTTON,
  StatusMessage,
  SubmitButton,
  TextAreaField,
} from '../ui/form-controls.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { cardName, SMALL_BUTTON } from './applicant-card.tsx';
import { ConfirmPanel } from './confirm-panel.tsx';
import { KanbanBoard } from './kanban-board.tsx';
import { type PipelineActionData, pendingConfirmOf } from './pipeline-action-data.ts';

/** What the board's loaders give the page (`loadApplicantBoard`). */
export type ApplicantBoardData = {
  startup: { key: string; name: string };
  list: ApplicantList;
  settings: PipelineSettings;
  columnColors: Partial<Record<ApplicantStageValue, string>>;
  job: ApplicantJobOption | null;
  isJobBoard: boolean;
  filters: { job: string; stage: string; q: string };
};

const FILTER_CONTROL =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
const MOVE_ACTIONS = ['move', 'bulk-move', 'send-rejections'];

/**
 * The applicant board (docs/product.md, Pages: startup portal `applicants`), for all jobs or one: filters, the bulk
 * move, the kanban, the confirmation before rejections, and the board's settings (the custom
 * column's name and the rejection mail). Every control is a plain form.
 */
export function ApplicantBoardPage({ data }: { data: ApplicantBoardData }) {
  const { startup, list, settings, job, isJobBoard, filters } = data;
  const base = `/client/startups/${encodeURIComponent(startup.key)}`;
  const location = useLocation();
  const action = useActionData() as PipelineActionData | undefined;
  const confirm = pendingConfirmOf(action);
  const moves = useFormResult(MOVE_ACTIONS);
  const bulk = useFormResult('bulk-move');
  const focusId = action?.ok && 'focusId' in action ? action.focusId : undefined;

  // After a move with JavaScript, the moved card (now in its new column) takes the focus.
  // (Each answer is a new object: moving the same card twice focuses it twice.)
  useEffect(() => {
    if (action && focusId) document.getElementById(`card-${focusId}`)?.focus();
  }, [action, focusId]);

  const byId = new Map(list.applicants.map((card) => [card.id, card]));
  const toRejectCount = list.stages.find((stage) => stage.stage === 'toreject')?.count ?? 0;
  const visibleStages = filters.stage
    ? list.stages.filter((stage) => stage.stage === filters.stage)
    : list.stages;
  const search = new URLSearchParams(location.search);
  const cancelTo = `${location.pathname}${location.search}`;
  const heading = isJobBoard && job ? `Applicants: ${job.title}` : 'Applicants';
  const total = list.pagination.total;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10">
      <p className="text-sm text-slate-600">
        {isJobBoard && job ? (
          <Link to={`${base}/jobs/${job.id}`} className="hover:text-brand-700">
            {startup.name}: {job.title}
          </Link>
        ) : (
          <Link to={base} className="hover:text-brand-700">
            {startup.name}: startup dashboard
          </Link>
        )}
      </p>
      <h1 className="text-3xl font-bold text-slate-900">{heading}</h1>
      <p className="mt-1 text-sm text-slate-700">
        {total === 1 ? '1 candidate' : `${total} candidates`}
        {isJobBoard ? (
          <>
            {' '}
            ·{' '}
            <Link to={`${base}/applicants`} className="font-semibold text-brand-700 hover:underline">
              All applicants
            </Link>
          </>
        ) : null}
      </p>

      <div className="mt-4 space-y-2">
        <StatusMessage message={moves.message} />
        <FormError message={moves.formError} />
      </div>

      {confirm && (
        <ConfirmPanel
          key={JSON.stringify(confirm)}
          confirm={confirm}
          names={
            confirm.kind === 'reject' ? confirm.ids.map((id) => cardName(byId.get(id) ?? { name: null })) : []
          }
          count={toRejectCount}
          cancelTo={cancelTo}
        />
      )}

      <Form
        method="get"
        role="search"
        aria-label="Filter applicants"
        className="mt-6 flex flex-wrap items-end gap-3"
      >
        {!isJobBoard && (
          <div className="w-64 space-y-1">
            <label htmlFor="filter-job" className="block text-sm font-medium text-slate-800">
              Job
            </label>
            <select id="filter-job" name="job" defaultValue={filters.job} className={FILTER_CONTROL}>
              <option value="">All jobs</option>
              {list.jobs.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.title} ({option.applicants})
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="w-48 space-y-1">
          <label htmlFor="filter-stage" className="block text-sm font-medium text-slate-800">
            Column
          </label>
          <select id="filter-stage" name="stage" defaultValue={filters.stage} className={FILTER_CONTROL}>
            <option value="">All columns</option>
            {list.stages.map((stage) => (
              <option key={stage.stage} value={stage.stage}>
                {stage.label}
              </option>
            ))}
          </select>
        </div>
        <div className="w-64 space-y-1">
          <label htmlFor="filter-q" className="block text-sm font-medium text-slate-800">
            Name or email
          </label>
          <input
            id="filter-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={100}
            className={FILTER_CONTROL}
          />
        </div>
        <button type="submit" className={SECONDARY_SUBMIT_BUTTON}>
          Filter
        </button>
      </Form>

      <Form
        id="bulk-move"
        method="post"
        aria-label="Move the selected candidates"
        className="mt-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3"
      >
        <div className="space-y-1">
          <label htmlFor="bulk-stage" className="block text-sm font-medium text-slate-800">
            Move the selected candidates to
          </label>
          <select id="bulk-stage" name="stage" className={FILTER_CONTROL} defaultValue="custom">
            {APPLICANT_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {stageLabel(stage, settings.customStageName)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" name="intent" value="bulk-move" className={SMALL_BUTTON}>
          Move selected
        </button>
        {bulk.fieldErrors.ids || bulk.fieldErrors.stage ? (
          <p role="alert" className="text-sm text-red-700">
            {bulk.fieldErrors.ids ?? bulk.fieldErrors.stage}
          </p>
        ) : (
          <p className="text-xs text-slate-600">Tick the cards to move first.</p>
        )}
      </Form>

      <KanbanBoard
        cards={list.applicants}
        stages={visibleStages}
        columnColors={data.columnColors}
        customStageName={settings.customStageName}
        base={base}
        showJob={!isJobBoard}
        rejectionJobId={job?.id ?? null}
        canSendRejections={!filters.q}
      />
      {list.applicants.length === 0 && (
        <p className="mt-2 text-slate-700">
          {filters.q || filters.stage || (filters.job && !isJobBoard)
            ? 'No candidate matches these filters.'
            : 'No applications yet. They appear here as talents apply to your jobs on Nordhub.'}
        </p>
      )}
      <Pagination page={list.pagination.page} pages={list.pagination.pages} search={search} />

      <BoardSettings settings={settings} />
    </div>
  );
}

/** The custom column's name and the rejection mail, with the placeholders beside it. */
function BoardSettings({ settings }: { settings: PipelineSettings }) {
  const rename = useFormResult('rename-stage');
  const template = useFormResult('template');
  const subjectError = template.fieldErrors['rejectionTemplate.subject'];
  const saved = rename.message ?? template.message;
  const bodyError = template.fieldErrors['rejectionTemplate.body'];
  return (
    <section
      aria-labelledby="board-settings"
      className="mt-12 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="board-settings" className="text-xl font-semibold">
        Board settings
      </h2>
      <StatusMessage message={saved} />
      <Form method="post" noValidate className="mt-4 flex flex-wrap items-end gap-3">
        <InputField
          label="Name of your custom column"
          name="customStageName"
          defaultValue={postedText(rename.values, 'customStageName') ?? settings.customStageName ?? ''}
          maxLength={CUSTOM_STAGE_NAME_MAX_LENGTH}
          placeholder="Interview"
          hint="For example Interview or Case study. Leave it empty for Interview."
          error={rename.fieldErrors.customStageName}
          className="w-80 space-y-1"
        />
        <SubmitButton
          name="intent"
          value="rename-stage"
          className={SECONDARY_SUBMIT_BUTTON}
          busyText="Saving…"
        >
          Save name
        </SubmitButton>
      </Form>
      <FormError message={rename.formError} />

      <h3 id="rejection-mail" className="mt-8 text-lg font-semibold">
        Rejection mail
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Sent when you move a candidate to Rejected, when you send the rejections of To be rejected, and when
        an application waits too long for an answer.
        {settings.isDefaultTemplate ? ' You are using the default mail.' : ''}
      </p>
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Form method="post" noValidate aria-labelledby="rejection-mail" className="space-y-4">
          <InputField
            label="Subject"
            name="subject"
            defaultValue={postedText(template.values, 'subject') ?? settings.rejectionTemplate.subject}
            maxLength={REJECTION_SUBJECT_MAX_LENGTH}
            error={subjectError}
          />
          <TextAreaField
            label="Mail"
            name="body"
            rows={10}
            defaultValue={postedText(template.values, 'body') ?? settings.rejectionTemplate.body}
            maxLength={REJECTION_BODY_MAX_LENGTH}
            error={bodyError}
          />
          <FormError message={template.formError} />
          <div className="flex flex-wrap gap-3">
            <SubmitButton name="intent" value="template" busyText="Saving…">
              Save the mail
            </SubmitButton>
            {!settings.isDefaultTemplate && (
              <SubmitButton name="intent" value="template-reset" className={SECONDARY_SUBMIT_BUTTON}>
                Use the default mail
              </SubmitButton>
            )}
          </div>
        </Form>
        <aside aria-labelledby="placeholders-heading" className="rounded-lg bg-slate-50 p-4 text-sm">
          <h4 id="placeholders-heading" className="font-semibold">
            Placeholders
          </h4>
          <p className="mt-1 text-slate-700">Each is replaced for every candidate.</p>
          <dl className="mt-2 space-y-2">
            {settings.placeholders.map((item) => (
              <div key={item.placeholder}>
                <dt>
                  <code className="font-mono text-slate-900">{item.placeholder}</code>
                </dt>
                <dd className="text-slate-700">{item.description}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </section>
  );
}
