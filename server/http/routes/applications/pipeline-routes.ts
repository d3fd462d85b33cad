import { z } from 'zod';
import {
  ApplicantList,
  ApplicantListQuery,
  ApplicationDetail,
  BulkMoveInput,
  JobInterestList,
  MoveApplicationInput,
  MoveResult,
  PipelineSettings,
  PipelineSettingsInput,
  PublicResponseScore,
  SendRejectionsInput,
  SendRejectionsResult,
} from '#domain/applications/applicant-pipeline.schema.ts';
import { AppError } from '#domain/errors.ts';
import { getApplication } from '../../../services/applications/get-application.ts';
import { getPipelineSettings } from '../../../services/applications/get-pipeline-settings.ts';
import { getResponseScore } from '../../../services/applications/get-response-score.ts';
import { listApplicants } from '../../../services/applications/list-applicants.ts';
import { listJobInterests } from '../../../services/applications/list-job-interests.ts';
import { moveApplications } from '../../../services/applications/move-applications.ts';
import type { PipelineDeps } from '../../../services/applications/pipeline-deps.ts';
import { readApplicationCv } from '../../../services/applications/read-application-cv.ts';
import { sendRejections } from '../../../services/applications/send-rejections.ts';
import { updatePipelineSettings } from '../../../services/applications/update-pipeline-settings.ts';
import { defineRoute } from '../../define-route.ts';
import { toPortalDeps } from '../../portal-deps.ts';
import { requireUserId } from '../../session.ts';
import { sendCvFile } from './send-cv-file.ts';

const CompanyParams = z.object({ key: z.string().max(100) });
const ApplicationParams = CompanyParams.extend({ id: z.string().max(64) });
const NO_STORE = 'private, no-store';

function pipelineDeps(request: Parameters<typeof requireUserId>[0]): PipelineDeps {
  return { ...toPortalDeps(request.server.deps), logger: request.log };
}

/**
 * The applicant pipeline (docs/product.md, Calls: `{company endpoint}/applicants`): the startup's members and admins
 * only. For anyone else, every route answers the 404 of a startup, job or application that does
 * not exist, so a member of startup A learns nothing about B's candidates.
 */
export const PIPELINE_ROUTES = [
  defineRoute({
    method: 'GET',
    url: '/api/companies/:key/applicants',
    summary:
      "A startup's applications, newest first: filter by job, column (stage) and a search in names and addresses; 100 per page, with each column's count (members)",
    tags: ['startup portal'],
    params: CompanyParams,
    querystring: ApplicantListQuery,
    response: ApplicantList,
    errors: [401, 404],
    cacheControl: NO_STORE,
    handler: async ({ params, query }, request) =>
      listApplicants(request.server.deps, await requireUserId(request), params.key, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/companies/:key/applications/:id',
    summary:
      "One application: the candidate's quick-apply data, cover note, CV, interest in the job and history (members); anonymised ones carry no personal data",
    tags: ['startup portal'],
    params: ApplicationParams,
    response: ApplicationDetail,
    errors: [401, 404],
    cacheControl: NO_STORE,
    handler: async ({ params }, request) =>
      getApplication(request.server.deps, await requireUserId(request), params.key, params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/companies/:key/applications/:id/cv',
    summary:
      "The application's CV as a PDF attachment (members only; 404 for anyone else, and when the application is anonymised or has no CV)",
    tags: ['startup portal'],
    params: ApplicationParams,
    response: z.string().describe('The PDF (application/pdf, Content-Disposition: attachment)'),
    errors: [404],
    handler: async ({ params }, request, reply) => {
      // Logged out is the same 404: a CV's URL says nothing to someone who may not read it.
      const session = await request.getSession();
      if (!session) throw new AppError('NOT_FOUND', 'CV not found');
      const cv = await readApplicationCv(
        toPortalDeps(request.server.deps),
        session.userId,
        params.key,
        params.id,
      );
      return sendCvFile(reply, cv);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/companies/:key/applications/:id/move',
    summary:
      'Move a card to another column. Rejected is final (409) and a move there sends the rejection mail at once; a withdrawn application cannot move (409) (members)',
    tags: ['startup portal'],
    params: ApplicationParams,
    body: MoveApplicationInput,
    response: MoveResult,
    errors: [401, 404, 409],
    handler: async ({ params, body }, request) =>
      moveApplications(
        pipelineDeps(request),
        await requireUserId(request),
        params.key,
        { ids: [params.id], stage: body.stage },
        'single',
      ),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/companies/:key/applications/move',
    summary:
      'Move several cards to one column at once: all or nothing (a rejected or withdrawn card refuses the move, 409); cards already there stay (members)',
    tags: ['startup portal'],
    params: CompanyParams,
    body: BulkMoveInput,
    response: MoveResult,
    errors: [401, 404, 409],
    handler: async ({ params, body }, request) =>
      moveApplications(pipelineDeps(request), await requireUserId(request), params.key, body, 'bulk'),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/companies/:key/applications/send-rejections',
    summary:
      'Send the rejection mail to every candidate in "To be rejected" (of one job, or all) and move them to Rejected; each candidate is mailed once (members)',
    tags: ['startup portal'],
    params: CompanyParams,
    body: SendRejectionsInput,
    response: SendRejectionsResult,
    errors: [401, 404],
    handler: async ({ params, body }, request) =>
      sendRejections(pipelineDeps(request), await requireUserId(request), params.key, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/companies/:key/pipeline',
    summary:
      "The pipeline's custom column name and the rejection mail's template, with the placeholders (members)",
    tags: ['startup portal'],
    params: CompanyParams,
    response: PipelineSettings,
    errors: [401, 404],
    cacheControl: NO_STORE,
    handler: async ({ params }, request) =>
      getPipelineSettings(request.server.deps, await requireUserId(request), params.key),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/companies/:key/pipeline',
    summary:
      'Name the custom column (blank: "Interview") and set the rejection template (null: the default); a field left out keeps its value (members)',
    tags: ['startup portal'],
    params: CompanyParams,
    body: PipelineSettingsInput,
    response: PipelineSettings,
    errors: [401, 404],
    handler: async ({ params, body }, request) =>
      updatePipelineSettings(request.server.deps, await requireUserId(request), params.key, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/companies/:key/jobs/:jobId/interests',
    summary: 'Talents who marked the job as interesting, newest first (members)',
    tags: ['startup portal'],
    params: CompanyParams.extend({ jobId: z.string().max(64) }),
    response: JobInterestList,
    errors: [401, 404],
    cacheControl: NO_STORE,
    handler: async ({ params }, request) =>
      listJobInterests(request.server.deps, await requireUserId(request), params.key, params.jobId),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/companies/:key/response-score',
    summary:
      "A published startup's response score over the last 180 days: median time to the first response and the share of applications closed with a decision; null below 5 applications",
    tags: ['companies'],
    params: CompanyParams,
    response: PublicResponseScore,
    errors: [404],
    cacheControl: 'public, max-age=300',
    handler: ({ params }, request) => getResponseScore(request.server.deps, params.key),
  }),
];
