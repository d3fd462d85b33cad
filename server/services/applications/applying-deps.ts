import type { SlackNotifier } from '../../adapters/outbound/slack-notifier.ts';
import type { PortalDeps } from '../deps.ts';
import type { SettingsLogger } from '../startup-settings/settings-deps.ts';

/**
 * What applying needs: the database and clock, mail (confirmations, email applications with the CV
 * attached), the public URL for links, the stored CVs, and the startup's Slack for new-applicant
 * notices (the real, public-addresses-only sender when left out). Failures after the commit are
 * logged here, never with addresses.
 */
export type ApplyingDeps = Pick<PortalDeps, 'db' | 'now' | 'mail' | 'publicUrl' | 'storage'> & {
  slack?: SlackNotifier;
  logger?: SettingsLogger;
};

/** Name and code only: messages of mail and network errors may quote addresses. */
export function errorDetails(error: unknown): object {
  return error instanceof Error ? { error: error.name, code: (error as { code?: unknown }).code } : {};
}
