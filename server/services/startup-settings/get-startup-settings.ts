import { asc, eq } from 'drizzle-orm';
import {
  linkedinCompanyUrl,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type StartupSettings,
} from '#domain/companies/startup-settings.schema.ts';
import type { DetectedCountryCode } from '#domain/site/site-config.schema.ts';
import { verificationRecordName } from '../../adapters/dns/txt-resolver.ts';
import { companyMembers, users } from '../../db/schema/index.ts';
import { type ProfileRow, requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';
import { getSiteConfig } from '../site/get-site-config.ts';

type CompanyRow = ProfileRow<'company'>;

function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** The settings of a startup row as members see them. */
export async function toStartupSettings(
  deps: ServiceDeps & { publicUrl: string },
  company: CompanyRow,
): Promise<StartupSettings> {
  const [members, config] = await Promise.all([
    deps.db
      .select({ email: users.email })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, company.id))
      .orderBy(asc(companyMembers.createdAt), asc(users.email)),
    // Only the lists are read; the visitor's country does not matter here.
    getSiteConfig(deps, { ipCountryCode: 'DK' as DetectedCountryCode }),
  ]);
  // The site configuration names the notifications; only those this code sends can be chosen.
  const configured = config.company.slackNotifications.filter((option) => isNotificationKind(option.value));
  const options = NOTIFICATION_KINDS.map(
    (kind) => configured.find((option) => option.value === kind) ?? { value: kind, text: kind },
  ).filter((option) => configured.length === 0 || configured.some((c) => c.value === option.value));
  return {
    companyKey: company.key,
    companyName: company.name,
    notificationEmails: company.notificationEmails,
    memberEmails: members.map((member) => member.email),
    slackWebhookUrl: company.slackWebhookUrl,
    slackNotifications: company.slackNotifications.filter(isNotificationKind),
    slackNotificationOptions: options.map((option) => ({
      value: option.value as NotificationKind,
      text: option.text,
    })),
    linkedinId: company.linkedinId,
    linkedinUrl: company.linkedinId ? linkedinCompanyUrl(company.linkedinId) : null,
    careerDomain: company.careerDomain,
    widgetOrigins: company.widgetOrigins,
    careerDomainVerifiedAt: company.careerDomainVerifiedAt?.toISOString() ?? null,
    careerDomainRecord:
      company.careerDomain && company.careerDomainToken
        ? { name: verificationRecordName(company.careerDomain), value: company.careerDomainToken }
        : null,
    cnameTarget: new URL(deps.publicUrl).hostname,
  };
}

/** `/client/startups/{key}/settings` and `GET /api/companies/{key}/settings`: members and admins only. */
export async function getStartupSettings(
  deps: ServiceDeps & { publicUrl: string },
  userId: string,
  key: string,
): Promise<StartupSettings> {
  const company = await requireProfileMember(deps, userId, 'company', key);
  return toStartupSettings(deps, company);
}
