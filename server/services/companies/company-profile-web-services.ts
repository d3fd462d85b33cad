import type { CompanyProfile } from '#domain/companies/company-profile.schema.ts';
import type { UploadKind } from '#domain/content/image-upload-rules.ts';
import type { PortalDeps } from '../deps.ts';
import { storeImageUpload } from '../uploads/store-image-upload.ts';
import { getCompanyProfile } from './get-company-profile.ts';
import { getMemberCompany } from './get-member-company.ts';
import { getProfileChoices } from './get-profile-choices.ts';
import { updateCompanyProfile } from './update-company-profile.ts';

/**
 * The startup profile as page loaders and actions see it (`services.companyProfile`): the form, its
 * uploads, the preview. Every operation on a startup takes the signed-in user's id and checks
 * membership itself (a member of startup A gets the 404 of a missing startup for B).
 */
export function createCompanyProfileWebServices(deps: PortalDeps) {
  return {
    /** The site configuration's lists the profile chooses from, and their labels. */
    getProfileChoices: () => getProfileChoices(deps),
    getProfile: (userId: string, key: string) => getCompanyProfile(deps, userId, key),
    updateProfile: (userId: string, key: string, input: CompanyProfile) =>
      updateCompanyProfile(deps, userId, key, input),
    /** A picture posted with the form (no JavaScript): the same checks as `POST /api/upload/{type}`. */
    storeImageUpload: (userId: string, kind: UploadKind, data: Uint8Array) =>
      storeImageUpload(deps, { ownerUserId: userId, kind, data }),
    /** `/client/startups/{key}/profile`: the public page's data, drafts included (members only). */
    getPreview: (userId: string, key: string) => getMemberCompany(deps, userId, key),
  };
}

export type CompanyProfileWebServices = ReturnType<typeof createCompanyProfileWebServices>;
