import { eq, inArray } from 'drizzle-orm';
import { IMAGE_NOT_YOURS_MESSAGE } from '#domain/companies/company-profile.schema.ts';
import { AppError, type FieldErrors } from '#domain/errors.ts';
import {
  checkInvestorChoices,
  checkInvestorListing,
  type EditableInvestorProfile,
  type InvestorProfile,
  rangesBetween,
  UNKNOWN_STARTUP_MESSAGE,
} from '#domain/investors/investor-profile.schema.ts';
import { companies, investors } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';
import { findForeignImages } from '../uploads/find-foreign-images.ts';
import { getFundingChoices } from './get-investor-profile.ts';
import { keyPeopleOf, mapEditableInvestorProfile } from './map-investor.ts';

export const PROFILE_FIX_MESSAGE = 'Please correct the fields marked below';

/**
 * `/client/investors/{key}/edit` and `PUT /api/investors/{key}` (issue 33): saves the whole profile,
 * or publishes it (a DRAFT becomes PUBLISHED). Members and admins only; anyone else gets the 404 of
 * an investor that does not exist, before anything else is looked at. Refused with field errors and
 * nothing saved: codes the site configuration does not list, a smallest ticket above the largest, a
 * portfolio entry naming a Nordhub startup key that does not exist, images that are neither the
 * user's uploads nor already the investor's, and what a listed profile needs (on publishing and on
 * every save of a published investor). The key never changes.
 */
export async function updateInvestor(
  deps: ServiceDeps,
  userId: string,
  key: string,
  input: InvestorProfile,
): Promise<EditableInvestorProfile> {
  const investor = await requireProfileMember(deps, userId, 'investor', key);
  const lists = await getFundingChoices(deps);
  const errors: FieldErrors = {
    ...checkInvestorChoices(input, lists),
    ...checkInvestorListing(input, {
      isPublishing: input.publish,
      isPublished: investor.status === 'PUBLISHED',
    }),
  };

  const named = [
    ...new Set(input.investments.flatMap((entry) => (entry.companyKey ? [entry.companyKey] : []))),
  ];
  const known = new Set(
    named.length === 0
      ? []
      : (
          await deps.db.select({ key: companies.key }).from(companies).where(inArray(companies.key, named))
        ).map((row) => row.key),
  );
  input.investments.forEach((entry, index) => {
    if (entry.companyKey && !known.has(entry.companyKey)) {
      errors[`investments.${index}.companyKey`] = [UNKNOWN_STARTUP_MESSAGE];
    }
  });

  const kept = new Set(
    [
      investor.logoImage,
      investor.coverImage,
      investor.smallImage,
      ...keyPeopleOf(investor).map((p) => p.image),
    ].filter((image): image is string => typeof image === 'string'),
  );
  const wanted: { path: string; key: string }[] = [
    ...(['logoImage', 'coverImage', 'smallImage'] as const).flatMap((field) => {
      const image = input[field];
      return image ? [{ path: field, key: image }] : [];
    }),
    ...input.keyPeople.flatMap((person, index) =>
      person.image ? [{ path: `keyPeople.${index}.image`, key: person.image }] : [],
    ),
  ];
  const foreign = await findForeignImages(
    deps,
    userId,
    wanted.map((image) => image.key),
    kept,
  );
  for (const image of wanted) {
    if (foreign.has(image.key) && !errors[image.path]) errors[image.path] = [IMAGE_NOT_YOURS_MESSAGE];
  }
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION', PROFILE_FIX_MESSAGE, errors);

  const [updated] = await deps.db
    .update(investors)
    .set({
      name: input.name,
      category: input.category,
      website: input.website,
      intro: input.intro,
      logoImage: input.logoImage,
      coverImage: input.coverImage,
      smallImage: input.smallImage,
      keyPeople: input.keyPeople,
      investments: input.investments,
      industries: input.industries,
      stages: input.stages,
      investmentRangeMin: input.investmentRange?.min ?? null,
      investmentRangeMax: input.investmentRange?.max ?? null,
      investmentRanges: rangesBetween(lists.investmentRanges, input.investmentRange),
      markets: input.markets,
      countryCodes: input.countryCodes,
      contactPreference: input.contactPreference,
      contactEmail: input.contactEmail,
      contactUrl: input.contactUrl,
      sdgs: input.sdgs,
      status: input.publish ? 'PUBLISHED' : investor.status,
      updatedAt: deps.now(),
    })
    .where(eq(investors.id, investor.id))
    .returning();
  if (!updated) throw new Error('update returned no investor');
  return mapEditableInvestorProfile(updated);
}
