import { z } from 'zod';
import {
  APPLICANT_STAGES,
  BENEFIT_ICONS,
  DIGEST_FREQUENCIES,
  EQUITY_TYPES,
  JOB_ROLE_KEYS,
  JOB_SORT_VALUES,
  JOB_STATUSES,
  POSITION_TYPE_VALUES,
  RECEIVE_APPLICANTS_VALUES,
  SALARY_PERIODS,
  SALARY_TYPES,
} from './job-constants.ts';

export {
  BENEFIT_ICONS,
  findRoleText,
  JOB_ROLE_CATEGORIES,
  JOB_ROLE_KEYS,
  JOB_SORTING,
  JOB_STATUSES,
  POSITION_TYPES,
  RECEIVE_APPLICANTS,
} from './job-constants.ts';

export const JobStatus = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof JobStatus>;

export const PositionType = z.enum(POSITION_TYPE_VALUES);
export type PositionType = z.infer<typeof PositionType>;

export const SalaryType = z.enum(SALARY_TYPES);
export type SalaryType = z.infer<typeof SalaryType>;
export const SalaryPeriod = z.enum(SALARY_PERIODS);
export type SalaryPeriod = z.infer<typeof SalaryPeriod>;

export const EquityType = z.enum(EQUITY_TYPES);
export type EquityType = z.infer<typeof EquityType>;

export const ReceiveApplicants = z.enum(RECEIVE_APPLICANTS_VALUES);
export type ReceiveApplicants = z.infer<typeof ReceiveApplicants>;

export const JobSort = z.enum(JOB_SORT_VALUES);
export type JobSort = z.infer<typeof JobSort>;

export const ApplicantStage = z.enum(APPLICANT_STAGES);
export type ApplicantStage = z.infer<typeof ApplicantStage>;

export const BenefitIcon = z.enum(BENEFIT_ICONS);
export type BenefitIcon = z.infer<typeof BenefitIcon>;

export const DigestFrequency = z.enum(DIGEST_FREQUENCIES);
export type DigestFrequency = z.infer<typeof DigestFrequency>;

export type JobRole = (typeof JOB_ROLE_KEYS)[number];
export const JobRole = z.enum(JOB_ROLE_KEYS as [JobRole, ...JobRole[]]);
