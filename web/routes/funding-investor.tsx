import { Link } from 'react-router';
import { formatInteger } from '#domain/site/format-integer.ts';
import { getAppContext } from '../app-context.ts';
import { InvestorProfileView } from '../components/funding/investor-profile-view.tsx';
import { ReplyStats } from '../components/funding/reply-stats.tsx';
import { actingProfile, logEngagement, useEngagementView } from '../lib/engagement.ts';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import { useRootData } from '../root.tsx';
import type { Route } from './+types/funding-investor.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { funding } = getAppContext(context).services;
  return withNotFoundPage(async () => {
    const [investor, choices] = await Promise.all([funding.getInvestor(params.id), funding.getChoices()]);
    return { investor, choices };
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData)
    return pageMeta({
      matches,
      title: 'Page not found',
      description: 'This page could not be found',
    });
  const { investor } = loaderData;
  return pageMeta({
    matches,
    url: canonicalFor(matches, `/funding/${investor.key}`),
    title: `${investor.name}: investor profile`,
    description: investor.intro,
  });
}

/**
 * `/funding/{key}` (issue 12): an investor's public page: introduction, key people, portfolio
 * (startups on Nordhub linked), what it invests in, and how to reach it: the pitch form for EMAIL
 * investors, their website for WEBSITE ones.
 */
export default function FundingInvestor({ loaderData }: Route.ComponentProps) {
  const { investor, choices } = loaderData;
  // Engagement (docs/product.md, Calls): a startup (or investor) the visitor acts as is shown to this investor as
  // having viewed the page, and as having contacted it when the pitch or website link is followed.
  const profile = actingProfile(useRootData()?.selectedProfile);
  const target = { type: 'investor' as const, id: investor.key };
  useEngagementView(profile, target);
  const logContact = () => logEngagement(profile, target, 'contact');
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <p className="text-sm">
        <Link to="/funding" className="font-medium text-brand-700 underline">
          All investors
        </Link>
      </p>
      <InvestorProfileView
        investor={investor}
        choices={choices}
        onContact={logContact}
        facts={<p className="mt-1 text-sm text-slate-600">{formatInteger(investor.views)} profile views</p>}
        action={
          investor.contactPreference === 'EMAIL' ? (
            <Link
              to={`/investors/${encodeURIComponent(investor.key)}/send-pitch`}
              onClick={logContact}
              className="inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              Send a pitch
            </Link>
          ) : (investor.contactUrl ?? investor.website) ? (
            <a
              href={investor.contactUrl ?? investor.website ?? undefined}
              rel="noopener noreferrer nofollow"
              onClick={logContact}
              className="inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              Pitch on their website
            </a>
          ) : null
        }
        aside={<ReplyStats replyRate={investor.replyRate} />}
      />
    </div>
  );
}
