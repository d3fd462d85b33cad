import { z } from 'zod';
import { Platform } from '#domain/companies/company.schema.ts';
import { InvestorDetail, InvestorList, InvestorSearchQuery } from '#domain/investors/investor.schema.ts';
import { CreateInvestorInput, EditableInvestor } from '#domain/investors/investor-form.schema.ts';
import { EditableInvestorProfile, InvestorProfileInput } from '#domain/investors/investor-profile.schema.ts';
import { InvestorSettings, UpdateInvestorSettingsInput } from '#domain/investors/investor-settings.schema.ts';
import { connectInvestorPlatform } from '../../../services/investors/connect-investor-platform.ts';
import { createInvestor } from '../../../services/investors/create-investor.ts';
import { getPublicInvestor } from '../../../services/investors/get-investor.ts';
import { getInvestorProfile } from '../../../services/investors/get-investor-profile.ts';
import { getInvestorSettings } from '../../../services/investors/get-investor-settings.ts';
import { listInvestors } from '../../../services/investors/list-investors.ts';
import { updateInvestor } from '../../../services/investors/update-investor.ts';
import { updateInvestorSettings } from '../../../services/investors/update-investor-settings.ts';
import { defineRoute } from '../../define-route.ts';
import { requireUserId } from '../../session.ts';

export const INVESTOR_ROUTES = [
  defineRoute({
    method: 'GET',
    url: '/api/investors',
    summary: 'The funding directory: published investors on this platform',
    tags: ['investors'],
    querystring: InvestorSearchQuery,
    response: InvestorList,
    handler: ({ query }, request) => listInvestors(request.server.deps, query, request.site.platform),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/investors/:key',
    summary: "An investor's public profile (by key or id)",
    tags: ['investors'],
    params: z.object({ key: z.string().max(100) }),
    response: InvestorDetail,
    errors: [404],
    handler: ({ params }, request) =>
      getPublicInvestor(request.server.deps, params.key, request.site.platform),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/investors/:key/platform',
    summary: 'Connect an existing investor profile to a platform (members and admins)',
    tags: ['investors'],
    params: z.object({ key: z.string().max(100) }),
    body: z.object({ platform: Platform }),
    response: InvestorDetail,
    errors: [401, 404],
    handler: async ({ params, body }, request) =>
      connectInvestorPlatform(request.server.deps, await requireUserId(request), params.key, body.platform),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/investors',
    summary: 'Create a DRAFT investor profile on this platform with the signed-in user as its member',
    tags: ['investors'],
    body: CreateInvestorInput,
    response: EditableInvestor,
    status: 201,
    errors: [401],
    handler: async ({ body }, request) =>
      createInvestor(request.server.deps, await requireUserId(request), body, request.site.platform),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/investors/:key',
    summary:
      "Save an investor's whole profile (the fields GET returns, by the same names), or publish it (members and admins)",
    tags: ['investors'],
    params: z.object({ key: z.string().max(100) }),
    body: InvestorProfileInput,
    response: EditableInvestorProfile,
    errors: [401, 404],
    handler: async ({ params, body }, request) =>
      updateInvestor(request.server.deps, await requireUserId(request), params.key, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/investors/:key/profile',
    summary:
      "An investor's whole profile, drafts included, with what it lacks to be listed (members and admins)",
    tags: ['investors'],
    params: z.object({ key: z.string().max(100) }),
    response: EditableInvestorProfile,
    errors: [401, 404],
    cacheControl: 'private, no-store',
    handler: async ({ params }, request) =>
      getInvestorProfile(request.server.deps, await requireUserId(request), params.key),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/investors/:key/settings',
    summary:
      "An investor's settings: contact preference and the address pitches are mailed to (members and admins)",
    tags: ['investors'],
    params: z.object({ key: z.string().max(100) }),
    response: InvestorSettings,
    errors: [401, 404],
    cacheControl: 'private, no-store',
    handler: async ({ params }, request) =>
      getInvestorSettings(request.server.deps, await requireUserId(request), params.key),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/investors/:key/settings',
    summary:
      "Save an investor's contact preference (WEBSITE needs a website) and/or pitch address (null: every member)",
    tags: ['investors'],
    params: z.object({ key: z.string().max(100) }),
    body: UpdateInvestorSettingsInput,
    response: InvestorSettings,
    errors: [401, 404],
    handler: async ({ params, body }, request) =>
      updateInvestorSettings(request.server.deps, await requireUserId(request), params.key, body),
  }),
];
