import { describe, expect, it } from 'vitest';
import { DEFAULT_REJECTION_TEMPLATE } from './pipeline.ts';
import {
  buildRejectionPlaceholders,
  checkCustomStageName,
  closesOn,
  closureCutoffs,
  cvAttachmentName,
  findUnknownPlaceholders,
  moveTargets,
  readClosureDays,
  SYSTEM_SENDER_NAME,
  splitCandidateName,
  suggestedMove,
} from './pipeline-rules.ts';

describe('suggestedMove', () => {
  it.each([
    ['applied', 'custom'],
    ['custom', 'hired'],
    ['hired', 'custom'],
    ['toreject', 'rejected'],
  ] as const)('a card in %s starts at %s', (stage, expected) => {
    expect(suggestedMove(stage, moveTargets({ stage, withdrawnAt: null }))).toBe(expected);
  });

  it('falls back to the first allowed column, and to none when the card cannot move', () => {
    expect(suggestedMove('hired', ['applied', 'toreject'])).toBe('applied');
    expect(suggestedMove('rejected', [])).toBeUndefined();
  });
});

describe('moveTargets', () => {
  it.each([
    ['applied', null, ['custom', 'hired', 'toreject', 'rejected']],
    ['toreject', null, ['applied', 'custom', 'hired', 'rejected']],
    ['hired', null, ['applied', 'custom', 'toreject', 'rejected']],
    ['rejected', null, []],
    ['custom', '2026-11-01T00:00:00Z', []],
  ] as const)('%s (withdrawn %s) may move to %j', (stage, withdrawnAt, targets) => {
    expect(moveTargets({ stage, withdrawnAt })).toEqual(targets);
  });
});

describe('findUnknownPlaceholders', () => {
  it.each([
    [DEFAULT_REJECTION_TEMPLATE.subject, []],
    [DEFAULT_REJECTION_TEMPLATE.body, []],
    ['Hi {{ candidateFirstName }}', []],
    ['Hi {{candidateName}} at {{company}}, {{candidateName}}', ['{{candidateName}}', '{{company}}']],
    ['Braces {{}} are not a name', ['{{}}']],
    ['No placeholders at all', []],
  ])('%j → %j', (template, unknown) => {
    expect(findUnknownPlaceholders(template)).toEqual(unknown);
  });
});

describe('splitCandidateName', () => {
  it.each([
    ['Aino Virtanen', 'Aino', 'Virtanen'],
    ['  Mads  Holm Nielsen ', 'Mads', 'Holm Nielsen'],
    ['Cher', 'Cher', ''],
    ['', '', ''],
  ])('%j → %j %j', (name, first, last) => {
    expect(splitCandidateName(name)).toEqual({ first, last });
  });
});

describe('buildRejectionPlaceholders', () => {
  it('fills every placeholder, signed by the team member or by the hiring team', () => {
    const input = {
      candidateName: 'Aino Virtanen',
      jobTitle: 'Designer',
      jobUrl: 'https://nordhub.example/jobs/1',
      companyName: 'Kodkraft',
    };
    expect(buildRejectionPlaceholders({ ...input, senderFullName: 'Mads Holm' })).toEqual({
      candidateFirstName: 'Aino',
      candidateLastName: 'Virtanen',
      candidateFullName: 'Aino Virtanen',
      jobTitle: 'Designer',
      jobUrl: 'https://nordhub.example/jobs/1',
      companyName: 'Kodkraft',
      senderFullName: 'Mads Holm',
    });
    expect(buildRejectionPlaceholders({ ...input, senderFullName: null }).senderFullName).toBe(
      SYSTEM_SENDER_NAME,
    );
  });
});

describe('checkCustomStageName', () => {
  it.each([
    ['Interview', null],
    ['Case study', null],
    ['rejected', 'Please choose a name that no other column has'],
    [' To be rejected ', 'Please choose a name that no other column has'],
    ['Hired', 'Please choose a name that no other column has'],
  ])('%j → %j', (name, problem) => {
    expect(checkCustomStageName(name)).toBe(problem);
  });
});

describe('readClosureDays', () => {
  it.each([
    [undefined, 30],
    [null, 30],
    [{}, 30],
    [{ closureDays: 45 }, 45],
    [{ closureDays: 6 }, 6],
    [{ closureDays: 5 }, 30],
    [{ closureDays: 12.5 }, 30],
    [{ closureDays: '40' }, 30],
    [{ closureDays: 400 }, 30],
  ])('%j → %d days', (stored, days) => {
    expect(readClosureDays(stored)).toBe(days);
  });
});

describe('closure clock', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('draws the due line at the closure days and the warning line five days before', () => {
    expect(closureCutoffs(now, 30)).toEqual({
      dueBefore: new Date('2026-10-25T12:00:00Z'),
      warnBefore: new Date('2026-10-30T12:00:00Z'),
    });
    expect(closesOn(new Date('2026-10-30T12:00:00Z'), 30)).toEqual(new Date('2026-11-29T12:00:00Z'));
  });
});

describe('cvAttachmentName', () => {
  it.each([
    ['Aino Virtanen CV.pdf', 'Aino Virtanen CV.pdf'],
    ['Åsa Öberg.PDF', 'Asa Oberg.pdf'],
    ['evil"; filename=x.html\r\n.pdf', 'evil_ filename_x.html_.pdf'],
    ['../../etc/passwd', 'passwd.pdf'],
    ['.hidden', 'hidden.pdf'],
    ['"""', 'cv.pdf'],
    [null, 'cv.pdf'],
  ])('%j → %j', (name, safe) => {
    expect(cvAttachmentName(name)).toBe(safe);
  });
});
