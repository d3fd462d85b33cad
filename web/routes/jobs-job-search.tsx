import { redirect } from 'react-router';
import { pageUrl } from '../lib/page-url.ts';
import type { Route } from './+types/jobs-job-search.ts';

/** `/jobs/JobSearch` (spec §2) is the job search under its older address: one canonical URL, `/jobs`. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/jobs${pageUrl(request).search}`, 301);
}
