import { eq } from 'drizzle-orm';
import { isAppError } from '#domain/errors.ts';
import type { FundingQuizAnswers } from '#domain/investors/funding-quiz.schema.ts';
import { companies } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';

/** Saves the funding quiz's answers on a startup (its members and admins only; others: 404). */
export async function saveFundingQuiz(
  deps: ServiceDeps,
  userId: string,
  companyKey: string,
  answers: FundingQuizAnswers,
): Promise<{ companyKey: string; companyName: string }> {
  const company = await requireProfileMember(deps, userId, 'company', companyKey);
  const saved = Object.fromEntries(
    Object.entries(answers).filter(([, value]) => value !== undefined && value !== false),
  );
  await deps.db
    .update(companies)
    .set({ fundingQuiz: saved, updatedAt: new Date() })
    .where(eq(companies.id, company.id));
  return { companyKey: company.key, companyName: company.name };
}

/** The answers a startup saved, when the user may read them (else none). */
export async function readSavedFundingQuiz(
  deps: ServiceDeps,
  userId: string,
  companyKey: string,
): Promise<FundingQuizAnswers | null> {
  try {
    return (await requireProfileMember(deps, userId, 'company', companyKey)).fundingQuiz ?? null;
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND')) return null;
    throw error;
  }
}
