import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { EditableCompany, UpdateCompanyInput } from '#domain/companies/company-form.schema.ts';
import { checkProfilePublishing } from '#domain/companies/company-profile.schema.ts';
import { AppError } from '#domain/errors.ts';
import { companies } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';
import { toEditableCompany } from './get-editable-company.ts';

/**
 * `PUT /api/companies/{key}`: the basic fields; Save, or Publish (a DRAFT becomes PUBLISHED). Members and admins
 * only; anyone else gets the 404 of a startup that does not exist. The key never changes, so links
 * to the startup keep working after a rename.
 */
export async function updateCompany(
  deps: ServiceDeps,
  userId: string,
  key: string,
  input: z.output<typeof UpdateCompanyInput>,
): Promise<EditableCompany> {
  const company = await requireProfileMember(deps, userId, 'company', key);
  // A published startup keeps what a public profile needs on every save, not only when published.
  const publishing = checkProfilePublishing(input, {
    isPublishing: input.publish,
    isPublished: company.status === 'PUBLISHED',
  });
  if (Object.keys(publishing).length > 0) {
    throw new AppError('VALIDATION', 'Please correct the fields marked below', publishing);
  }
  // The headquarters country leads the list of countries the startup is present in.
  const countryCodes = [
    input.countryCode,
    ...company.countryCodes.filter((code) => code !== input.countryCode && code !== company.countryCode),
  ];
  const [updated] = await deps.db
    .update(companies)
    .set({
      name: input.name,
      website: input.website,
      countryCode: input.countryCode,
      countryCodes,
      whatWeDo: input.whatWeDo,
      status: input.publish ? 'PUBLISHED' : company.status,
      updatedAt: deps.now(),
    })
    .where(eq(companies.id, company.id))
    .returning();
  if (!updated) throw new Error('update returned no startup');
  return toEditableCompany(updated);
}
