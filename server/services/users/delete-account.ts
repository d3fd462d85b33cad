import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DeleteAccountInput } from '#domain/users/account.schema.ts';
import {
  applications,
  companies,
  companyMembers,
  digestSubscriptions,
  investorMembers,
  investors,
  outboxEmails,
  users,
} from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';
import { requireCurrentPassword } from './require-current-password.ts';

export type DeletedAccount = {
  /** Startups and investor profiles that had no other member, deleted with the account. */
  deletedCompanyIds: string[];
  deletedInvestorIds: string[];
};

/**
 * My Account: deletes the account and the personal data tied to it, in one transaction, after the
 * password confirms it.
 * - The user row, and by cascade: sessions, sign-in identities, email keys, the talent profile,
 *   memberships, follows, saved jobs, interests and saved searches.
 * - Explicitly: the user's applications (they hold name, email, phone and CV), digest subscriptions
 *   of the account or its address, and the log of mail sent to the address.
 * - Startups and investor profiles: kept when another member remains (only the membership goes);
 *   deleted when this user was the only member, since nobody could manage them any more (a startup
 *   goes with its jobs, plans and feeds). Admin rights do not count as membership.
 * The startups and investors are locked first, so two last members leaving at the same moment cannot
 * both leave a profile behind with nobody in it.
 */
export async function deleteAccount(
  deps: ServiceDeps,
  userId: string,
  input: DeleteAccountInput,
): Promise<DeletedAccount> {
  const user = await requireCurrentPassword(deps, userId, input.password, 'password');
  return deps.db.transaction(async (tx) => {
    const companyIds = (
      await tx
        .select({ id: companies.id })
        .from(companies)
        .where(
          inArray(
            companies.id,
            tx
              .select({ id: companyMembers.companyId })
              .from(companyMembers)
              .where(eq(companyMembers.userId, user.id)),
          ),
        )
        .for('update')
    ).map((row) => row.id);
    const investorIds = (
      await tx
        .select({ id: investors.id })
        .from(investors)
        .where(
          inArray(
            investors.id,
            tx
              .select({ id: investorMembers.investorId })
              .from(investorMembers)
              .where(eq(investorMembers.userId, user.id)),
          ),
        )
        .for('update')
    ).map((row) => row.id);

    const sharedCompanyIds = new Set(
      companyIds.length === 0
        ? []
        : (
            await tx
              .selectDistinct({ id: companyMembers.companyId })
              .from(companyMembers)
              .where(and(inArray(companyMembers.companyId, companyIds), ne(companyMembers.userId, user.id)))
          ).map((row) => row.id),
    );
    const sharedInvestorIds = new Set(
      investorIds.length === 0
        ? []
        : (
            await tx
              .selectDistinct({ id: investorMembers.investorId })
              .from(investorMembers)
              .where(
                and(inArray(investorMembers.investorId, investorIds), ne(investorMembers.userId, user.id)),
              )
          ).map((row) => row.id),
    );
    const deletedCompanyIds = companyIds.filter((id) => !sharedCompanyIds.has(id));
    const deletedInvestorIds = investorIds.filter((id) => !sharedInvestorIds.has(id));
    if (deletedCompanyIds.length > 0)
      await tx.delete(companies).where(inArray(companies.id, deletedCompanyIds));
    if (deletedInvestorIds.length > 0)
      await tx.delete(investors).where(inArray(investors.id, deletedInvestorIds));

    const email = user.email.toLowerCase();
    await tx.delete(applications).where(eq(applications.userId, user.id));
    await tx
      .delete(digestSubscriptions)
      .where(
        or(eq(digestSubscriptions.userId, user.id), sql`lower(${digestSubscriptions.email}) = ${email}`),
      );
    await tx.delete(outboxEmails).where(sql`lower(${outboxEmails.to}) = ${email}`);
    await tx.delete(users).where(eq(users.id, user.id));
    return { deletedCompanyIds, deletedInvestorIds };
  });
}
