import { describe, expect, it } from 'vitest';
import { buildApplicationConfirmationMessage } from './application-confirmation.ts';
import { buildEmailApplicationMessage } from './email-application.ts';
import { buildNewApplicantNotification } from './new-applicant.ts';
import { EMAIL_FOOTER } from './render-email-layout.ts';

/** A CV in file storage: mails refer to it by key, the mail worker reads the bytes when it sends. */
const CV_KEY = 'cvs/ab/abcdef0123456789abcdef0123456789.pdf';

describe('buildApplicationConfirmationMessage', () => {
  it.each([
    [false, 'is with the startup now', 'You can follow its status in My jobs'],
    [true, 'was emailed to the startup with your CV attached', 'it will answer you there'],
  ])('via email: %s', (viaEmail, sentLine, nextLine) => {
    const message = buildApplicationConfirmationMessage({
      to: 'anna@example.com',
      firstName: 'Anna',
      jobTitle: 'Backend engineer',
      companyName: 'Kodkraft',
      viaEmail,
      myJobsLink: 'https://nordhub.test/client/my-jobs',
    });
    expect(message).toMatchObject({
      to: 'anna@example.com',
      subject: 'Application sent: Backend engineer at Kodkraft',
      kind: 'application_confirmation',
      headers: { 'Auto-Submitted': 'auto-generated' },
    });
    for (const part of [message.html, message.text]) {
      expect(part).toContain('Hi Anna,');
      expect(part).toContain(sentLine);
      expect(part).toContain(nextLine);
      expect(part).toContain('https://nordhub.test/client/my-jobs');
      expect(part).toContain(EMAIL_FOOTER);
    }
  });

  it('keeps line breaks out of the subject and escapes markup', () => {
    const message = buildApplicationConfirmationMessage({
      to: 'a@example.com',
      firstName: '<b>A</b>',
      jobTitle: 'Dev\r\nBcc: x@example.com',
      companyName: '<script>x</script>',
      viaEmail: false,
      myJobsLink: 'https://nordhub.test/client/my-jobs',
    });
    expect(message.subject).not.toMatch(/[\r\n]/);
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain('&lt;script&gt;');
  });
});

describe('buildNewApplicantNotification', () => {
  it('names the candidate and the job and links to the pipeline', () => {
    const notice = buildNewApplicantNotification({
      candidateName: 'Anna Berg',
      jobTitle: 'Backend engineer',
      companyName: 'Kodkraft',
      pipelineLink: 'https://nordhub.test/client/startups/kodkraft/applicants?job=1',
    });
    expect(notice.subject).toBe('New applicant for Backend engineer: Anna Berg');
    for (const part of [notice.html, notice.text]) {
      expect(part).toContain('Anna Berg applied for Backend engineer at Kodkraft on Nordhub.');
      expect(part).toContain('See the applicant');
    }
    expect(notice.text).toContain('https://nordhub.test/client/startups/kodkraft/applicants?job=1');
  });
});

describe('buildEmailApplicationMessage', () => {
  const input = {
    to: 'jobs@kodkraft.example',
    candidate: {
      name: 'Anna Berg',
      email: 'anna@example.com',
      phone: '+46 70 123 45 67',
      linkedinUrl: 'https://www.linkedin.com/in/anna',
    },
    coverNote: 'First line.\n\nSecond paragraph.',
    jobTitle: 'Backend engineer',
    companyName: 'Kodkraft',
    appliedOn: '24 Nov 2026',
    jobLink: 'https://nordhub.test/jobs/1',
    cv: { filename: 'Anna CV.pdf', storageKey: CV_KEY, contentType: 'application/pdf', bytes: 2048 },
  };

  it('carries the details, the cover note and the CV, and replies go to the candidate', () => {
    const message = buildEmailApplicationMessage(input);
    expect(message).toMatchObject({
      to: 'jobs@kodkraft.example',
      subject: 'Application for Backend engineer: Anna Berg',
      kind: 'email_application',
      headers: { 'Auto-Submitted': 'auto-generated', 'Reply-To': 'anna@example.com' },
      attachments: [
        { filename: 'Anna CV.pdf', storageKey: CV_KEY, contentType: 'application/pdf', bytes: 2048 },
      ],
    });
    for (const part of [message.html, message.text]) {
      for (const line of [
        'Anna Berg applied for Backend engineer at Kodkraft through Nordhub on 24 Nov 2026.',
        'The CV is attached (Anna CV.pdf).',
        'Email: anna@example.com',
        'Phone: +46 70 123 45 67',
        'LinkedIn: https://www.linkedin.com/in/anna',
        'First line.',
        'Second paragraph.',
        'Reply to this email to answer Anna Berg directly.',
      ]) {
        expect(part).toContain(line);
      }
    }
  });

  it('marks a resent copy, and goes without a CV that is gone', () => {
    const message = buildEmailApplicationMessage({ ...input, cv: null, resent: true, coverNote: null });
    expect(message.subject).toBe('Sent again: Application for Backend engineer: Anna Berg');
    expect(message.kind).toBe('email_application_resent');
    expect(message.attachments).toBeUndefined();
    expect(message.text).toContain('here is again the application Anna Berg sent on 24 Nov 2026');
    expect(message.text).toContain('The candidate’s CV is no longer available.');
    expect(message.text).not.toContain('Cover note:');
  });

  it('never puts an address with line breaks or brackets into Reply-To', () => {
    const message = buildEmailApplicationMessage({
      ...input,
      candidate: { ...input.candidate, email: 'a@example.com\r\nBcc: victim@example.com' },
    });
    expect(message.headers?.['Reply-To']).toBeUndefined();
  });
});
