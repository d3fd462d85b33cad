import { redirect } from 'react-router';
import type { Route } from './+types/jobs-job-search.ts';

/** `/jobs/JobSearch` (docs/product.md, Pages) is the job search under its older address: one canonical URL, `/jobs`. */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(`/jobs${url.search}`, 301);
}
