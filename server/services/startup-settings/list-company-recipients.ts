import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, companyMembers, users } from '../../db/schema/index.ts';

/**
 * Who gets a startup's mail: the addresses in its notification settings, else every member's
 * address (deduplicated, lower-cased).
 */
export async function listCompanyRecipients(db: Executor, companyId: string): Promise<string[]> {
  const [company] = await db
    .select({ notificationEmails: companies.notificationEmails })
    .from(companies)
    .where(eq(companies.id, companyId));
  const configured = (company?.notificationEmails ?? []).map((e) => e.toLowerCase());
  if (configured.length > 0) return [...new Set(configured)];
  const members = await db
    .select({ email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId));
  return [...new Set(members.map((m) => m.email.toLowerCase()))];
}
