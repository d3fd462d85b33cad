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
      getStartupSettings(request.server.deps, await requireUserId(request), params.key),
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
];
