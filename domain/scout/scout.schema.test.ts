import { describe, expect, it } from 'vitest';
import {
  SCOUT_GRADE_MESSAGE,
  SCOUT_JOB_MESSAGE,
  SCOUT_LINKEDIN_MESSAGE,
  SCOUT_ROLE_BRIEF_MESSAGE,
  SCOUT_TERMS_MESSAGE,
  ScoutCandidateInput,
  ScoutOrderInput,
} from './scout.schema.ts';

const JOB_ID = '6f1c2a54-1b8e-4c0e-9d4e-2f7a3b5c6d7e';

const order = {
  jobId: JOB_ID,
  roleBrief: 'A senior backend developer for our payments team.',
  mustHaves: 'Go, PostgreSQL',
  salaryFrame: '55,000–70,000 DKK a month',
  acceptTerms: 'on',
};

function firstError(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const issue = result.error?.issues[0];
  return issue ? [issue.path.join('.'), issue.message] : null;
}

describe('ScoutOrderInput', () => {
  it('reads a posted form (the ticked box is "on")', () => {
    expect(ScoutOrderInput.parse(order)).toEqual({ ...order, acceptTerms: true });
  });

  it.each<[string, Record<string, unknown>, [string, string]]>([
    ['terms not accepted', { acceptTerms: undefined }, ['acceptTerms', SCOUT_TERMS_MESSAGE]],
    ['terms false in JSON', { acceptTerms: false }, ['acceptTerms', SCOUT_TERMS_MESSAGE]],
    ['no job', { jobId: '' }, ['jobId', SCOUT_JOB_MESSAGE]],
    ['a job id that is no id', { jobId: '12' }, ['jobId', SCOUT_JOB_MESSAGE]],
    ['a brief too short', { roleBrief: 'Dev' }, ['roleBrief', SCOUT_ROLE_BRIEF_MESSAGE]],
    ['a blank brief', { roleBrief: '    ' }, ['roleBrief', SCOUT_ROLE_BRIEF_MESSAGE]],
  ])('%s is refused beside its field', (_name, change, expected) => {
    expect(firstError(ScoutOrderInput.safeParse({ ...order, ...change }))).toEqual(expected);
  });
});

describe('ScoutCandidateInput', () => {
  const candidate = { name: 'Sigrid Lund', email: 'Sigrid@Example.com', grade: '4' };

  it('reads the grade from a form, lower-cases the address and blanks optional fields', () => {
    expect(ScoutCandidateInput.parse({ ...candidate, phone: '', linkedinUrl: '', note: '' })).toEqual({
      name: 'Sigrid Lund',
      email: 'sigrid@example.com',
      phone: null,
      linkedinUrl: null,
      note: null,
      grade: 4,
      cvFile: null,
      cvFileName: null,
    });
  });

  it.each<[string, Record<string, unknown>, [string, string]]>([
    ['grade 0', { grade: '0' }, ['grade', SCOUT_GRADE_MESSAGE]],
    ['grade 6', { grade: 6 }, ['grade', SCOUT_GRADE_MESSAGE]],
    ['no grade', { grade: '' }, ['grade', SCOUT_GRADE_MESSAGE]],
    ['not LinkedIn', { linkedinUrl: 'https://example.com/in/x' }, ['linkedinUrl', SCOUT_LINKEDIN_MESSAGE]],
    [
      'LinkedIn over http',
      { linkedinUrl: 'http://linkedin.com/in/x' },
      ['linkedinUrl', SCOUT_LINKEDIN_MESSAGE],
    ],
  ])('%s is refused', (_name, change, expected) => {
    expect(firstError(ScoutCandidateInput.safeParse({ ...candidate, ...change }))).toEqual(expected);
  });

  it('accepts a LinkedIn profile address', () => {
    const parsed = ScoutCandidateInput.parse({
      ...candidate,
      linkedinUrl: 'https://www.linkedin.com/in/sigrid',
    });
    expect(parsed.linkedinUrl).toBe('https://www.linkedin.com/in/sigrid');
  });
});
