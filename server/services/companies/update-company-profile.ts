import { eq } from 'drizzle-orm';
import {
  type CompanyProfile,
  checkProfileChoices,
  checkProfilePublishing,
  type EditableCompanyProfile,
  IMAGE_NOT_YOURS_MESSAGE,
} from '#domain/companies/company-profile.schema.ts';
import { AppError, type FieldErrors } from '#domain/errors.ts';
import { companies } from '../../db/schema/index.ts';
import { requireProfileMember } from '../access/profile-member.ts';
import type { ServiceDeps } from '../deps.ts';
import { findForeignImages } from '../uploads/find-foreign-images.ts';
import { toEditableCompanyProfile } from './get-company-profile.ts';
import { getProfileChoices } from './get-profile-choices.ts';

export const PROFILE_FIX_MESSAGE = 'Please correct the fields marked below';

/**
 * `/client/startups/{key}/edit` (and `PUT /api/companies/{key}/profile`): saves the whole profile,
 * or publishes it (a DRAFT becomes PUBLISHED). Members and admins only; anyone else gets the 404 of
 * a startup that does not exist, before anything else is looked at. Refused with field errors:
 * codes the site configuration does not list, a founding year in the future, a missing description
 * when publishing or saving a published startup, and images that are neither the user's own
 * uploads nor already the startup's. The key never changes.
 */
export async function updateCompanyProfile(
  deps: ServiceDeps,
  userId: string,
  key: string,
  input: CompanyProfile,
): Promise<EditableCompanyProfile> {
  const company = await requireProfileMember(deps, userId, 'company', key);
  const lists = await getProfileChoices(deps);
  const errors: FieldErrors = {
    ...checkProfileChoices(input, lists, deps.now()),
    ...checkProfilePublishing(input, {
      isPublishing: input.publish,
      isPublished: company.status === 'PUBLISHED',
    }),
  };

  const kept = new Set(
    [company.logoImage, ...company.galleryImages, ...company.team.map((member) => member.image)].filter(
      (image): image is string => typeof image === 'string',
    ),
  );
  const wanted: { path: string; key: string }[] = [
    ...(input.logoImage ? [{ path: 'logoImage', key: input.logoImage }] : []),
    ...input.galleryImages.map((image) => ({ path: 'galleryImages', key: image })),
    ...input.team.flatMap((member, index) =>
      member.image ? [{ path: `team.${index}.image`, key: member.image }] : [],
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

  // A perk keeps the words the startup had for it; a new one takes the configuration's.
  const perks = input.perks.map((icon) => ({
    icon,
    text:
      company.perks.find((perk) => perk.icon === icon)?.text ??
      lists.perks.find((perk) => perk.icon === icon)?.text ??
      icon,
  }));
  const [updated] = await deps.db
    .update(companies)
    .set({
      name: input.name,
      website: input.website,
      countryCode: input.countryCode,
      // The headquarters country leads the list of countries the startup is present in.
      countryCodes: [input.countryCode, ...input.countryCodes.filter((code) => code !== input.countryCode)],
      whatWeDo: input.whatWeDo,
      quote: input.quote,
      city: input.city,
      foundedYear: input.foundedYear,
      industries: input.industries,
      isImpact: input.isImpact,
      // The goals belong to impact startups; the form shows them only then.
      sdgs: input.isImpact ? input.sdgs : [],
      stage: input.stage,
      fundingStage: input.fundingStage,
      businessModel: input.businessModel,
      numberOfEmployees: input.numberOfEmployees,
      perks,
      investors: input.investors,
      team: input.team,
      keyFigures: input.keyFigures,
      logoImage: input.logoImage,
      galleryImages: input.galleryImages,
      status: input.publish ? 'PUBLISHED' : company.status,
      updatedAt: deps.now(),
    })
    .where(eq(companies.id, company.id))
    .returning();
  if (!updated) throw new Error('update returned no startup');
  return toEditableCompanyProfile(updated);
}
