import type { SlackNotifier } from '../../adapters/outbound/slack-notifier.ts';
import type { PortalDeps } from '../deps.ts';

/** Where settings operations report failed sends (pino fits); details never hold URLs or addresses. */
export type SettingsLogger = {
  warn(details: object, message: string): void;
};

export type StartupSettingsDeps = Pick<
  PortalDeps,
  'db' | 'now' | 'caches' | 'publicUrl' | 'platformHosts'
> & {
  /** The Slack sender; the real one (safe webhook client, public addresses only) when left out. */
  slack?: SlackNotifier;
  logger?: SettingsLogger;
};

/** Our own host names: PUBLIC_URL's and the configured platform hosts. */
export function reservedHosts(deps: Pick<StartupSettingsDeps, 'publicUrl' | 'platformHosts'>): string[] {
  return [new URL(deps.publicUrl).hostname, ...(deps.platformHosts ?? [])];
}
