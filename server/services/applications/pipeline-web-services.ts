import type {
  ApplicantListQuery,
  PipelineSettingsInput,
} from '#domain/applications/applicant-pipeline.schema.ts';
import type { ApplicantStageValue } from '#domain/applications/pipeline.ts';
import { DEFAULT_COUNTRY_CODE } from '#domain/location/countries.ts';
import type { PortalDeps } from '../deps.ts';
import { getSiteConfig } from '../site/get-site-config.ts';
import { getApplication } from './get-application.ts';
import { getPipelineSettings } from './get-pipeline-settings.ts';
import { getResponseScoreForCompany } from './get-response-score.ts';
import { listApplicants } from './list-applicants.ts';
import { listJobInterests } from './list-job-interests.ts';
import { moveApplications } from './move-applications.ts';
import { sendRejections } from './send-rejections.ts';
import { updatePipelineSettings } from './update-pipeline-settings.ts';

/**
 * The applicant pipeline as the pages see it (`services.pipeline`): the board, the candidate's
 * page, moves, the rejection batch and the pipeline's settings. Each operation takes the signed-in
 * user's id and checks membership itself (another startup's applicants are a 404).
 */
export function createPipelineWebServices(deps: PortalDeps) {
  return {
    listApplicants: (userId: string, key: string, query: ApplicantListQuery) =>
      listApplicants(deps, userId, key, query),
    getApplication: (userId: string, key: string, applicationId: string) =>
      getApplication(deps, userId, key, applicationId),
    moveApplications: (
      userId: string,
      key: string,
      input: { ids: readonly string[]; stage: ApplicantStageValue },
      mode: 'single' | 'bulk',
    ) => moveApplications(deps, userId, key, input, mode),
    sendRejections: (userId: string, key: string, jobId: string | null) =>
      sendRejections(deps, userId, key, { jobId }),
    getSettings: (userId: string, key: string) => getPipelineSettings(deps, userId, key),
    updateSettings: (userId: string, key: string, changes: PipelineSettingsInput) =>
      updatePipelineSettings(deps, userId, key, changes),
    listJobInterests: (userId: string, key: string, jobId: string) =>
      listJobInterests(deps, userId, key, jobId),
    /** The kanban's column colours (site configuration `kanban.columnColors`). */
    getColumnColors: async () =>
      (await getSiteConfig(deps, { ipCountryCode: DEFAULT_COUNTRY_CODE })).kanban.columnColors,
    /** The public startup page's response score (null below five applications). */
    getResponseScore: (companyId: string) => getResponseScoreForCompany(deps, companyId),
  };
}

export type PipelineWebServices = ReturnType<typeof createPipelineWebServices>;
