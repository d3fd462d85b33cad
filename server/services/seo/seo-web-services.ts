import type { ServiceDeps } from '../deps.ts';
import { listJobLocations } from './list-job-locations.ts';

/** The SEO services as page loaders see them (web-services.ts), bound to the request's platform. */
export function createSeoWebServices(deps: ServiceDeps, platform: 'main' | 'impact') {
  return {
    /** Job counts per country and city: the location index, and which city pages exist. */
    listJobLocations: () => listJobLocations(deps, platform),
  };
}
