import { z } from 'zod';

/** Job status as in spec §4. Only ACTIVE jobs are listed, searched, counted and mailed. */
export const JOB_STATUSES = [
  'ACTIVE',
  'STOPPED',
  'EXPIRED',
  'DRAFT',
  'PENDING_PAYMENT',
  'PENDING_COMPANY_APPROVAL',
] as const;
export const JobStatus = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof JobStatus>;

export const POSITION_TYPES = [
  { value: 'fulltime', text: 'Full-time' },
  { value: 'parttime', text: 'Part-time' },
  { value: 'internship', text: 'Internship' },
  { value: 'studentjob', text: 'Student job' },
  { value: 'freelance', text: 'Freelance / contract' },
  { value: 'cofounder', text: 'Co-founder' },
] as const;
export const PositionType = z.enum([
  'fulltime',
  'parttime',
  'internship',
  'studentjob',
  'freelance',
  'cofounder',
]);
export type PositionType = z.infer<typeof PositionType>;

export const SalaryType = z.enum(['competitive', 'unpaid', 'range']);
export type SalaryType = z.infer<typeof SalaryType>;
export const SalaryPeriod = z.enum(['year', 'month', 'hour']);
export type SalaryPeriod = z.infer<typeof SalaryPeriod>;

export const EquityType = z.enum(['undisclosed', 'negotiated', 'percentage']);
export type EquityType = z.infer<typeof EquityType>;

export const ReceiveApplicants = z.enum(['platform', 'email', 'url']);
export type ReceiveApplicants = z.infer<typeof ReceiveApplicants>;
export const RECEIVE_APPLICANTS = [
  { value: 'platform', text: 'On Nordhub (applicant pipeline)' },
  { value: 'email', text: 'By email' },
  { value: 'url', text: 'On our own website' },
] as const;

export const JobSort = z.enum(['newest', 'relevance', 'mostviewed']);
export type JobSort = z.infer<typeof JobSort>;
export const JOB_SORTING = [
  { value: 'newest', text: 'Newest' },
  { value: 'relevance', text: 'Most relevant' },
  { value: 'mostviewed', text: 'Most viewed' },
] as const;

export const ApplicantStage = z.enum(['applied', 'custom', 'hired', 'toreject', 'rejected']);
export type ApplicantStage = z.infer<typeof ApplicantStage>;

export const BENEFIT_ICONS = [
  'beer',
  'coffee',
  'equity',
  'gym',
  'healthcare',
  'pension',
  'pet',
  'remote',
  'lunch',
  'flexible',
  'education',
  'parental',
  'bike',
  'phone',
] as const;
export const BenefitIcon = z.enum(BENEFIT_ICONS);
export type BenefitIcon = z.infer<typeof BenefitIcon>;

export const DigestFrequency = z.enum(['daily', 'onceweek']);
export type DigestFrequency = z.infer<typeof DigestFrequency>;

/**
 * Role categories (spec §3): each category groups role keys. Role keys are what a job stores and
 * what search filters by; the category is how the filter is presented.
 */
export const JOB_ROLE_CATEGORIES = [
  {
    key: 'business-development',
    text: 'Business development',
    roles: [{ key: 'businessdevelopment', text: 'Business development' }],
  },
  {
    key: 'customer-success',
    text: 'Customer success',
    roles: [
      { key: 'customerservice', text: 'Customer service' },
      { key: 'customersuccess', text: 'Customer success' },
    ],
  },
  {
    key: 'design',
    text: 'Design',
    roles: [
      { key: 'design', text: 'UX/UI design' },
      { key: 'graphicdesign', text: 'Graphic design' },
    ],
  },
  {
    key: 'development',
    text: 'Development',
    roles: [
      { key: 'fullstackdeveloper', text: 'Full-stack development' },
      { key: 'frontenddeveloper', text: 'Frontend development' },
      { key: 'backenddeveloper', text: 'Backend development' },
      { key: 'devops', text: 'DevOps and infrastructure' },
      { key: 'data', text: 'Data and machine learning' },
    ],
  },
  {
    key: 'mobile-development',
    text: 'Mobile development',
    roles: [{ key: 'mobiledeveloper', text: 'Mobile development' }],
  },
  {
    key: 'operations',
    text: 'Operations',
    roles: [
      { key: 'operations', text: 'Operations' },
      { key: 'finance', text: 'Finance' },
      { key: 'hr', text: 'HR and people' },
    ],
  },
  {
    key: 'marketing',
    text: 'Marketing',
    roles: [
      { key: 'marketing', text: 'Marketing' },
      { key: 'content', text: 'Content and communication' },
      { key: 'ecommerce', text: 'E-commerce' },
    ],
  },
  {
    key: 'project-management',
    text: 'Project management',
    roles: [
      { key: 'projectmanagement', text: 'Project management' },
      { key: 'productmanagement', text: 'Product management' },
    ],
  },
  {
    key: 'sales',
    text: 'Sales',
    roles: [{ key: 'sales', text: 'Sales' }],
  },
] as const;

export const JOB_ROLE_KEYS = JOB_ROLE_CATEGORIES.flatMap((c) => c.roles.map((r) => r.key));
export type JobRole = (typeof JOB_ROLE_KEYS)[number];
export const JobRole = z.enum(JOB_ROLE_KEYS as [JobRole, ...JobRole[]]);

export function findRoleText(role: string): string | undefined {
  for (const category of JOB_ROLE_CATEGORIES) {
    const found = category.roles.find((r) => r.key === role);
    if (found) return found.text;
  }
  return undefined;
}
