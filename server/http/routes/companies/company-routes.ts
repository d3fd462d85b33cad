import { z } from 'zod';
import { CompanyDetail } from '#domain/companies/company.schema.ts';
import { CompanyList, CompanySearchQuery } from '#domain/companies/company-search.schema.ts';
import { getPublicCompany } from '../../../services/companies/get-company.ts';
import { listCompanies } from '../../../services/companies/list-companies.ts';
import { defineRoute } from '../../define-route.ts';

export const COMPANY_ROUTES = [
  defineRoute({
    method: 'GET',
    url: '/api/companiesProper',
    summary: 'Published startups on this platform, hiring ones first',
    tags: ['startups'],
    querystring: CompanySearchQuery,
    response: CompanyList,
    handler: ({ query }, request) => listCompanies(request.server.deps, query, request.hostContext.platform),
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
      getPublicCompany(request.server.deps, params.key, request.hostContext.platform),
  }),
];
