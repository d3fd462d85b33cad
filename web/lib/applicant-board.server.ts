/**
 * The applicant board's loader and action, shared by `/client/startups/{key}/applicants` (all jobs)
 * and `/client/startups/{key}/jobs/{job}/applicants` (one job); the candidate's page uses the same
 * action for its move form. Every form is a plain post (it works without JavaScript); with
 * JavaScript the same posts go through React Router, and drag and drop posts the same `move`.
 */
import type { RouterContextProvider } from 'react-router';
import {
  ApplicantListQuery,
  BulkMoveForm,
  MoveCardForm,
  PipelineSettingsInput,
  SendRejectionsForm,
} from '#domain/applications/applicant-pipeline.schema.ts';
import { stageLabel } from '#domain/applications/pipeline.ts';
import { AppError, isAppError } from '#domain/errors.ts';
import { getAppContext } from '../app-context.ts';
import type { PipelineActionData } from '../components/pipeline/pipeline-action-data.ts';
import { parseForm, readForm, runFormAction } from './form-action.server.ts';
import { requireStartupMember } from './guards.server.ts';
import { notFound } from './responses.ts';

type LoaderContext = Readonly<RouterContextProvider>;

/** The board of all jobs (`jobId` null: the job filter of the query applies) or of one job. */
export async function loadApplicantBoard(
  context: LoaderContext,
  url: URL,
  params: { company: string; job?: string },
) {
  const { me, startup } = await requireStartupMember(context, url, params.company);
  const { services } = getAppContext(context);
  const parsed = ApplicantListQuery.safeParse(Object.fromEntries(url.searchParams));
  // A hand-edited query falls back to the whole board rather than to an error page.
  const query: ApplicantListQuery = parsed.success ? parsed.data : { page: 1 };
  if (params.job) query.job = params.job;
  try {
    const [list, settings, columnColors] = await Promise.all([
      services.pipeline.listApplicants(me.id, params.company, query),
      services.pipeline.getSettings(me.id, params.company),
      services.pipeline.getColumnColors(),
    ]);
    const job = query.job ? (list.jobs.find((candidate) => candidate.id === query.job) ?? null) : null;
    return {
      startup: { key: startup.key, name: startup.name },
      list,
      settings,
      columnColors,
      /** The job the board is about: the route's, or the job filter's. */
      job,
      isJobBoard: Boolean(params.job),
      filters: { job: query.job ?? '', stage: query.stage ?? '', q: query.q ?? '' },
    };
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND')) throw notFound();
    throw error;
  }
}

/**
 * The board's and the candidate page's forms: `move` (one card), `bulk-move` (the ticked cards),
 * `send-rejections`, `rename-stage`, `template` and `template-reset`. A move to Rejected and
 * "Send rejections" first answer with a confirmation to show; the confirmation's button posts the
 * same form again with `confirmed`.
 */
export async function runPipelineAction(context: LoaderContext, request: Request, url: URL, key: string) {
  const { me } = await requireStartupMember(context, url, key);
  const { services } = getAppContext(context);
  const form = await readForm(request);
  return runFormAction(form, async (): Promise<PipelineActionData> => {
    const customName = async () => (await services.pipeline.getSettings(me.id, key)).customStageName;
    switch (form.intent) {
      case 'move':
      case 'bulk-move': {
        const input =
          form.intent === 'move'
            ? (() => {
                const card = parseForm(MoveCardForm, form.values);
                return { ids: [card.applicationId], stage: card.stage, confirmed: card.confirmed };
              })()
            : parseForm(BulkMoveForm, form.values);
        if (input.stage === 'rejected' && !input.confirmed) {
          return {
            ok: true,
            intent: 'confirm',
            message: '',
            confirm: { kind: 'reject', ids: input.ids },
          };
        }
        const result = await services.pipeline.moveApplications(
          me.id,
          key,
          { ids: input.ids, stage: input.stage },
          form.intent === 'move' ? 'single' : 'bulk',
        );
        const label = stageLabel(input.stage, await customName());
        const first = result.moved[0];
        const who = result.moved.length === 1 && first ? (first.name ?? 'The anonymised candidate') : null;
        const moved = who ?? `${result.moved.length} candidates`;
        const mails =
          input.stage === 'rejected'
            ? result.mailsSent === 1
              ? ' The rejection mail is sent.'
              : result.mailsSent > 1
                ? ` ${result.mailsSent} rejection mails are sent.`
                : ''
            : '';
        const unchanged =
          result.unchanged.length > 0 ? ` ${result.unchanged.length} were already there.` : '';
        return {
          ok: true,
          intent: form.intent,
          message:
            result.moved.length === 0
              ? `The selected candidates are already in ${label}.`
              : `${moved} moved to ${label}.${mails}${unchanged}`,
          ...(first ? { focusId: first.id } : {}),
        };
      }
      case 'send-rejections': {
        const input = parseForm(SendRejectionsForm, form.values);
        const jobId = input.jobId ?? null;
        if (!input.confirmed) {
          return { ok: true, intent: 'confirm', message: '', confirm: { kind: 'send-rejections', jobId } };
        }
        const result = await services.pipeline.sendRejections(me.id, key, jobId);
        const failed =
          result.mailsFailed > 0 ? ` ${result.mailsFailed} could not be sent; please try later.` : '';
        return {
          ok: true,
          intent: 'send-rejections',
          message:
            result.rejected === 0
              ? 'Nobody is waiting in To be rejected.'
              : `${result.rejected === 1 ? '1 candidate' : `${result.rejected} candidates`} moved to Rejected, ${result.mailsSent === 1 ? '1 rejection mail' : `${result.mailsSent} rejection mails`} sent.${failed}`,
        };
      }
      case 'rename-stage': {
        const changes = parseForm(PipelineSettingsInput, {
          customStageName: form.values.customStageName ?? '',
        });
        const settings = await services.pipeline.updateSettings(me.id, key, changes);
        return {
          ok: true,
          intent: 'rename-stage',
          message: `The custom column is now called ${settings.customStageLabel}.`,
        };
      }
      case 'template': {
        const changes = parseForm(PipelineSettingsInput, {
          rejectionTemplate: { subject: form.values.subject ?? '', body: form.values.body ?? '' },
        });
        await services.pipeline.updateSettings(me.id, key, changes);
        return { ok: true, intent: 'template', message: 'The rejection mail is saved.' };
      }
      case 'template-reset': {
        await services.pipeline.updateSettings(me.id, key, { rejectionTemplate: null });
        return { ok: true, intent: 'template', message: 'The rejection mail is back to the default one.' };
      }
      default:
        throw new AppError('VALIDATION', 'Please use one of the buttons of the page');
    }
  });
}
