import { describe, expect, it } from 'vitest';
import {
  type ApplicantStageValue,
  candidateStatus,
  checkStageMove,
  closureState,
  DEFAULT_REJECTION_TEMPLATE,
  fillTemplate,
  stageLabel,
} from './pipeline.ts';

describe('checkStageMove', () => {
  it.each<[ApplicantStageValue, string | null, ApplicantStageValue, string | null]>([
    ['applied', null, 'custom', null],
    ['custom', null, 'toreject', null],
    ['toreject', null, 'applied', null],
    ['applied', null, 'hired', null],
    ['rejected', null, 'applied', 'A rejected candidate cannot be moved'],
    ['applied', '2026-11-01', 'custom', 'The candidate withdrew this application'],
    ['custom', null, 'custom', 'The candidate is already in this column'],
  ])('%s (withdrawn %s) → %s', (stage, withdrawnAt, to, expected) => {
    expect(checkStageMove({ stage, withdrawnAt }, to)).toBe(expected);
  });
});

describe('candidateStatus', () => {
  it.each<[ApplicantStageValue, string | null, string]>([
    ['applied', null, 'Applied'],
    ['custom', null, 'In review'],
    ['toreject', null, 'In review'],
    ['hired', null, 'Hired'],
    ['rejected', null, 'Not selected'],
    ['custom', '2026-11-02', 'Withdrawn'],
  ])('%s (withdrawn %s) reads %s', (stage, withdrawnAt, status) => {
    expect(candidateStatus({ stage, withdrawnAt })).toBe(status);
  });
});

describe('stageLabel', () => {
  it('names the custom column as the startup did, else Interview', () => {
    expect(stageLabel('custom', 'Case interview')).toBe('Case interview');
    expect(stageLabel('custom', '  ')).toBe('Interview');
    expect(stageLabel('toreject', 'x')).toBe('To be rejected');
  });
});

describe('fillTemplate', () => {
  const values = {
    candidateFirstName: 'Aino',
    candidateLastName: 'Virtanen',
    candidateFullName: 'Aino Virtanen',
    jobTitle: 'Designer',
    jobUrl: 'https://nordhub.example/jobs/1',
    companyName: 'Kodkraft',
    senderFullName: 'Mads Holm',
  };
  it('fills the placeholders and keeps unknown ones visible', () => {
    expect(fillTemplate(DEFAULT_REJECTION_TEMPLATE.subject, values)).toBe(
      'Your application for Designer at Kodkraft',
    );
    expect(fillTemplate('Hi {{ candidateFirstName }}, {{unknown}}', values)).toBe('Hi Aino, {{unknown}}');
  });
});

describe('closureState', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
  it.each<[string, Parameters<typeof closureState>[0], string]>([
    ['fresh', { stage: 'applied', withdrawnAt: null, lastMovedAt: daysAgo(3), decidedAt: null }, 'open'],
    [
      '26 days untouched',
      { stage: 'custom', withdrawnAt: null, lastMovedAt: daysAgo(26), decidedAt: null },
      'warn',
    ],
    [
      '30 days untouched',
      { stage: 'toreject', withdrawnAt: null, lastMovedAt: daysAgo(30), decidedAt: null },
      'due',
    ],
    [
      'hired',
      { stage: 'hired', withdrawnAt: null, lastMovedAt: daysAgo(90), decidedAt: daysAgo(90) },
      'closed',
    ],
    [
      'withdrawn',
      { stage: 'applied', withdrawnAt: daysAgo(40), lastMovedAt: daysAgo(40), decidedAt: null },
      'closed',
    ],
  ])('%s → %s', (_name, application, state) => {
    expect(closureState(application, now, 30)).toBe(state);
  });
});
