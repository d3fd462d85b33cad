import { JOB_ROLE_CATEGORIES, JOB_SORTING, POSITION_TYPES, RECEIVE_APPLICANTS } from '../jobs/job-enums.ts';
import { DEFAULT_COUNTRY_CODE, NORDIC_COUNTRIES } from '../location/countries.ts';
import { listCountryOptions } from '../location/country-filters.ts';
import type { SiteConfigLists } from './site-config.schema.ts';

/** docs/product.md, Constants: default version of the site configuration. */
export const SITE_CONFIG_VERSION = '1.0.02';
/** docs/product.md, Constants: the site configuration may be up to 60 s old (server cache and HTTP caches alike). */
export const SITE_CONFIG_CACHE_SECONDS = 60;
/** The `site_settings` key whose JSON overrides these defaults per top-level key. */
export const SITE_CONFIG_SETTINGS_KEY = 'config';
/** Used when the price table has no row that answers the visitor's country (docs/product.md, Constants default DK). */
export const DEFAULT_CURRENCY =
  NORDIC_COUNTRIES.find((c) => c.value === DEFAULT_COUNTRY_CODE)?.currency ?? 'DKK';

// Never NI (docs/product.md, Validation); REMOTE only where jobs are filtered, which these lists are not.
const NORDIC_COUNTRY_OPTIONS = listCountryOptions(
  NORDIC_COUNTRIES.map((c) => ({ text: c.text, value: c.value })),
  { withRemote: false },
);

/**
 * The lists of the site configuration before any admin edit. The server serves them merged with the
 * `site_settings` row `config`; the seed needs nothing else for the configuration to be complete.
 */
