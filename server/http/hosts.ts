import { LRUCache } from 'lru-cache';
import type { Platform } from '#domain/companies/company.schema.ts';

/**
 * What a request's Host header means: which platform it is on, and whether it is a startup's own
 * career domain or a white-label feed host. An unknown host is the main platform, never a tenant.
 */
export type HostContext = {
  host: string;
  platform: Platform;
  kind: 'platform' | 'career' | 'whiteLabel';
  /** Set for a career domain. */
  companyKey?: string;
  /** Set for a white-label feed host. */
  whiteLabelFeedId?: string;
  /**
   * Set when the host is none of ours (not configured, no career domain, no white-label feed): it is
   * served as the main platform outside production, redirected to PUBLIC_URL in production.
   */
  isUnknown?: true;
};

export type HostLookup = {
  findCareerCompanyKey(host: string): Promise<string | null>;
  findWhiteLabelFeedId(host: string): Promise<string | null>;
};

export type HostResolver = { resolve(hostHeader: string | undefined): Promise<HostContext> };

const CACHE_TTL_MS = 60_000;
/** Bounded so random Host headers cannot grow memory. */
const CACHE_MAX_ENTRIES = 2_000;

export function normalizeHost(hostHeader: string | undefined): string {
  const value = (hostHeader ?? '').trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.replace(/:\d+$/, '').replace(/\.$/, '');
}

export function createHostResolver(options: {
  mainHosts: string[];
  impactHosts: string[];
  lookup: HostLookup;
  now?: () => number;
}): HostResolver {
  const main = new Set(options.mainHosts);
  const impact = new Set(options.impactHosts);

  async function lookupTenant(host: string): Promise<HostContext> {
    const companyKey = await options.lookup.findCareerCompanyKey(host);
    if (companyKey) return { host, platform: 'main', kind: 'career', companyKey };
    const whiteLabelFeedId = await options.lookup.findWhiteLabelFeedId(host);
    if (whiteLabelFeedId) return { host, platform: 'main', kind: 'whiteLabel', whiteLabelFeedId };
    return { host, platform: 'main', kind: 'platform', isUnknown: true };
  }
  // Concurrent first requests for one host share a single look-up; a failed one is not kept.
  const cache = new LRUCache<string, HostContext>({
    max: CACHE_MAX_ENTRIES,
    ttl: CACHE_TTL_MS,
    ttlResolution: 0,
    ...(options.now ? { perf: { now: options.now } } : {}),
    fetchMethod: (host) => lookupTenant(host),
  });

  return {
    async resolve(hostHeader) {
      const host = normalizeHost(hostHeader);
      if (main.has(host) || host === '') return { host, platform: 'main', kind: 'platform' };
      if (impact.has(host)) return { host, platform: 'impact', kind: 'platform' };
      return cache.forceFetch(host);
    },
  };
}
