import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicResponseScore } from '#domain/applications/applicant-pipeline.schema.ts';
import { describeResponseTime } from '#domain/applications/response-score.ts';
import type { CompanyDetail } from '#domain/companies/company.schema.ts';
import type { ProfileLabels } from '#domain/companies/company-profile-labels.ts';
import { imageUrl } from '#domain/content/image-sizes.ts';
import type { JobListItem } from '#domain/jobs/job.schema.ts';
import { JobCard } from '../jobs/job-card.tsx';
import { LogoImage } from '../ui/logo-image.tsx';
import { PerkIcon } from '../ui/perk-icon.tsx';

const FACT_TERM = 'font-semibold text-slate-500';
const BOX = 'rounded-xl border border-slate-200 bg-white p-5';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className={FACT_TERM}>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The body of a startup's public page (`/startups/{key}`), also shown by the portal's preview
 * (`/client/startups/{key}/profile`) so members see their page exactly as it will look. Codes are
 * shown by their site configuration labels (`labels`), never raw.
 */
export function StartupProfileView({
  company,
  labels,
  jobs,
  now,
  headerAction,
  responseScore = null,
}: {
  company: CompanyDetail;
  labels: ProfileLabels;
  jobs: JobListItem[];
  now: Date;
  /** Beside the name: the Follow button on the public page. */
  headerAction?: ReactNode;
  /** How the startup answers its applicants (null below five applications). */
  responseScore?: PublicResponseScore | null;
}) {
  return (
    <div>
      {company.coverImage ? (
        <img
          src={imageUrl('cover', company.coverImage)}
          alt=""
          width={1600}
          height={900}
          data-cover="image"
          className="h-48 w-full object-cover sm:h-64"
        />
      ) : (
        // No cover picture: a low band with a soft pattern, so the page does not open on a blank slab.
        <div
          aria-hidden="true"
          data-cover="pattern"
          className="h-24 bg-brand-900 bg-[radial-gradient(circle_at_15%_120%,rgba(255,255,255,0.18)_0_22%,transparent_23%),radial-gradient(circle_at_85%_-20%,rgba(255,255,255,0.14)_0_28%,transparent_29%),linear-gradient(to_right,var(--color-brand-900),var(--color-brand-600))] sm:h-36"
        />
      )}
      <div className="mx-auto max-w-6xl px-4">
        {/* Only the logo reaches into the cover; the name always sits on the page, below its edge. */}
        <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-5">
          <div className="-mt-12 shrink-0 self-start rounded-xl bg-white p-1 shadow-sm">
            <LogoImage image={company.logoImage} name={company.name} size={96} />
          </div>
          <div className="min-w-0 flex-1 sm:pt-4">
            <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{company.name}</h1>
            <p className="text-slate-600">
              {[company.city, ...labels.countries].filter(Boolean).join(' · ')}
            </p>
          </div>
          {headerAction && <div className="shrink-0 sm:pt-4">{headerAction}</div>}
        </header>

        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
          <div className="min-w-0 space-y-8">
            <section aria-labelledby="about-heading">
              <h2 id="about-heading" className="text-xl font-semibold">
                What we do
              </h2>
              <p className="mt-2 text-slate-700">{company.whatWeDo}</p>
              {company.quote && (
                <blockquote className="mt-4 border-l-4 border-brand-600 pl-4 italic text-slate-700">
                  {company.quote}
                </blockquote>
              )}
            </section>

            {company.galleryImages.length > 0 && (
              <section aria-labelledby="gallery-heading">
                <h2 id="gallery-heading" className="text-xl font-semibold">
                  Life at {company.name}
                </h2>
                <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                  {company.galleryImages.map((image, index) => (
                    <li key={image}>
                      <img
                        src={imageUrl('listing', image)}
                        alt={`Life at ${company.name}, ${index + 1} of ${company.galleryImages.length}`}
                        width={1200}
                        height={675}
                        loading="lazy"
                        decoding="async"
                        className="aspect-video w-full rounded-lg bg-slate-100 object-cover"
                      />
                    </li>
                  ))}
                </ul>
              </section>
            )}

            <section aria-labelledby="jobs-heading">
              <h2 id="jobs-heading" className="text-xl font-semibold">
                Open jobs ({jobs.length})
              </h2>
              {jobs.length === 0 ? (
                <p className="mt-2 text-slate-600">{company.name} has no open jobs right now.</p>
              ) : (
                <div className="mt-3 grid gap-3">
                  {jobs.map((job) => (
                    <JobCard key={job.id} job={job} now={now} />
                  ))}
                </div>
              )}
            </section>

            {company.team.length > 0 && (
              <section aria-labelledby="team-heading">
                <h2 id="team-heading" className="text-xl font-semibold">
                  Team
                </h2>
                <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                  {company.team.map((member, index) => (
                    <li
                      // biome-ignore lint/suspicious/noArrayIndexKey: two people may share a name.
                      key={`${member.name}-${index}`}
                      className="flex items-center gap-3 rounded-lg bg-white p-3 shadow-sm"
                    >
                      {member.image ? (
                        <img
                          src={imageUrl('thumbnail', member.image)}
                          alt=""
                          width={56}
                          height={56}
                          loading="lazy"
                          decoding="async"
                          className="h-14 w-14 shrink-0 rounded-full object-cover"
                        />
                      ) : (
                        <span
                          aria-hidden="true"
                          className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-slate-200 font-bold text-slate-600"
                        >
                          {member.name.slice(0, 1).toUpperCase()}
                        </span>
                      )}
                      <div>
                        <p className="font-medium">{member.name}</p>
                        {member.title && <p className="text-sm text-slate-600">{member.title}</p>}
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>

          <aside className="space-y-4">
            <dl className={`space-y-3 text-sm ${BOX}`}>
              {company.foundedYear && <Fact term="Founded">{company.foundedYear}</Fact>}
              {labels.numberOfEmployees && <Fact term="Employees">{labels.numberOfEmployees}</Fact>}
              {labels.stage && <Fact term="Stage">{labels.stage}</Fact>}
              {labels.fundingStage && <Fact term="Funding">{labels.fundingStage}</Fact>}
              {labels.businessModel && <Fact term="Business model">{labels.businessModel}</Fact>}
              {labels.industries.length > 0 && <Fact term="Industries">{labels.industries.join(', ')}</Fact>}
              {company.website && (
                <Fact term="Website">
                  <a
                    href={company.website}
                    rel="noopener nofollow"
                    className="text-brand-700 hover:underline"
                  >
                    {company.website.replace(/^https?:\/\//, '')}
                  </a>
                </Fact>
              )}
            </dl>
            {responseScore?.responseScore && (
              <ResponseScoreBox score={responseScore.responseScore} windowDays={responseScore.windowDays} />
            )}
            {labels.keyFigures.length > 0 && (
              <section aria-labelledby="figures-heading" className={BOX}>
                <h2 id="figures-heading" className="font-semibold">
                  Key figures
                </h2>
                <dl className="mt-2 grid grid-cols-2 gap-3 text-sm">
                  {labels.keyFigures.map((figure) => (
                    <div key={figure.name}>
                      <dt className="text-slate-600">{figure.name}</dt>
                      <dd className="text-lg font-bold text-slate-900">{figure.value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            )}
            {company.isImpact && labels.sdgs.length > 0 && (
              <section aria-labelledby="sdgs-heading" className={BOX}>
                <h2 id="sdgs-heading" className="font-semibold">
                  Sustainable Development Goals
                </h2>
                <ul className="mt-2 space-y-1 text-sm text-slate-700">
                  {labels.sdgs.map((goal) => (
                    <li key={goal.value}>
                      <span className="font-semibold">Goal {goal.value}:</span> {goal.text}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {company.investors.length > 0 && (
              <section aria-labelledby="investors-heading" className={BOX}>
                <h2 id="investors-heading" className="font-semibold">
                  Investors
                </h2>
                <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
                  {company.investors.map((investor) => (
                    <li key={investor}>{investor}</li>
                  ))}
                </ul>
              </section>
            )}
            {company.perks.length > 0 && (
              <section aria-labelledby="perks-heading" className={BOX}>
                <h2 id="perks-heading" className="font-semibold">
                  Perks
                </h2>
                <ul className="mt-2 space-y-2 text-sm text-slate-700">
                  {company.perks.map((perk) => (
                    <li key={perk.icon} className="flex items-center gap-2">
                      <PerkIcon icon={perk.icon} className="h-5 w-5 text-brand-700" />
                      {perk.text}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <Link
              to="/startups"
              className="inline-block text-sm font-semibold text-brand-700 hover:underline"
            >
              Browse all startups
            </Link>
          </aside>
        </div>
      </div>
    </div>
  );
}

/** Issue 9 scope 7: how fast the startup answers and how many applicants get a decision. */
function ResponseScoreBox({
  score,
  windowDays,
}: {
  score: NonNullable<PublicResponseScore['responseScore']>;
  windowDays: number;
}) {
  const months = Math.round(windowDays / 30);
  return (
    <section aria-labelledby="response-heading" className={BOX}>
      <h2 id="response-heading" className="font-semibold">
        How they answer applicants
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">First response</dt>
          <dd className="text-lg font-bold text-slate-900">
            {score.medianHoursToFirstResponse === null
              ? 'No answers yet'
              : describeResponseTime(score.medianHoursToFirstResponse)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Decision given</dt>
          <dd className="text-lg font-bold text-slate-900">{Math.round(score.decidedShare * 100)}%</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        Median time to the first response, and the share of applications closed with a decision, over{' '}
        {score.applications} applications in the last {months} months.
      </p>
    </section>
  );
}
