import { z } from 'zod';
import { CompanyProfileInput, EditableCompanyProfile } from '#domain/companies/company-profile.schema.ts';
import { getCompanyProfile } from '../../../services/companies/get-company-profile.ts';
import { updateCompanyProfile } from '../../../services/companies/update-company-profile.ts';
import { defineRoute } from '../../define-route.ts';
import { requireUserId } from '../../session.ts';

const KeyParams = z.object({ key: z.string().max(100) });

/** The whole startup profile (the edit form's fields), for its members and admins (others: 404). */
export const COMPANY_PROFILE_ROUTES = [
  defineRoute({
    method: 'GET',
    url: '/api/companies/:key/profile',
    summary: "A startup's whole profile as its form shows it (members and admins)",
    tags: ['startups'],
    params: KeyParams,
    response: EditableCompanyProfile,
    errors: [401, 404],
    cacheControl: 'private, no-store',
    handler: async ({ params }, request) =>
      getCompanyProfile(request.server.deps, await requireUserId(request), params.key),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/companies/:key/profile',
    summary:
      "Save a startup's whole profile, or publish it (members and admins). Images must be the user's own uploads or already the startup's",
    tags: ['startups'],
    params: KeyParams,
    body: CompanyProfileInput,
    response: EditableCompanyProfile,
    errors: [401, 404],
    handler: async ({ params, body }, request) =>
      updateCompanyProfile(request.server.deps, await requireUserId(request), params.key, body),
  }),
];
