import { getAppContext } from '../app-context.ts';
import { JoinPage } from '../components/profiles/join-page.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/startups-join.ts';

const CREATE_PATH = '/client/startups/new';

export async function loader({ context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  return { isLoggedIn: app.me !== null, hasScout: app.products.includes('HEADHUNTER') };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    url: canonicalFor(matches, '/startups/join'),
    title: 'For startups: hire global talent on Nordhub',
    description:
      'Post your first job for free, show your startup to talent from all over the world, and follow every applicant in one place.',
  });
}

/**
 * `/startups/join` (docs/product.md, Pages, the header's and footer's "For startups"): what a startup gets, and the
 * start button. Logged in, it opens the creation form; logged out, the sign-up modal, which returns
 * to the form (`?to=`) once the account exists.
 */
export default function StartupsJoin({ loaderData }: Route.ComponentProps) {
  const { isLoggedIn, hasScout } = loaderData;
  const offers = [
    {
      title: 'Your first job post is free',
      text: 'Publish a job in minutes and keep one job live at a time without paying. It is listed in search, on your startup page and in the job digest.',
    },
    {
      title: 'The startup plan',
      text: 'Need more reach? The plan gives you unlimited live jobs for 12 months, priced in your local currency.',
      link: { to: '/pricing', text: 'See prices' },
    },
    {
      title: 'Boost a job',
      text: 'A boosted job is featured for 30 days: above the results of every search it matches, in the featured jobs and first in the job digest.',
    },
    ...(hasScout
      ? [
          {
            title: 'Scout finds candidates for you',
            text: 'Our headhunters search for the right people, and you pay only for a successful hire.',
            link: { to: '/scout', text: 'About Scout' },
          },
        ]
      : []),
    {
      title: 'Every applicant in one pipeline',
      text: 'Follow applicants from applied to hired on a board your whole team shares, and answer them from the same place.',
    },
    {
      title: 'A startup page talent wants to read',
      text: 'Show your logo, photos, team, investors, key figures and perks, and the goals you work for if you are an impact startup.',
    },
  ];
  return (
    <JoinPage
      copy={{
        heading: 'Hire global talent for your Nordic startup',
        intro:
          'Nordhub connects global talents with career opportunities in Nordic startups. Create your startup profile, post your first job for free and meet people who want to build with you.',
        startLabel: 'Create your startup profile',
        offersHeading: 'What your startup gets',
        offers,
        steps: [
          'Create your startup profile: name, country and website are enough to start.',
          'Complete it with your logo, photos and team, then publish it.',
          'Post your first job and invite your team to follow the applicants.',
        ],
      }}
      createPath={CREATE_PATH}
      isLoggedIn={isLoggedIn}
    />
  );
}
