/**
 * Job lists and labels as plain data, free of zod so browser bundles can use them. The zod schemas
 * built from them are in job-enums.ts.
 */

/**
 * Job status as in docs/product.md, Job lifecycle. Only ACTIVE jobs are listed, searched, counted and mailed.
 * UNPUBLISHED: taken off the site by the Nordhub team (back office, with a reason the startup is
 * mailed); its public page answers 404, its members see it with the reason, only the team restores it.
 */
export const JOB_STATUSES = [
  'ACTIVE',
  'STOPPED',
  'EXPIRED',
  'DRAFT',
  'PENDING_PAYMENT',
  'PENDING_COMPANY_APPROVAL',
  'UNPUBLISHED',
] as const;

export const POSITION_TYPES = [
  { value: 'fulltime', text: 'Full-time' },
  { value: 'parttime', text: 'Part-time' },
  { value: 'internship', text: 'Internship' },
  { value: 'studentjob', text: 'Student job' },
  { value: 'freelance', text: 'Freelance / contract' },
  { value: 'cofounder', text: 'Co-founder' },
] as const;
export const POSITION_TYPE_VALUES = [
  'fulltime',
  'parttime',
  'internship',
  'studentjob',
  'freelance',
  'cofounder',
] as const;

export const SALARY_TYPES = ['competitive', 'unpaid', 'range'] as const;
export const SALARY_PERIODS = ['year', 'month', 'hour'] as const;
export const EQUITY_TYPES = ['undisclosed', 'negotiated', 'percentage'] as const;
export const RECEIVE_APPLICANTS_VALUES = ['platform', 'email', 'url'] as const;
export const RECEIVE_APPLICANTS = [
  { value: 'platform', text: 'On Nordhub (applicant pipeline)' },
  { value: 'email', text: 'By email' },
  { value: 'url', text: 'On our own website' },
] as const;

export const JOB_SORT_VALUES = ['newest', 'relevance', 'mostviewed'] as const;
export const JOB_SORTING = [
  { value: 'newest', text: 'Newest' },
  { value: 'relevance', text: 'Most relevant' },
  { value: 'mostviewed', text: 'Most viewed' },
] as const;

export const APPLICANT_STAGES = ['applied', 'custom', 'hired', 'toreject', 'rejected'] as const;

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

export const DIGEST_FREQUENCIES = ['daily', 'onceweek'] as const;

/**
 * Role categories (docs/product.md, Data): each category groups role keys. Role keys are what a job stores and
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

export function findRoleText(role: string): string | undefined {
  for (const category of JOB_ROLE_CATEGORIES) {
    const found = category.roles.find((r) => r.key === role);
    if (found) return found.text;
  }
  return undefined;
}
