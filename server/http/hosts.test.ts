import { describe, expect, it } from 'vitest';
import { createHostResolver, type HostLookup } from './hosts.ts';

function countingLookup(careers: Record<string, string>, delayMs = 2) {
  const calls: string[] = [];
  const lookup: HostLookup = {
    async findCareerCompany(host: string) {
      calls.push(host);
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const key = careers[host];
      return key ? { id: `id-${key}`, key, name: `Startup ${key}` } : null;
    },
    async findWhiteLabelFeed() {
      return null;
    },
  };
  return { lookup, calls };
}

/** A clock that starts well past 0, as real ones do (lru-cache reads a start of 0 as unset). */
const T0 = 1_000_000;
const PUBLIC_URL = 'https://nordhub.test';

describe('host resolver', () => {
  it('answers our own hosts without a look-up', async () => {
    const { lookup, calls } = countingLookup({});
    const hosts = createHostResolver({
      mainHosts: ['nordhub.test'],
      impactHosts: ['impact.test'],
      lookup,
      publicUrl: PUBLIC_URL,
    });
    expect(await hosts.resolve('Nordhub.test:443')).toEqual({
      kind: 'main',
      platform: 'main',
      host: 'nordhub.test',
      origin: 'https://nordhub.test',
      name: 'Nordhub',
    });
    expect(await hosts.resolve('impact.test')).toEqual({
      kind: 'impact',
      platform: 'impact',
      host: 'impact.test',
      origin: 'https://impact.test',
      name: 'Nordhub Impact',
    });
    expect(calls).toEqual([]);
  });

  it('looks a career domain up once a minute, once for concurrent first requests', async () => {
    let clock = T0;
    const { lookup, calls } = countingLookup({ 'jobs.acme.test': 'acme' });
    const hosts = createHostResolver({
      mainHosts: [],
      impactHosts: [],
      lookup,
      publicUrl: PUBLIC_URL,
      now: () => clock,
    });
    const first = await Promise.all([1, 2, 3].map(() => hosts.resolve('jobs.acme.test')));
    expect(first.map((site) => [site.kind, site.company?.key, site.origin])).toEqual(
      Array(3).fill(['career', 'acme', 'https://jobs.acme.test']),
    );
    expect(calls).toHaveLength(1);
    clock = T0 + 59_999;
    await hosts.resolve('jobs.acme.test');
    expect(calls).toHaveLength(1);
    clock = T0 + 60_001;
    await hosts.resolve('jobs.acme.test');
    expect(calls).toHaveLength(2);
  });

  it('forgets its answers when the page-cache generation moves (a domain just verified counts at once)', async () => {
    const careers: Record<string, string> = {};
    const { lookup, calls } = countingLookup(careers, 0);
    let generation = 1;
    const now = T0;
    const hosts = createHostResolver({
      mainHosts: [],
      impactHosts: [],
      lookup,
      publicUrl: PUBLIC_URL,
      now: () => now,
      generation: () => generation,
    });
    expect((await hosts.resolve('jobs.example.com')).isUnknown).toBe(true);
    careers['jobs.example.com'] = 'acme';
    // Within the minute and the same generation: the cached answer.
    expect((await hosts.resolve('jobs.example.com')).isUnknown).toBe(true);
    generation += 1;
    expect(await hosts.resolve('jobs.example.com')).toMatchObject({
      kind: 'career',
      name: 'Startup acme',
      origin: 'https://jobs.example.com',
    });
    expect(calls).toEqual(['jobs.example.com', 'jobs.example.com']);
  });

  it('keeps an unknown host as unknown, and does not keep a failed look-up', async () => {
    let fail = true;
    const lookup: HostLookup = {
      async findCareerCompany() {
        if (fail) throw new Error('database down');
        return null;
      },
      async findWhiteLabelFeed() {
        return null;
      },
    };
    const hosts = createHostResolver({ mainHosts: [], impactHosts: [], lookup, publicUrl: PUBLIC_URL });
    await expect(hosts.resolve('elsewhere.test')).rejects.toThrow('database down');
    fail = false;
    expect((await hosts.resolve('elsewhere.test')).isUnknown).toBe(true);
  });

  it('keeps at most 2,000 hosts, so random Host headers cannot grow memory', async () => {
    const { lookup, calls } = countingLookup({}, 0);
    const hosts = createHostResolver({ mainHosts: [], impactHosts: [], lookup, publicUrl: PUBLIC_URL });
    for (let i = 0; i <= 2_000; i += 1) await hosts.resolve(`h${i}.test`);
    calls.length = 0;
    await hosts.resolve('h2000.test');
    expect(calls).toEqual([]);
    await hosts.resolve('h0.test');
    expect(calls).toEqual(['h0.test']);
  });
});
