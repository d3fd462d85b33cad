import type { JobListItem } from '#domain/jobs/job.schema.ts';
import { formatLocationPreview } from '#domain/location/format-location-preview.ts';
import { LogoImage } from '../ui/logo-image.tsx';
import { positionTypeText } from './job-card.tsx';

/**
 * The compact job cards of the embeddable pages (ADR 030, widget). Each links to the job's page on
 * our own site (`origin`) in a new tab: the visitor keeps the framing site open, and a framed page
 * never navigates its host page.
 */
export function EmbedJobList({
  jobs,
  origin,
  showCompany,
  emptyText,
}: {
  jobs: readonly JobListItem[];
  origin: string;
  showCompany: boolean;
  emptyText: string;
}) {
  if (jobs.length === 0) return <p className="text-sm text-slate-600">{emptyText}</p>;
  return (
    <ul className="grid gap-2" data-testid="embed-jobs">
      {jobs.map((job) => (
        <li
          key={job.id}
          className="relative flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 hover:shadow-sm"
        >
          {showCompany && <LogoImage image={job.company.logoImage} name={job.company.name} size={36} />}
          <div className="min-w-0">
            <h2 className="text-sm font-semibold text-slate-900">
              <a
                href={`${origin}/jobs/${job.id}`}
                target="_blank"
                rel="noopener"
                className="after:absolute after:inset-0 hover:text-brand-700"
              >
                {job.title}
              </a>
            </h2>
            <p className="truncate text-xs text-slate-600">
              {[
                showCompany ? job.company.name : null,
                formatLocationPreview(job),
                positionTypeText(job.positionType),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
