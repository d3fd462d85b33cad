import type { z } from 'zod';
import type { SlackTestInput, StartupSettingsChanges } from '#domain/companies/startup-settings.schema.ts';
import type { PortalDeps } from '../deps.ts';
import { getStartupSettings } from './get-startup-settings.ts';
import { sendSlackTest } from './send-slack-test.ts';
import { updateStartupSettings } from './update-startup-settings.ts';
import {
  addCareerDomainTestRecord,
  type CareerDomainDeps,
  verifyCareerDomain,
} from './verify-career-domain.ts';

function withDns(deps: PortalDeps): CareerDomainDeps {
  if (!deps.dns) throw new Error('buildApp resolves the DNS resolver first');
  return { ...deps, dns: deps.dns };
}

/**
 * A startup's settings as the settings page sees them (`services.startupSettings`). Each operation
 * takes the signed-in user's id and checks membership itself (another startup's settings are a 404).
 * Slack messages go through the real adapter (public addresses only).
 */
export function createStartupSettingsWebServices(deps: PortalDeps) {
  return {
    getSettings: (userId: string, key: string) => getStartupSettings(deps, userId, key),
    updateSettings: (userId: string, key: string, changes: StartupSettingsChanges) =>
      updateStartupSettings(deps, userId, key, changes),
    sendSlackTest: (userId: string, key: string, input: z.output<typeof SlackTestInput>) =>
      sendSlackTest(deps, userId, key, input),
    verifyCareerDomain: (userId: string, key: string) => verifyCareerDomain(withDns(deps), userId, key),
    addCareerDomainTestRecord: (userId: string, key: string) =>
      addCareerDomainTestRecord(withDns(deps), userId, key),
    /** The local test DNS is in use (DNS_PROVIDER=local): the settings page offers its TEST MODE button. */
    isDnsTestMode: () => deps.dns?.name === 'local',
  };
}

export type StartupSettingsWebServices = ReturnType<typeof createStartupSettingsWebServices>;
