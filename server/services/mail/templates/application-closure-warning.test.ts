import { describe, expect, it } from 'vitest';
import { buildClosureWarningMessage } from './application-closure-warning.ts';

describe('buildClosureWarningMessage', () => {
  it('lists the applications and when they close, with the board link', () => {
    const message = buildClosureWarningMessage({
      to: 'jobs@kodkraft.test',
      companyName: 'Kodkraft',
      closureDays: 30,
      candidates: [
        { name: 'Aino Virtanen', jobTitle: 'Designer', closesOn: '29 November 2026' },
        { name: 'Anonymised candidate', jobTitle: 'Backend developer', closesOn: '30 November 2026' },
      ],
      boardLink: 'https://nordhub.example/client/startups/kodkraft/applicants',
    });
    expect(message.subject).toBe('2 applications at Kodkraft will be closed in 5 days');
    expect(message.kind).toBe('company_closure_warning');
    for (const part of [message.text, message.html]) {
      expect(part).toContain('Aino Virtanen, Designer: closes on 29 November 2026');
      expect(part).toContain('Anonymised candidate, Backend developer: closes on 30 November 2026');
      expect(part).toContain('https://nordhub.example/client/startups/kodkraft/applicants');
      expect(part).toContain('nobody moved for 30 days');
    }
  });

  it('speaks of one application in the singular', () => {
    const message = buildClosureWarningMessage({
      to: 'jobs@kodkraft.test',
      companyName: 'Kodkraft',
      closureDays: 30,
      candidates: [{ name: 'Aino Virtanen', jobTitle: 'Designer', closesOn: '29 November 2026' }],
      boardLink: 'https://nordhub.example/client/startups/kodkraft/applicants',
    });
    expect(message.subject).toBe('1 application at Kodkraft will be closed in 5 days');
    expect(message.text).toContain('An applicant is still waiting');
  });
});
