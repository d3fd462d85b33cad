import { describe, expect, it } from 'vitest';
import {
  ApplicantListQuery,
  BulkMoveInput,
  PipelineSettingsInput,
  SendRejectionsInput,
} from './applicant-pipeline.schema.ts';

const ID_A = '0b9f2c2e-5d1a-4c8e-9a51-2f1f6f3f8a10';
const ID_B = '7c1d9e40-3a2b-4f5c-8d6e-9f0a1b2c3d4e';

describe('ApplicantListQuery', () => {
  it('reads the filters of a URL, blanks as none', () => {
    expect(ApplicantListQuery.parse({ job: '', stage: '', q: '  ', page: '' })).toEqual({ page: 1 });
    expect(ApplicantListQuery.parse({ job: ID_A, stage: 'toreject', q: ' anna ', page: '3' })).toEqual({
      job: ID_A,
      stage: 'toreject',
      q: 'anna',
      page: 3,
    });
  });

  it.each([{ job: 'not-a-uuid' }, { stage: 'interview' }, { page: '0' }, { q: 'x'.repeat(101) }])(
    'refuses %j',
    (query) => {
      expect(ApplicantListQuery.safeParse(query).success).toBe(false);
    },
  );
});

describe('BulkMoveInput', () => {
  it('reads one ticked box, several, or a JSON list', () => {
    expect(BulkMoveInput.parse({ ids: ID_A, stage: 'custom' })).toEqual({ ids: [ID_A], stage: 'custom' });
    expect(BulkMoveInput.parse({ ids: [ID_A, ID_B], stage: 'hired' }).ids).toEqual([ID_A, ID_B]);
  });

  it('asks for at least one candidate and a column', () => {
    const result = BulkMoveInput.safeParse({ stage: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual([
      ['ids', 'Please select at least one candidate'],
      ['stage', 'Please choose a column'],
    ]);
  });
});

describe('SendRejectionsInput', () => {
  it('takes a job or none', () => {
    expect(SendRejectionsInput.parse({})).toEqual({});
    expect(SendRejectionsInput.parse({ jobId: '' })).toEqual({});
    expect(SendRejectionsInput.parse({ jobId: ID_A })).toEqual({ jobId: ID_A });
  });
});

describe('PipelineSettingsInput', () => {
  it('keeps a field left out, and reads blank as back to the default', () => {
    expect(PipelineSettingsInput.parse({})).toEqual({});
    expect(PipelineSettingsInput.parse({ customStageName: '  ' })).toEqual({ customStageName: null });
    expect(PipelineSettingsInput.parse({ customStageName: ' Case study ' })).toEqual({
      customStageName: 'Case study',
    });
    expect(PipelineSettingsInput.parse({ rejectionTemplate: null })).toEqual({ rejectionTemplate: null });
  });

  it('refuses another column’s name, unknown placeholders and an empty mail', () => {
    const result = PipelineSettingsInput.safeParse({
      customStageName: 'Hired',
      rejectionTemplate: { subject: 'About {{jobTitle}}', body: 'Dear {{candidateName}},' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['customStageName', 'Please choose a name that no other column has'],
      [
        'rejectionTemplate.body',
        'Unknown placeholder {{candidateName}}: please use the placeholders listed beside the form',
      ],
    ]);
    expect(
      PipelineSettingsInput.safeParse({ rejectionTemplate: { subject: 'Hi', body: '   ' } }).error?.issues[0]
        ?.path,
    ).toEqual(['rejectionTemplate', 'body']);
  });
});
