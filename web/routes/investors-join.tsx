import { getAppContext } from '../app-context.ts';
import { JoinPage } from '../components/profiles/join-page.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/investors-join.ts';

const CREATE_PATH = '/client/investors/new';

export async function loader({ context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const investors = app.me?.investors ?? [];
  return { isLoggedIn: app.me !== null, investors: investors.map((i) => ({ key: i.key, name: i.name })) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    url: canonicalFor(matches, '/investors/join'),
    title: 'For investors: meet Nordic startups on Nordhub',
    description:
      'List your fund, angel network or programme in the Nordic funding directory, receive pitches with decks in one place and answer every founder.',
  });
}

/**
 * `/investors/join` (docs/product.md, Pages; "For investors"; where the investor portal sends anyone who is not a
 * member): what an investor profile gets, and the start button. Logged in, it opens the creation
 * form; logged out, the sign-up modal, which returns to the form (`?to=`). Someone who already
 * manages investor profiles sees links to them.
 */
export default function InvestorsJoin({ loaderData }: Route.ComponentProps) {
  const { isLoggedIn, investors } = loaderData;
  const offers = [
    {
      title: 'A place in the funding directory',
      text: 'Founders find you by category, country, stage, industry, ticket size and market, and through the funding quiz that matches them with investors.',
      link: { to: '/funding', text: 'See the directory' },
    },
    {
      title: 'Pitches with decks, in one place',
      text: 'Startups send a short message, the amount they seek, their stage and a PDF deck. You get it by email and in your investor portal.',
    },
    {
      title: 'Answer in one click',
      text: 'Reply, or pass with a reason from a short list. Founders see your answer, and your profile shows how often and how fast you answer.',
    },
    {
      title: 'Or send founders to your site',
      text: 'Prefer your own form? Choose website as your contact preference and founders are sent there instead.',
    },
    {
      title: 'Your portfolio, linked',
      text: 'List your investments: startups on Nordhub link to their pages and open jobs.',
    },
    {
      title: 'Impact investors on the impact platform',
      text: 'Invest for impact? Name the goals you work for and show on the impact platform too.',
    },
  ];
  return (
    <JoinPage
      copy={{
        heading: 'Meet the Nordic startups looking for you',
        intro:
          'Create your investor profile, show founders what you invest in and receive their pitches where you can answer them.',
        startLabel: 'Create your investor profile',
        offersHeading: 'What your investor profile gets',
        offers,
        steps: [
          'Create your investor profile: name, category and website are enough to start.',
          'Complete your profile (logo, introduction and what you invest in) and publish it: it appears in the funding directory and the funding quiz.',
          'Answer the pitches that arrive in your portal.',
        ],
      }}
      createPath={CREATE_PATH}
      isLoggedIn={isLoggedIn}
      yours={{
        heading: 'Your investor profiles',
        links: investors.map((investor) => ({
          to: `/client/investors/${encodeURIComponent(investor.key)}`,
          text: investor.name,
        })),
      }}
    />
  );
}