export const DEFAULT_SITE_CONFIG_LISTS: SiteConfigLists = {
  site: {
    countries: [...NORDIC_COUNTRY_OPTIONS],
  },
  industries: [
    { value: 'agritech', text: 'Agritech' },
    { value: 'ai', text: 'Artificial intelligence' },
    { value: 'biotech', text: 'Biotech and life science' },
    { value: 'cleantech', text: 'Cleantech' },
    { value: 'cybersecurity', text: 'Cybersecurity' },
    { value: 'deeptech', text: 'Deep tech' },
    { value: 'e-commerce', text: 'E-commerce' },
    { value: 'edtech', text: 'Edtech' },
    { value: 'energy', text: 'Energy' },
    { value: 'fintech', text: 'Fintech' },
    { value: 'foodtech', text: 'Foodtech' },
    { value: 'gaming', text: 'Gaming' },
    { value: 'hardware', text: 'Hardware and IoT' },
    { value: 'healthtech', text: 'Healthtech' },
    { value: 'hrtech', text: 'HR tech' },
    { value: 'impact', text: 'Impact' },
    { value: 'insurtech', text: 'Insurtech' },
    { value: 'legaltech', text: 'Legal tech' },
    { value: 'logistics', text: 'Logistics' },
    { value: 'marketplace', text: 'Marketplaces' },
    { value: 'media', text: 'Media and entertainment' },
    { value: 'mobility', text: 'Mobility' },
    { value: 'proptech', text: 'Proptech' },
    { value: 'retail', text: 'Retail' },
    { value: 'saas', text: 'SaaS' },
    { value: 'sportstech', text: 'Sports tech' },
    { value: 'traveltech', text: 'Travel tech' },
  ],
  // The UN Sustainable Development Goals by their official short names.
  sdgs: [
    { value: 1, text: 'No poverty' },
    { value: 2, text: 'Zero hunger' },
    { value: 3, text: 'Good health and well-being' },
    { value: 4, text: 'Quality education' },
    { value: 5, text: 'Gender equality' },
    { value: 6, text: 'Clean water and sanitation' },
    { value: 7, text: 'Affordable and clean energy' },
    { value: 8, text: 'Decent work and economic growth' },
    { value: 9, text: 'Industry, innovation and infrastructure' },
    { value: 10, text: 'Reduced inequalities' },
    { value: 11, text: 'Sustainable cities and communities' },
    { value: 12, text: 'Responsible consumption and production' },
    { value: 13, text: 'Climate action' },
    { value: 14, text: 'Life below water' },
    { value: 15, text: 'Life on land' },
    { value: 16, text: 'Peace, justice and strong institutions' },
    { value: 17, text: 'Partnerships for the goals' },
  ],
  interestedStatuses: [
    { value: 'applied', text: 'Applied', stages: ['applied'] },
    { value: 'inreview', text: 'In review', stages: ['custom', 'toreject'] },
    { value: 'hired', text: 'Hired', stages: ['hired'] },
    { value: 'notselected', text: 'Not selected', stages: ['rejected'] },
  ],
  job: {
    sorting: [...JOB_SORTING],
    positionTypes: [...POSITION_TYPES],
    receiveApplicants: [...RECEIVE_APPLICANTS],
    status: [
      { value: 'ACTIVE', text: 'Active' },
      { value: 'STOPPED', text: 'Paused' },
      { value: 'EXPIRED', text: 'Expired' },
      { value: 'DRAFT', text: 'Draft' },
      { value: 'PENDING_PAYMENT', text: 'Awaiting payment' },
      { value: 'PENDING_COMPANY_APPROVAL', text: 'Awaiting approval' },
      { value: 'UNPUBLISHED', text: 'Unpublished by Nordhub' },
    ],
    roles: JOB_ROLE_CATEGORIES.map((category) => ({ ...category, roles: [...category.roles] })),
  },
  company: {
    // Keys shared with the demo seed, so the seeded startups and investors show with their labels.
    funding: [
      { value: 'none', text: 'No outside funding yet' },
      { value: '0-250k', text: 'Up to €250k raised' },
      { value: '250k-1m', text: '€250k to €1M raised' },
      { value: '1m-5m', text: '€1M to €5M raised' },
      { value: '5m-plus', text: 'More than €5M raised' },
    ],
    fundingStages: [
      { value: 'bootstrapped', text: 'Bootstrapped' },
      { value: 'angel-funded', text: 'Angel funded' },
      { value: 'vc-funded', text: 'Venture funded' },
      { value: 'publicly-funded', text: 'Publicly funded' },
      { value: 'crowdfunded', text: 'Crowdfunded' },
    ],
    perks: [
      { icon: 'beer', text: 'Friday bar' },
      { icon: 'coffee', text: 'Free coffee and snacks' },
      { icon: 'equity', text: 'Equity or stock options' },
      { icon: 'gym', text: 'Gym membership' },
      { icon: 'healthcare', text: 'Health insurance' },
      { icon: 'pension', text: 'Pension scheme' },
      { icon: 'pet', text: 'Pet-friendly office' },
      { icon: 'remote', text: 'Remote work' },
      { icon: 'lunch', text: 'Lunch scheme' },
      { icon: 'flexible', text: 'Flexible hours' },
      { icon: 'education', text: 'Learning budget' },
      { icon: 'parental', text: 'Extra parental leave' },
      { icon: 'bike', text: 'Bike scheme' },
      { icon: 'phone', text: 'Phone and internet paid' },
    ],
    stages: [
      { value: 'idea', text: 'Idea' },
      { value: 'pre-seed', text: 'Pre-seed' },
      { value: 'seed', text: 'Seed' },
      { value: 'series-a', text: 'Series A' },
      { value: 'series-b', text: 'Series B' },
      { value: 'growth', text: 'Growth and later' },
    ],
    businessModels: [
      { value: 'b2b', text: 'B2B' },
      { value: 'b2c', text: 'B2C' },
      { value: 'b2b2c', text: 'B2B2C' },
      { value: 'b2g', text: 'B2G (public sector)' },
      { value: 'marketplace', text: 'Marketplace' },
      { value: 'subscription', text: 'Subscription' },
    ],
    slackNotifications: [
      { value: 'newapplicant', text: 'A talent applies to a job' },
      { value: 'newinterest', text: 'A talent is interested in a job' },
      { value: 'newfollower', text: 'A talent follows the startup' },
      { value: 'jobexpiring', text: 'A job expires in 5 days' },
      { value: 'weeklysummary', text: 'Weekly summary of views and applicants' },
    ],
    numberOfEmployees: [
      { value: '1-10', text: '1-10 employees' },
      { value: '11-50', text: '11-50 employees' },
      { value: '51-200', text: '51-200 employees' },
      { value: '201-500', text: '201-500 employees' },
      { value: '500-plus', text: 'More than 500 employees' },
    ],
    keyFigureNames: [
      { value: 'revenue', text: 'Annual revenue' },
      { value: 'fundingraised', text: 'Funding raised' },
      { value: 'customers', text: 'Customers' },
      { value: 'users', text: 'Active users' },
      { value: 'growth', text: 'Year-on-year growth' },
      { value: 'markets', text: 'Markets' },
      { value: 'founded', text: 'Founded' },
    ],
  },
  investor: {
    categories: [
      { value: 'vc', text: 'Venture capital' },
      { value: 'angel', text: 'Business angel' },
      { value: 'accelerator', text: 'Accelerator or incubator' },
      { value: 'corporate', text: 'Corporate venture' },
      { value: 'public', text: 'Public funding' },
      { value: 'crowdfunding', text: 'Crowdfunding' },
      { value: 'familyoffice', text: 'Family office' },
    ],
    investmentRanges: [
      { value: '0-50k', text: 'Up to €50k' },
      { value: '50k-250k', text: '€50k to €250k' },
      { value: '250k-1m', text: '€250k to €1M' },
      { value: '1m-5m', text: '€1M to €5M' },
      { value: '5m-plus', text: 'More than €5M' },
    ],
    markets: [
      ...NORDIC_COUNTRY_OPTIONS,
      { value: 'EUROPE', text: 'Rest of Europe' },
      { value: 'GLOBAL', text: 'Global' },
    ],
    contactPreferences: [
      { value: 'EMAIL', text: 'Email: pitches arrive by email and in the investor portal' },
      { value: 'WEBSITE', text: 'Website: startups are sent to our own site' },
    ],
  },
  emailPlaceholders: [
    { placeholder: '{{candidateFirstName}}', description: "The candidate's first name" },
    { placeholder: '{{candidateLastName}}', description: "The candidate's last name" },
    { placeholder: '{{candidateFullName}}', description: "The candidate's full name" },
    { placeholder: '{{jobTitle}}', description: 'The title of the job applied to' },
    { placeholder: '{{jobUrl}}', description: "The link to the job's public page" },
    { placeholder: '{{companyName}}', description: "The startup's name" },
    {
      placeholder: '{{senderFullName}}',
      description: 'The full name of the team member who sends the email',
    },
  ],
  uiFeatures: [
    {
      name: 'professionalNetworkBanner',
      text: 'Banner asking a startup to connect its professional network',
    },
    { name: 'kanbanIntro', text: 'How the applicant board works' },
    { name: 'jobFormGuide', text: 'Tips for writing a job post' },
    { name: 'savedSearchPin', text: 'Pin a search to follow new matching jobs' },
    { name: 'boostIntro', text: 'What boosting a job does' },
    { name: 'quickApplyIntro', text: 'Set up quick apply once, apply in one click' },
  ],
  kanban: {
    columnColors: {
      applied: '#2563EB',
      custom: '#7C3AED',
      hired: '#16A34A',
      toreject: '#EA580C',
      rejected: '#DC2626',
    },
  },
  toolCategories: [
    { value: 'accounting', text: 'Accounting and finance' },
    { value: 'analytics', text: 'Analytics' },
    { value: 'communication', text: 'Communication' },
    { value: 'crm', text: 'CRM and sales' },
    { value: 'design', text: 'Design' },
    { value: 'development', text: 'Development' },
    { value: 'fundraising', text: 'Fundraising' },
    { value: 'hr', text: 'HR and recruiting' },
    { value: 'legal', text: 'Legal' },
    { value: 'marketing', text: 'Marketing' },
    { value: 'productivity', text: 'Productivity' },
  ],
  partnerCategories: [
    { value: 'bank', text: 'Banks' },
    { value: 'law', text: 'Law firms' },
    { value: 'accounting', text: 'Accounting and audit' },
    { value: 'accelerator', text: 'Accelerators and incubators' },
    { value: 'university', text: 'Universities' },
    { value: 'public', text: 'Public organisations' },
    { value: 'coworking', text: 'Coworking spaces' },
    { value: 'media', text: 'Media' },
  ],
};
