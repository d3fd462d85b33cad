import { redirect } from 'react-router';
import type { Route } from './+types/jobs-job-search.ts';

/** `/jobs/JobSearch` (spec §2) is the job search under its older address: one canonical URL, `/jobs`. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/jobs${new URL(request.url).search}`, 301);
}
