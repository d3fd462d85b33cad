import { Link } from 'react-router';
import { imageUrl } from '#domain/content/image-sizes.ts';
import { isAppError } from '#domain/errors.ts';
import { findCountryName } from '#domain/location/country-constants.ts';
import { getAppContext } from '../app-context.ts';
import { FollowButton } from '../components/companies/follow-button.tsx';
import { JobCard } from '../components/jobs/job-card.tsx';
import { LogoImage } from '../components/ui/logo-image.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import { notFound } from '../lib/responses.ts';
import type { Route } from './+types/startup.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = getAppContext(context);
  try {
    const company = await services.getCompany(params.id);
    const [jobs, isFollowing] = await Promise.all([
      services.listCompanyJobs(company.id),
      services.isFollowingCompany(company.id),
    ]);
    return { company, jobs, isFollowing, now: new Date().toISOString() };
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND')) throw notFound();
    throw error;
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return pageMeta({ title: 'Page not found', description: 'This page could not be found' });
  const { company, jobs } = loaderData;
  return pageMeta({
    url: canonicalFor(matches, `/startups/${company.key}`),
    title: `${company.name}: jobs and company profile`,
    description: `${company.whatWeDo} ${jobs.length === 1 ? '1 open job' : `${jobs.length} open jobs`} at ${company.name}.`,
  });
}

export default function Startup({ loaderData }: Route.ComponentProps) {
  const { company, jobs } = loaderData;
  const now = new Date(loaderData.now);
  const countries = company.countries.map((c) => findCountryName(c.countryCode) ?? c.countryCode);
  return (
    <div>
      {company.coverImage ? (
        <img
          src={imageUrl('cover', company.coverImage)}
          alt=""
          width={1600}
          height={900}
          className="h-48 w-full object-cover sm:h-64"
        />
      ) : (
        <div aria-hidden="true" className="h-32 bg-gradient-to-r from-brand-900 to-brand-600 sm:h-40" />
      )}
      <div className="mx-auto max-w-6xl px-4">
        <header className="-mt-10 flex flex-wrap items-end gap-4">
          <LogoImage image={company.logoImage} name={company.name} size={96} />
          <div className="pb-1">
            <h1 className="text-3xl font-bold text-slate-900">{company.name}</h1>
            <p className="text-slate-600">{[company.city, ...countries].filter(Boolean).join(' · ')}</p>
          </div>
          <div className="pb-1 sm:ml-auto">
            <FollowButton
              key={`${company.key}:${loaderData.isFollowing === null ? 'out' : 'in'}`}
              companyKey={company.key}
              initial={loaderData.isFollowing}
            />
          </div>
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
                  {company.team.map((member) => (
                    <li key={member.name} className="rounded-lg bg-white p-3 shadow-sm">
                      <p className="font-medium">{member.name}</p>
                      <p className="text-sm text-slate-600">{member.title}</p>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>

          <aside className="space-y-4">
            <dl className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 text-sm">
              {company.foundedYear && (
                <div>
                  <dt className="font-semibold text-slate-500">Founded</dt>
                  <dd>{company.foundedYear}</dd>
                </div>
              )}
              {company.numberOfEmployees && (
                <div>
                  <dt className="font-semibold text-slate-500">Employees</dt>
                  <dd>{company.numberOfEmployees}</dd>
                </div>
              )}
              {company.stage && (
                <div>
                  <dt className="font-semibold text-slate-500">Stage</dt>
                  <dd>{company.stage}</dd>
                </div>
              )}
              {company.industries.length > 0 && (
                <div>
                  <dt className="font-semibold text-slate-500">Industries</dt>
                  <dd>{company.industries.join(', ')}</dd>
                </div>
              )}
              {company.investors.length > 0 && (
                <div>
                  <dt className="font-semibold text-slate-500">Investors</dt>
                  <dd>{company.investors.join(', ')}</dd>
                </div>
              )}
              {company.website && (
                <div>
                  <dt className="font-semibold text-slate-500">Website</dt>
                  <dd>
                    <a
                      href={company.website}
                      rel="noopener nofollow"
                      className="text-brand-700 hover:underline"
                    >
                      {company.website.replace(/^https?:\/\//, '')}
                    </a>
                  </dd>
                </div>
              )}
            </dl>
            {company.perks.length > 0 && (
              <section
                aria-labelledby="perks-heading"
                className="rounded-xl border border-slate-200 bg-white p-5"
              >
                <h2 id="perks-heading" className="font-semibold">
                  Perks
                </h2>
                <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
                  {company.perks.map((perk) => (
                    <li key={perk.text}>{perk.text}</li>
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
