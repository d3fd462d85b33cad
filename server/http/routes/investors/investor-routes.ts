import { z } from 'zod';
import { InvestorDetail, InvestorList, InvestorSearchQuery } from '#domain/investors/investor.schema.ts';
import { getPublicInvestor } from '../../../services/investors/get-investor.ts';
import { listInvestors } from '../../../services/investors/list-investors.ts';
import { defineRoute } from '../../define-route.ts';

export const INVESTOR_ROUTES = [
  defineRoute({
    method: 'GET',
    url: '/api/investors',
    summary: 'The funding directory: published investors on this platform',
    tags: ['investors'],
    querystring: InvestorSearchQuery,
    response: InvestorList,
    handler: ({ query }, request) => listInvestors(request.server.deps, query, request.hostContext.platform),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/investors/:id',
    summary: "An investor's public profile (by key or id)",
    tags: ['investors'],
    params: z.object({ id: z.string().max(100) }),
    response: InvestorDetail,
    errors: [404],
    handler: ({ params }, request) =>
      getPublicInvestor(request.server.deps, params.id, request.hostContext.platform),
  }),
];
