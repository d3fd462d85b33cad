import { Link } from 'react-router';
import { describeProfile } from '#domain/companies/company-profile-labels.ts';
import { getAppContext } from '../app-context.ts';
import { StartupProfileView } from '../components/companies/startup-profile-view.tsx';
import { requireStartupMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-startup-profile.ts';

/**
 * `/client/startups/{key}/profile` (docs/product.md, Pages): the startup's public page as it will
 * look, drafts included, for its members and admins (the guard lets a draft see its preview).
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me } = await requireStartupMember(context, url, params.company);
  const { services } = getAppContext(context);
  const company = await services.companyProfile.getPreview(me.id, params.company);
  const [jobs, choices, responseScore] = await Promise.all([
    services.listCompanyJobs(company.id),
    services.companyProfile.getProfileChoices(),
    services.pipeline.getResponseScore(company.id),
  ]);
  return {
    company,
    labels: describeProfile(company, choices),
    jobs,
    responseScore,
    now: new Date().toISOString(),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData ? `Preview: ${loaderData.company.name}` : 'Preview your startup page',
    description: 'How your startup page looks to talent on Nordhub.',
    noIndex: true,
  });
}

export default function ClientStartupProfile({ loaderData }: Route.ComponentProps) {
  const { company } = loaderData;
  const key = encodeURIComponent(company.key);
  const isDraft = company.status === 'DRAFT';
  return (
    <div>
      <section
        aria-label="Preview"
        className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      >
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2">
          <p>
            <strong className="font-semibold">Preview</strong>:{' '}
            {isDraft
              ? 'this is how your page will look once you publish it. Only your team sees it now.'
              : 'this is how talent sees your page.'}
          </p>
          <div className="flex flex-wrap gap-3 sm:ml-auto">
            <Link to={`/client/startups/${key}/edit`} className="font-semibold text-brand-800 underline">
              Edit profile
            </Link>
            {!isDraft && (
              <Link to={`/startups/${key}`} className="font-semibold text-brand-800 underline">
                Open the public page
              </Link>
            )}
          </div>
        </div>
      </section>
      <StartupProfileView
        company={company}
        labels={loaderData.labels}
        jobs={loaderData.jobs}
        now={new Date(loaderData.now)}
        responseScore={loaderData.responseScore}
      />
    </div>
  );
}
