import type { PortalDeps } from '../services/deps.ts';
import type { AppDeps } from './app-deps.ts';

/** The app's dependencies as the portal's services take them (adapters resolved, links on PUBLIC_URL). */
export function toPortalDeps(deps: AppDeps): PortalDeps {
  if (!deps.storage || !deps.appSecret) throw new Error('buildApp resolves storage and appSecret first');
  return {
    db: deps.db,
    now: deps.now,
    caches: deps.caches,
    ...(deps.publicGeneration ? { publicGeneration: deps.publicGeneration } : {}),
    mail: deps.mail,
    publicUrl: deps.env.PUBLIC_URL,
    appSecret: deps.appSecret,
    storage: deps.storage,
    payments: deps.payments,
    ...(deps.dns ? { dns: deps.dns } : {}),
    platformHosts: [...deps.env.mainHosts, ...deps.env.impactHosts],
    teamEmail: deps.env.TEAM_EMAIL,
    captcha: deps.captcha,
  };
}
