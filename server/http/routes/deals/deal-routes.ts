import { z } from 'zod';
import { Deal, DealList, DealProposalInput } from '#domain/deals/deal.schema.ts';
import { proposeDeal } from '../../../services/deals/propose-deal.ts';
import { getDeal, listDeals, readDealDocument } from '../../../services/deals/read-deals.ts';
import { defineRoute } from '../../define-route.ts';
import { toPortalDeps } from '../../portal-deps.ts';
import { requireUserId } from '../../session.ts';
import { sendCvFile } from '../applications/send-cv-file.ts';

const DealParams = z.object({ id: z.string().min(1).max(100) });
const CompanyParams = z.object({ key: z.string().max(100) });

/**
 * Whoever asks gets their own answer (a startup member's carries the codes and links): never kept
 * by a browser's or a shared cache (docs/product.md, Content pages).
 */
const PER_READER = 'private, no-store';

async function readerId(request: { getSession: () => Promise<{ userId: string } | null> }) {
  return (await request.getSession())?.userId ?? null;
}

export const DEAL_ROUTES = [
  defineRoute({
    method: 'GET',
    url: '/api/deals',
    summary:
      'The published deals by category; `code`, `url` and `documentUrl` only for startup members (a member of any startup)',
    tags: ['deals'],
    response: DealList,
    cacheControl: PER_READER,
    handler: async (_input, request) => listDeals(request.server.deps, await readerId(request)),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/deals/:id',
    summary: 'A published deal by id or key; `code`, `url` and `documentUrl` only for startup members',
    tags: ['deals'],
    params: DealParams,
    response: Deal,
    cacheControl: PER_READER,
    errors: [404],
    handler: async ({ params }, request) => getDeal(request.server.deps, await readerId(request), params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/deals/:id/document',
    summary: "A DOWNLOAD deal's document as a PDF attachment (startup members only; 404 for anyone else)",
    tags: ['deals'],
    params: DealParams,
    response: z.string().describe('The PDF (application/pdf, Content-Disposition: attachment)'),
    errors: [404],
    handler: async ({ params }, request, reply) => {
      const document = await readDealDocument(
        toPortalDeps(request.server.deps),
        await readerId(request),
        params.id,
      );
      return sendCvFile(reply, document);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/companies/:key/deal-proposals',
    summary:
      "Offer the startup's own deal to other startups ({title, category, description, contactEmail}): stored for the team (members and admins)",
    tags: ['deals'],
    params: CompanyParams,
    body: DealProposalInput,
    response: z.object({ id: z.string() }),
    status: 201,
    errors: [401, 404, 429],
    rateLimit: { max: 20, timeWindowMs: 60 * 60_000 },
    keepsPublicPages: true,
    handler: async ({ params, body }, request) =>
      proposeDeal(request.server.deps, await requireUserId(request), params.key, body),
  }),
];
