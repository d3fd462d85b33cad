import { describe, expect, it } from 'vitest';
import { DEFAULT_REJECTION_TEMPLATE } from '#domain/applications/pipeline.ts';
import { buildApplicationRejectionMessage } from './application-rejection.ts';

const VALUES = {
  candidateFirstName: 'Aino',
  candidateLastName: 'Virtanen',
  candidateFullName: 'Aino Virtanen',
  jobTitle: 'Designer <UX>',
  jobUrl: 'https://nordhub.example/jobs/1',
  companyName: 'Kodkraft',
  senderFullName: 'Mads Holm',
};

describe('buildApplicationRejectionMessage', () => {
  it('fills the default template, one paragraph per line, in both parts', () => {
    const message = buildApplicationRejectionMessage({
      to: 'aino@example.com',
      template: DEFAULT_REJECTION_TEMPLATE,
      values: VALUES,
      myJobsLink: 'https://nordhub.example/client/my-jobs',
    });
    expect(message).toMatchObject({
      to: 'aino@example.com',
      subject: 'Your application for Designer <UX> at Kodkraft',
      kind: 'application_rejection',
      headers: { 'Auto-Submitted': 'auto-generated' },
    });
    expect(message.text).toContain('Dear Aino,');
    expect(message.text).toContain('Thank you for applying for Designer <UX> at Kodkraft');
    expect(message.text).toContain('Mads Holm\n\nKodkraft');
    expect(message.text).toContain('https://nordhub.example/client/my-jobs');
    expect(message.html).toContain('<p style="margin:0 0 16px;">Dear Aino,</p>');
    expect(message.html).toContain('Designer &lt;UX&gt;');
    expect(message.html).not.toContain('{{');
  });

  it("uses the startup's own words and keeps a line break out of the subject", () => {
    const message = buildApplicationRejectionMessage({
      to: 'aino@example.com',
      template: {
        subject: 'Hej {{candidateFullName}}\nBcc: x@example.com',
        body: 'Tack, {{candidateFirstName}}!',
      },
      values: VALUES,
      myJobsLink: 'https://nordhub.example/client/my-jobs',
    });
    expect(message.subject).toBe('Hej Aino Virtanen Bcc: x@example.com');
    expect(message.text).toContain('Tack, Aino!');
  });
});
