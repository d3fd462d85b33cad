import { z } from 'zod';
import { CareerDomainCompany } from '#domain/careers/career-page.schema.ts';
import { findCareerDomainCompany } from '../../../services/careers/find-career-domain-company.ts';
import { defineRoute } from '../../define-route.ts';

/** Career domains (docs/product.md, Platforms and hosts). */
export const CAREER_ROUTES = [
  defineRoute({
    method: 'GET',
    url: '/api/companies/domain/:domain',
    summary: 'The startup whose verified career domain this is (404 for an unverified or unknown domain)',
    tags: ['startups'],
    params: z.object({ domain: z.string().max(253) }),
    response: CareerDomainCompany,
    errors: [404],
    handler: ({ params }, request) => findCareerDomainCompany(request.server.deps, params.domain),
  }),
];
