import type { WebServices } from '../services/web-services.ts';
import type { HostContext } from './hosts.ts';

/** What every React Router loader and action receives from the server (see web/app-context.ts). */
export type WebContext = {
  services: WebServices;
  host: HostContext;
  /** CSP nonce for this response's inline scripts. */
  nonce: string;
  publicUrl: string;
  requestId: string;
  /** Products the site sells or shows (e.g. HEADHUNTER enables Scout). */
  products: string[];
};
