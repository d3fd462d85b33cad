import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  SlackTestInput,
  SlackTestResult,
  StartupSettings,
  UpdateStartupSettingsInput,
} from '#domain/companies/startup-settings.schema.ts';
import { getStartupSettings } from '../../../services/startup-settings/get-startup-settings.ts';
import { sendSlackTest } from '../../../services/startup-settings/send-slack-test.ts';
import type { StartupSettingsDeps } from '../../../services/startup-settings/settings-deps.ts';
import { updateStartupSettings } from '../../../services/startup-settings/update-startup-settings.ts';
import {
  addCareerDomainTestRecord,
  type CareerDomainDeps,
  verifyCareerDomain,
} from '../../../services/startup-settings/verify-career-domain.ts';
import { defineRoute } from '../../define-route.ts';
import { requireUserId } from '../../session.ts';

const KeyParams = z.object({ key: z.string().max(100) });

function settingsDeps(request: FastifyRequest): StartupSettingsDeps {
  const deps = request.server.deps;
  return {
    db: deps.db,
    now: deps.now,
    caches: deps.caches,
    publicUrl: deps.env.PUBLIC_URL,
    platformHosts: [...deps.env.mainHosts, ...deps.env.impactHosts],
    slack: deps.slack,
    logger: request.log,
  };
}

function careerDomainDeps(request: FastifyRequest): CareerDomainDeps {
  const dns = request.server.deps.dns;
  if (!dns) throw new Error('buildApp resolves the DNS resolver first');
  return { ...settingsDeps(request), dns };
}

/** A startup's settings (issue 8 scope 3), for its members and admins; anyone else gets 404. */
export const STARTUP_SETTINGS_ROUTES = [
  defineRoute({
    method: 'GET',
    url: '/api/companies/:key/settings',
    summary: "A startup's settings: notification addresses, Slack, LinkedIn page and career domain",
    tags: ['startups'],
    params: KeyParams,
    response: StartupSettings,
    errors: [401, 404],
    cacheControl: 'private, no-store',
    handler: async ({ params }, request) =>
      getStartupSettings(settingsDeps(request), await requireUserId(request), params.key),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/companies/:key/settings',
    summary: "Save some of a startup's settings (fields left out keep their values)",
    tags: ['startups'],
    params: KeyParams,
    body: UpdateStartupSettingsInput,
    response: StartupSettings,
    errors: [401, 404],
    handler: async ({ params, body }, request) =>
      updateStartupSettings(settingsDeps(request), await requireUserId(request), params.key, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/companies/:key/settings/slack-test',
    summary:
      'Send a test message to the given Slack webhook, or the saved one; a refused or failed delivery is a 422 on slackWebhookUrl',
    tags: ['startups'],
    params: KeyParams,
    body: SlackTestInput,
    response: SlackTestResult,
    errors: [401, 404, 429],
    rateLimit: { max: 10, timeWindowMs: 60_000 },
    handler: async ({ params, body }, request) =>
      sendSlackTest(settingsDeps(request), await requireUserId(request), params.key, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/companies/:key/settings/career-domain/verify',
    summary:
      "Verify the career domain: its TXT record _nordhub-verify.<domain> must hold the startup's token; not found is a 422 on careerDomain",
    tags: ['startups'],
    params: KeyParams,
    response: StartupSettings,
    errors: [401, 404, 429],
    rateLimit: { max: 10, timeWindowMs: 60_000 },
    handler: async ({ params }, request) =>
      verifyCareerDomain(careerDomainDeps(request), await requireUserId(request), params.key),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/companies/:key/settings/career-domain/test-record',
    summary:
      'TEST MODE (DNS_PROVIDER=local only, else 409): add the verification TXT record to the local test DNS',
    tags: ['startups'],
    params: KeyParams,
    response: StartupSettings,
    errors: [401, 404, 409],
    handler: async ({ params }, request) =>
      addCareerDomainTestRecord(careerDomainDeps(request), await requireUserId(request), params.key),
  }),
];
