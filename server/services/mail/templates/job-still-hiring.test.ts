import { describe, expect, it } from 'vitest';
import { buildJobStillHiringMessage } from './job-still-hiring.ts';

describe('buildJobStillHiringMessage', () => {
  it('says when the job expires and carries the one-click link in both parts', () => {
    const message = buildJobStillHiringMessage({
      to: 'anna@kodkraft.test',
      jobTitle: 'Backend developer <Go>',
      companyName: 'Kodkraft',
      expiresOn: '29 November 2026',
      extendedUntil: '29 December 2026',
      extendLink: 'https://nordhub.example/jobs/1/still-hiring?token=abc',
      manageLink: 'https://nordhub.example/client/startups/kodkraft/jobs/1',
    });
    expect(message.subject).toBe('Still hiring? Backend developer <Go> expires on 29 November 2026');
    expect(message.kind).toBe('job_still_hiring');
    expect(message.text).toContain('https://nordhub.example/jobs/1/still-hiring?token=abc');
    expect(message.html).toContain('href="https://nordhub.example/jobs/1/still-hiring?token=abc"');
    expect(message.html).toContain('Backend developer &lt;Go&gt;');
    expect(message.text).toContain('keeps it open until 29 December 2026');
  });
});
