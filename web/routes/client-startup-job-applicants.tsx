import { ApplicantBoardPage } from '../components/pipeline/applicant-board-page.tsx';
import { loadApplicantBoard, runPipelineAction } from '../lib/applicant-board.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-startup-job-applicants.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData?.job ? `${loaderData.job.title}: applicants` : 'Applicants',
    description: "A job's applicants on Nordhub: move them from Applied to a decision.",
    noIndex: true,
  });
}

/** Candidates' names and addresses: never stored by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function loader({ context, params, url }: Route.LoaderArgs) {
  return loadApplicantBoard(context, url, { company: params.company, job: params.job });
}

export function action({ context, params, request, url }: Route.ActionArgs) {
  return runPipelineAction(context, request, url, params.company);
}

/** `/client/startups/{key}/jobs/{job}/applicants`: the board of one job (linked from the job's page). */
export default function ClientStartupJobApplicants({ loaderData }: Route.ComponentProps) {
  return <ApplicantBoardPage data={loaderData} />;
}
