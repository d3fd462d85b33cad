import { Link } from 'react-router';
import type { JobListItem } from '#domain/jobs/job.schema.ts';
import { formatLocationPreview } from '#domain/location/format-location-preview.ts';
import { LogoImage } from '../ui/logo-image.tsx';
import { positionTypeText } from './job-card.tsx';

/**
 * A few featured (boosted or Scout) jobs above the results, apart from them: the results keep the
 * chosen sort, and featured jobs still come first on the page. One row: three columns on wide
 * screens, a row that scrolls sideways on a phone, so the results still start on the first screen.
 */
export function FeaturedJobsStrip({ jobs }: { jobs: readonly JobListItem[] }) {
  if (jobs.length === 0) return null;
  return (
    <section aria-labelledby="featured-jobs-heading" className="mb-6">
      <h2 id="featured-jobs-heading" className="text-sm font-medium text-slate-600">
        Featured jobs
      </h2>
      <ul className="mt-2 -mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-3 md:overflow-visible md:px-0 md:pb-0">
        {jobs.map((job) => (
          <li
            key={job.id}
            className="relative flex w-64 shrink-0 snap-start gap-3 rounded-xl border border-accent-500/60 bg-white p-3 shadow-sm transition hover:shadow-md md:w-auto"
          >
            <LogoImage image={job.company.logoImage} name={job.company.name} size={40} />
            <div className="min-w-0">
              <h3 className="line-clamp-2 text-sm font-semibold text-slate-900">
                <Link to={`/jobs/${job.id}`} className="after:absolute after:inset-0 hover:text-brand-700">
                  {job.title}
                </Link>
              </h3>
              <p className="truncate text-xs text-slate-600">{job.company.name}</p>
              <p className="truncate text-xs text-slate-600">
                {formatLocationPreview(job)} · {positionTypeText(job.positionType)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
