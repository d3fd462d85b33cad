import { Link } from 'react-router';
import { formatRelativeTime } from '#domain/jobs/format-expiry.ts';
import { formatSalary } from '#domain/jobs/format-salary.ts';
import type { JobListItem } from '#domain/jobs/job.schema.ts';
import { POSITION_TYPES } from '#domain/jobs/job-constants.ts';
import { formatLocationPreview } from '#domain/location/format-location-preview.ts';
import { LogoImage } from '../ui/logo-image.tsx';

export function positionTypeText(value: string): string {
  return POSITION_TYPES.find((p) => p.value === value)?.text ?? value;
}

/**
 * One job in a list: links to its page; the whole card is one link target for keyboard users.
 * `saved` is the signed-in user's flag (laid over the public list per request): plain markup, so
 * it adds no JavaScript to the lists.
 */
export function JobCard({
  job,
  now,
  to = `/jobs/${job.id}`,
}: {
  job: JobListItem & { saved?: boolean };
  now: Date;
  /** The job's page: `/jobs/{id}` unless told (`/careers/jobs/{id}` on a career domain, `/whiteLabelFeed/jobs/{id}` on a feed's host). */
  to?: string;
}) {
  const salary = formatSalary(job.salary);
  // Featured: boosted, or with an open Scout order (the featured lists set it).
  const isFeatured = job.isFeatured ?? job.isBoosted;
  const posted = job.approvedAt ?? job.createdAt;
  return (
    <article
      className={`relative flex gap-4 rounded-xl border bg-white p-4 shadow-sm transition hover:shadow-md ${
        isFeatured ? 'border-accent-500/60' : 'border-slate-200'
      }`}
    >
      <LogoImage image={job.company.logoImage} name={job.company.name} />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-slate-900">
          <Link to={to} className="after:absolute after:inset-0 hover:text-brand-700">
            {job.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">{job.company.name}</p>
        <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
          <li>{formatLocationPreview(job)}</li>
          <li>{positionTypeText(job.positionType)}</li>
          {salary && <li>{salary}</li>}
          {job.visaSponsorship && <li className="font-medium text-emerald-800">Visa sponsorship</li>}
          <li>
            <time dateTime={posted}>{formatRelativeTime(new Date(posted), now)}</time>
          </li>
        </ul>
      </div>
      {(isFeatured || job.saved) && (
        <div className="flex flex-col items-end gap-1 self-start">
          {isFeatured && (
            <span className="rounded-full bg-orange-100 px-2 py-0.5 text-xs font-semibold text-orange-800">
              Featured
            </span>
          )}
          {job.saved && (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              Saved
            </span>
          )}
        </div>
      )}
    </article>
  );
}
