import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DnsServer, startDnsServer } from '#tests/helpers/dns-server.ts';
import { createSystemTxtResolver } from './system-txt-resolver.ts';
import { verificationRecordName } from './txt-resolver.ts';

describe('system TXT resolver (against a local DNS server over UDP)', () => {
  let dns: DnsServer;

  beforeAll(async () => {
    dns = await startDnsServer();
  });
  afterAll(async () => {
    await dns?.close();
  });

  it('answers the TXT records of a name, each record joined from its strings', async () => {
    dns.txt.set('_nordhub-verify.jobs.example.com', [['nordhub-verify=abc'], ['v=spf1 ', '-all']]);
    const resolver = createSystemTxtResolver({ servers: [dns.address], timeoutMs: 1_000 });
    expect(await resolver.resolveTxt(verificationRecordName('jobs.example.com'))).toEqual([
      'nordhub-verify=abc',
      'v=spf1 -all',
    ]);
    expect(dns.asked).toContain('_nordhub-verify.jobs.example.com');
  });

  it('answers no records for a name that does not exist', async () => {
    const resolver = createSystemTxtResolver({ servers: [dns.address], timeoutMs: 1_000 });
    expect(await resolver.resolveTxt('_nordhub-verify.nothing.example')).toEqual([]);
  });

  it('fails when the server fails', async () => {
    dns.failing = true;
    try {
      const resolver = createSystemTxtResolver({ servers: [dns.address], timeoutMs: 500 });
      await expect(resolver.resolveTxt('_nordhub-verify.jobs.example.com')).rejects.toMatchObject({
        code: 'ESERVFAIL',
      });
    } finally {
      dns.failing = false;
    }
  });
});
