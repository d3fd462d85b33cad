import { formatExpiry, formatRelativeTime } from '#domain/jobs/format-expiry.ts';
import { describeRelocation } from '#domain/jobs/format-relocation.ts';
import { formatEquityLine, formatSalary } from '#domain/jobs/format-salary.ts';
import { formatViews } from '#domain/jobs/format-views.ts';
import type { JobDetail } from '#domain/jobs/job.schema.ts';
import { findRoleText } from '#domain/jobs/job-constants.ts';
import { findCountryName } from '#domain/location/country-constants.ts';
import { formatLocationPreview } from '#domain/location/format-location-preview.ts';
import { PerkIcon } from '../ui/perk-icon.tsx';
import { RichText } from '../ui/rich-text.tsx';
import { positionTypeText } from './job-card.tsx';

/** Serialised for a <script> element: '<' escaped so the text can never close the element. */
function toScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Structured data (JobPosting) in the page: a data script, never run. */
export function JsonLdScript({ data }: { data: unknown }) {
  return (
    <script type="application/ld+json" suppressHydrationWarning>
      {toScriptJson(data)}
    </script>
  );
}

/**
 * A job's facts (location, position, pay, equity, role, deadline, posted, views), its visa and
 * relocation help, description and perks: the job page's body on every host (`/jobs/{id}`, and
 * `/careers/jobs/{id}` on a startup's career domain).
 */
export function JobDetails({ job, now }: { job: JobDetail; now: Date }) {
  const salary = formatSalary(job.salary);
  const equity = formatEquityLine(job.equity, job.equityTerms);
  const relocation = describeRelocation(
    job.relocation,
    job.location.country ? (findCountryName(job.location.country) ?? null) : null,
  );
  const expiry = job.expirationDate ? formatExpiry(new Date(job.expirationDate), now) : null;
  const posted = job.approvedAt ?? job.createdAt;
  // A role the configuration no longer lists is left out, never shown as its raw key.
  const roles = job.roles.flatMap((r) => findRoleText(r) ?? []);
  return (
    <>
      <dl className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold uppercase text-slate-500">Location</dt>
          <dd className="mt-1">{formatLocationPreview(job) || 'Not specified'}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase text-slate-500">Position</dt>
          <dd className="mt-1">{positionTypeText(job.positionType)}</dd>
        </div>
        {salary && (
          <div>
            <dt className="text-xs font-semibold uppercase text-slate-500">Salary</dt>
            <dd className="mt-1">{salary}</dd>
          </div>
        )}
        {job.collectiveAgreement && (
          <div>
            <dt className="text-xs font-semibold uppercase text-slate-500">Pay set by</dt>
            <dd className="mt-1">{job.collectiveAgreement}</dd>
          </div>
        )}
        {equity && (
          <div>
            <dt className="text-xs font-semibold uppercase text-slate-500">Equity</dt>
            <dd className="mt-1">{equity}</dd>
          </div>
        )}
        {roles.length > 0 && (
          <div>
            <dt className="text-xs font-semibold uppercase text-slate-500">Role</dt>
            <dd className="mt-1">{roles.join(', ')}</dd>
          </div>
        )}
        {expiry && (
          <div>
            <dt className="text-xs font-semibold uppercase text-slate-500">Apply before</dt>
            <dd className="mt-1">
              <time dateTime={job.expirationDate ?? undefined}>{expiry.date}</time>{' '}
              <span className="text-slate-600">({expiry.relative})</span>
            </dd>
          </div>
        )}
        <div>
          <dt className="text-xs font-semibold uppercase text-slate-500">Posted</dt>
          <dd className="mt-1">
            <time dateTime={posted}>{formatRelativeTime(new Date(posted), now)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase text-slate-500">Views</dt>
          <dd className="mt-1">{formatViews(job.views)}</dd>
        </div>
      </dl>

      {relocation.length > 0 && (
        <section
          aria-labelledby="relocation-heading"
          className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 p-5"
        >
          <h2 id="relocation-heading" className="font-semibold text-emerald-950">
            Visa and relocation
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-emerald-950">
            {relocation.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="description-heading" className="mt-8">
        <h2 id="description-heading" className="sr-only">
          About the job
        </h2>
        <RichText text={job.description} />
      </section>

      {job.perks.length > 0 && (
        <section aria-labelledby="perks-heading" className="mt-8">
          <h2 id="perks-heading" className="text-xl font-semibold">
            Perks and benefits
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {job.perks.map((perk) => (
              <li key={perk.text} className="flex items-center gap-3 rounded-lg bg-white p-3 shadow-sm">
                <PerkIcon icon={perk.icon} className="h-6 w-6 text-brand-700" />
                {perk.text}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
