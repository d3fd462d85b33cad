import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  CAREER_DOMAIN_RESERVED_MESSAGE,
  CAREER_DOMAIN_TAKEN_MESSAGE,
  isReservedHost,
  type StartupSettings,
  type StartupSettingsChanges,
} from '#domain/companies/startup-settings.schema.ts';
import { AppError } from '#domain/errors.ts';
import { companies } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import { isUniqueViolation } from '../users/find-user-by-email.ts';
import { toStartupSettings } from './get-startup-settings.ts';
import { reservedHosts, type StartupSettingsDeps } from './settings-deps.ts';
import { isTenantHostTaken } from './tenant-hosts.ts';

/** The TXT record's value that proves a startup holds its career domain. */
export function newVerificationToken(): string {
  return `nordhub-verify=${randomBytes(16).toString('hex')}`;
}

function domainTaken(): AppError {
  return new AppError('VALIDATION', CAREER_DOMAIN_TAKEN_MESSAGE, {
    careerDomain: [CAREER_DOMAIN_TAKEN_MESSAGE],
  });
}

/**
 * Saves the settings fields that are given (a field left out keeps its value). A career domain must
 * not be one of our own host names, nor another startup's or a white-label feed's; two startups
 * claiming one domain at the same moment are settled by the unique index.
 */
export async function updateStartupSettings(
  deps: StartupSettingsDeps,
  userId: string,
  key: string,
  changes: StartupSettingsChanges,
): Promise<StartupSettings> {
  const company = await requireProfileMember(deps, userId, 'company', key);
  const set: Partial<typeof companies.$inferInsert> = {};
  if (changes.notificationEmails !== undefined) set.notificationEmails = changes.notificationEmails;
  if (changes.slackWebhookUrl !== undefined) set.slackWebhookUrl = changes.slackWebhookUrl;
  if (changes.slackNotifications !== undefined) set.slackNotifications = changes.slackNotifications;
  if (changes.linkedinUrl !== undefined) set.linkedinId = changes.linkedinUrl;
  if (changes.widgetOrigins !== undefined) set.widgetOrigins = changes.widgetOrigins;
  if (changes.careerDomain !== undefined) {
    const domain = changes.careerDomain;
    if (domain !== null) {
      if (isReservedHost(domain, reservedHosts(deps))) {
        throw new AppError('VALIDATION', CAREER_DOMAIN_RESERVED_MESSAGE, {
          careerDomain: [CAREER_DOMAIN_RESERVED_MESSAGE],
        });
      }
      if (await isTenantHostTaken(deps, domain, { companyId: company.id })) throw domainTaken();
    }
    // A new domain is verified anew, with a new token; the same one keeps its state.
    if (domain !== company.careerDomain) {
      set.careerDomain = domain;
      set.careerDomainToken = domain === null ? null : newVerificationToken();
      set.careerDomainVerifiedAt = null;
    }
  }
  if (Object.keys(set).length === 0) return toStartupSettings(deps, company);

  let updated: typeof company | undefined;
  try {
    [updated] = await deps.db
      .update(companies)
      .set({ ...set, updatedAt: deps.now() })
      .where(eq(companies.id, company.id))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw domainTaken();
    throw error;
  }
  if (!updated) throw new AppError('NOT_FOUND', 'Startup not found');
  return toStartupSettings(deps, updated);
}
