import { z } from 'zod';
import { CompanyDetail, Platform } from '#domain/companies/company.schema.ts';
import {
  CreateCompanyInput,
  EditableCompany,
  UpdateCompanyInput,
} from '#domain/companies/company-form.schema.ts';
import { CompanyList, CompanySearchQuery } from '#domain/companies/company-search.schema.ts';
import { connectCompanyPlatform } from '../../../services/companies/connect-company-platform.ts';
import { createCompany } from '../../../services/companies/create-company.ts';
import { getPublicCompany } from '../../../services/companies/get-company.ts';
import { getMemberCompany } from '../../../services/companies/get-member-company.ts';
import { listCompanies } from '../../../services/companies/list-companies.ts';
import { updateCompany } from '../../../services/companies/update-company.ts';
import { defineRoute } from '../../define-route.ts';
import { requireUserId } from '../../session.ts';

const KeyParams = z.object({ key: z.string().max(100) });

export const COMPANY_ROUTES = [
  defineRoute({
    method: 'GET',
    url: '/api/companiesProper',
    summary: 'Published startups on this platform, hiring ones first',
    tags: ['startups'],
    querystring: CompanySearchQuery,
    response: CompanyList,
    handler: ({ query }, request) => listCompanies(request.server.deps, query, request.site.platform),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/companies/:key',
    summary: "A startup's public profile",
    tags: ['startups'],
    params: z.object({ key: z.string().max(100) }),
    response: CompanyDetail,
    errors: [404],
    handler: ({ params }, request) =>
      getPublicCompany(request.server.deps, params.key, request.site.platform),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/companies/:key/hidden',
    summary: 'A startup as its members and admins see it, drafts included',
    tags: ['startups'],
    params: KeyParams,
    response: CompanyDetail,
    errors: [401, 404],
    cacheControl: 'private, no-store',
    handler: async ({ params }, request) =>
      getMemberCompany(request.server.deps, await requireUserId(request), params.key),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/companies/:key/platform',
    summary: 'Connect an existing startup profile to a platform (members and admins)',
    tags: ['startups'],
    params: KeyParams,
    body: z.object({ platform: Platform }),
    response: CompanyDetail,
    errors: [401, 404],
    handler: async ({ params, body }, request) =>
      connectCompanyPlatform(request.server.deps, await requireUserId(request), params.key, body.platform),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/companies',
    summary: 'Create a DRAFT startup on this platform with the signed-in user as its member',
    tags: ['startups'],
    body: CreateCompanyInput,
    response: EditableCompany,
    status: 201,
    errors: [401],
    handler: async ({ body }, request) =>
      createCompany(request.server.deps, await requireUserId(request), body, request.site.platform),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/companies/:key',
    summary: "Save a startup's basic profile, or publish it (members and admins)",
    tags: ['startups'],
    params: KeyParams,
    body: UpdateCompanyInput,
    response: EditableCompany,
    errors: [401, 404],
    handler: async ({ params, body }, request) =>
      updateCompany(request.server.deps, await requireUserId(request), params.key, body),
  }),
];
