import { sql } from 'drizzle-orm';
import { SITE } from '#domain/access/policy.ts';
import type { AdminDashboard } from '#domain/admin/admin.schema.ts';
import { requireAction } from '../access/authorize.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import type { ServiceDeps } from '../deps.ts';
import { isScoutEnabled } from '../scout/require-scout-enabled.ts';

/**
 * What waits for the team, counted in one statement: jobs made on a startup's behalf that wait for
 * approval, jobs with open reports ("Is this job filled or gone?"), startups' blog posts awaiting
 * approval (ADR 032), open Scout orders (while the site sells Scout), contact messages and community
 * program applications not handled yet.
 */
export async function getAdminDashboard(deps: ServiceDeps, who: ActorOrUserId): Promise<AdminDashboard> {
  await requireAction(deps, who, 'admin.backOffice', SITE);
  type Counts = {
    awaiting: number;
    reported: number;
    scout: number;
    posts: number;
    contact: number;
    community: number;
  };
  const result = await deps.db.execute<Counts>(sql`
    select
      (select count(*)::int from jobs where status = 'PENDING_COMPANY_APPROVAL') as awaiting,
      (select count(distinct job_id)::int from job_reports where resolved_at is null) as reported,
      (select count(*)::int from scout_orders where status = 'open') as scout,
      (select count(*)::int from blog_posts where status = 'SUBMITTED' and company_id is not null) as posts,
      (select count(*)::int from contact_messages where handled_at is null) as contact,
      (select count(*)::int from community_applications where handled_at is null) as community`);
  const row = (result as unknown as { rows: Counts[] }).rows[0] ?? {
    awaiting: 0,
    reported: 0,
    scout: 0,
    posts: 0,
    contact: 0,
    community: 0,
  };
  const waiting: AdminDashboard['waiting'] = [
    {
      key: 'jobsAwaitingApproval',
      label: 'Jobs awaiting approval',
      count: row.awaiting,
      href: '/admin/jobs?status=PENDING_COMPANY_APPROVAL',
    },
    { key: 'reportedJobs', label: 'Reported jobs', count: row.reported, href: '/admin/reports' },
    {
      key: 'postsAwaitingApproval',
      label: 'Startup posts awaiting approval',
      count: row.posts,
      href: '/admin/blog?status=SUBMITTED',
    },
    {
      key: 'openCommunityApplications',
      label: 'Community applications to handle',
      count: row.community,
      href: '/admin/community',
    },
  ];
  if (await isScoutEnabled(deps)) {
    waiting.push({
      key: 'openScoutOrders',
      label: 'Open Scout orders',
      count: row.scout,
      href: '/admin/scout',
    });
  }
  waiting.push({
    key: 'contactMessages',
    label: 'Contact messages',
    count: row.contact,
    href: '/admin/contact',
  });
  return { waiting };
}
