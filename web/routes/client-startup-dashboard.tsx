import { Link } from 'react-router';
import { jobStatusLabel } from '#domain/jobs/application-status.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import type { PlanRoomView } from '#domain/jobs/plan-room.ts';
import { getAppContext } from '../app-context.ts';
import { WhoViewed } from '../components/engagement/who-viewed.tsx';
import { LogoImage } from '../components/ui/logo-image.tsx';
import { requireStartupMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-startup-dashboard.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData ? `${loaderData.name}: startup dashboard` : 'Startup dashboard',
    description: 'Your startup on Nordhub: jobs, applicants and settings.',
    noIndex: true,
  });
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me } = await requireStartupMember(context, url, params.company);
  const { services } = getAppContext(context);
  const [dashboard, planRoom, engagements] = await Promise.all([
    services.portal.getStartupDashboard(me.id, params.company),
    services.payments.getPlanRoom(me.id, params.company),
    services.startup.listEngagements(me.id, params.company),
  ]);
  return { ...dashboard, planRoom, engagements: engagements.items };
}

/** Who viewed the startup is the team's to see: never stored by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

const STAT = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';
const MENU_LINK =
  'block rounded-lg border border-slate-200 bg-white px-4 py-3 font-semibold text-slate-900 shadow-sm hover:border-brand-600 hover:text-brand-700';

/** The plan and what it allows, as the plan rule answers it (never the plan's name alone). */
function PlanLine({ room }: { room: PlanRoomView }) {
  if (room.plan === 'STARTUP' && room.planEndsAt) {
    return (
      <p className="mt-3 text-sm text-slate-700">
        Plan: Startup plan, unlimited live jobs until {formatUtcDate(new Date(room.planEndsAt))}.
      </p>
    );
  }
  return (
    <p className="mt-3 text-sm text-slate-700">
      Plan: Free plan, one live job at a time.{' '}
      {!room.isWithinPlan && (
        <>
          {room.activeJobs} jobs are still live from your earlier Startup plan, so a new job waits for the
          plan until they are paused or expire.{' '}
        </>
      )}
      <Link to="/pricing" className="font-semibold text-brand-700 hover:underline">
        See the Startup plan
      </Link>
    </p>
  );
}

/** `/client/startups/{key}` (docs/product.md, Pages): the startup at a glance and its menu. */
export default function ClientStartupDashboard({ loaderData }: Route.ComponentProps) {
  const startup = loaderData;
  const base = `/client/startups/${encodeURIComponent(startup.key)}`;
  const menu = [
    { label: 'My jobs', to: `${base}/jobs` },
    { label: 'All applicants', to: `${base}/applicants` },
    { label: 'Funding', to: `${base}/funding` },
    { label: 'Deals', to: `${base}/deals` },
    { label: 'Offer a deal', to: `${base}/monetise` },
    { label: 'Blog posts', to: `${base}/blog` },
    { label: 'Post a job', to: `${base}/jobs/new` },
    { label: 'Edit startup profile', to: `${base}/edit` },
    { label: 'Preview public page', to: `${base}/profile` },
    { label: 'Startup settings', to: `${base}/settings` },
    { label: 'White-label feeds', to: `${base}/white-label-feeds` },
    { label: 'Team members', to: `${base}/users` },
    { label: 'Plans and prices', to: '/pricing' },
    { label: 'FAQ', to: '/startups/faq' },
  ];
  const otherStatuses = Object.entries(startup.jobsByStatus).filter(([status]) => status !== 'ACTIVE');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <div className="flex items-center gap-4">
        <LogoImage image={startup.logoImage} name={startup.name} size={64} />
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{startup.name}</h1>
          <p className="text-sm text-slate-600">
            Startup dashboard · {startup.status === 'PUBLISHED' ? 'Published' : 'Draft'}
          </p>
        </div>
      </div>

      <section aria-labelledby="glance-heading" className="mt-8">
        <h2 id="glance-heading" className="sr-only">
          At a glance
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          <div className={STAT}>
            <dt className="text-sm text-slate-600">Active jobs</dt>
            <dd className="mt-1 text-3xl font-bold text-slate-900">{startup.numberOfActiveJobs}</dd>
          </div>
          <div className={STAT}>
            <dt className="text-sm text-slate-600">New applicants</dt>
            <dd className="mt-1 text-3xl font-bold text-slate-900">{startup.newApplicants}</dd>
          </div>
          <div className={STAT}>
            <dt className="text-sm text-slate-600">Team members</dt>
            <dd className="mt-1 text-3xl font-bold text-slate-900">{startup.numberOfMembers}</dd>
          </div>
        </dl>
        {otherStatuses.length > 0 && (
          <p className="mt-3 text-sm text-slate-700">
            Other jobs:{' '}
            {otherStatuses.map(([status, count]) => `${jobStatusLabel(status)} ${count}`).join(', ')}
          </p>
        )}
        <PlanLine room={startup.planRoom} />
        <p className="mt-3 text-sm text-slate-700">
          LinkedIn:{' '}
          {startup.hasProfessionalNetworkId ? (
            'connected: your live jobs are in our job feed for LinkedIn, which imports them to your company page.'
          ) : (
            <Link
              to={`${base}/settings?openedSetting=linkedin`}
              className="font-semibold text-brand-700 hover:underline"
            >
              connect LinkedIn to import your jobs for free
            </Link>
          )}
        </p>
      </section>

      <nav aria-label="Startup menu" className="mt-10">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {menu.map((item) => (
            <li key={item.label}>
              <Link to={item.to} className={MENU_LINK}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <WhoViewed
        engagements={startup.engagements}
        emptyText="No investor has viewed your startup's page yet. When members of an investor look at it, the investor shows here."
      />
    </div>
  );
}
