/**
 * The SEO landing pages under /jobs/ (docs/product.md, Pages): each one is a real job search with its own title,
 * heading, intro and meta description. Plain data, free of zod: the route table (web/routes.ts)
 * makes one route per slug from it, and the tests check every search against JobSearchQuery.
 */
import type { LocationCountryCode } from '../location/location-slugs.ts';
import type { JOB_ROLE_KEYS, POSITION_TYPE_VALUES } from './job-constants.ts';

type RoleKey = (typeof JOB_ROLE_KEYS)[number];
type PositionTypeValue = (typeof POSITION_TYPE_VALUES)[number];

/** The filters a landing page searches with: the same names and values as the job search query. */
export type SeoLandingSearch = {
  q?: string;
  roles?: readonly RoleKey[];
  positionTypes?: readonly PositionTypeValue[];
  city?: string;
  country?: readonly LocationCountryCode[];
};

export type SeoLandingPage = {
  /** The page is at /jobs/{slug}. */
  slug: string;
  /** The `<title>` (the site name is added after it). */
  title: string;
  heading: string;
  intro: string;
  /** Meta description, at most 200 characters (checked by the tests, so it is never cut). */
  description: string;
  search: SeoLandingSearch;
  /** Slugs of landing pages to link to from this one. */
  related: readonly string[];
  /** A location page that fits this one, as [country slug, city slug?]. */
  location?: readonly [string, string?];
};

const DEVELOPMENT_ROLES = [
  'fullstackdeveloper',
  'frontenddeveloper',
  'backenddeveloper',
  'devops',
  'data',
  'mobiledeveloper',
] as const satisfies readonly RoleKey[];

export const SEO_LANDING_PAGES: readonly SeoLandingPage[] = [
  {
    slug: 'backend-developer-jobs',
    title: 'Backend developer jobs at Nordic startups',
    heading: 'Backend developer jobs',
    intro:
      'Build the APIs, data pipelines and services behind fast-growing Nordic products. These startups are hiring backend developers in Go, Node.js, Python, Java and more.',
    description:
      'Backend developer jobs at startups in Denmark, Sweden, Norway, Finland and Iceland: Go, Node.js, Python and Java roles, on site or remote.',
    search: { roles: ['backenddeveloper'] },
    related: ['devops-jobs', 'saas-jobs', 'tech-jobs-malmo', 'student-jobs'],
  },
  {
    slug: 'business-development-jobs',
    title: 'Business development jobs at startups',
    heading: 'Business development jobs',
    intro:
      'Open new markets, close partnerships and find the next big customer. Nordic startups are looking for business developers who like to build from scratch.',
    description:
      'Business development jobs at Nordic startups: partnerships, new markets and sales leadership roles in Copenhagen, Stockholm, Oslo, Helsinki and remote.',
    search: { roles: ['businessdevelopment'] },
    related: ['customer-success-jobs', 'saas-jobs', 'project-manager-jobs', 'e-commerce-jobs'],
  },
  {
    slug: 'content-creator-jobs',
    title: 'Content creator jobs at startups',
    heading: 'Content creator jobs',
    intro:
      'Write, film and post for brands that are still finding their voice. These startups want content creators for social media, blogs, video and newsletters.',
    description:
      'Content creator jobs at Nordic startups: social media, video, copywriting and communication roles, full-time and part-time.',
    search: { roles: ['content'] },
    related: ['marketing-internships', 'designer-jobs', 'e-commerce-jobs', 'part-time-jobs'],
  },
  {
    slug: 'customer-success-jobs',
    title: 'Customer success jobs at startups',
    heading: 'Customer success jobs',
    intro:
      'Help customers get value from a product from day one and turn them into fans. Nordic startups are hiring customer success managers and support specialists.',
    description:
      'Customer success and customer service jobs at Nordic startups: onboarding, account management and support roles in Denmark, Sweden, Norway and Finland.',
    search: { roles: ['customersuccess', 'customerservice'] },
    related: ['saas-jobs', 'business-development-jobs', 'part-time-jobs', 'hr-jobs'],
  },
  {
    slug: 'designer-jobs',
    title: 'Designer jobs at Nordic startups',
    heading: 'Designer jobs',
    intro:
      'Shape products and brands while they are still young. These startups are hiring product, UX/UI and graphic designers across the Nordics.',
    description:
      'Designer jobs at Nordic startups: product design, UX/UI and graphic design roles in Copenhagen, Stockholm, Oslo, Helsinki and remote.',
    search: { roles: ['design', 'graphicdesign'] },
    related: ['ux-ui-designer-jobs', 'graphic-design-internships', 'content-creator-jobs', 'foodtech-jobs'],
  },
  {
    slug: 'devops-jobs',
    title: 'DevOps jobs at Nordic startups',
    heading: 'DevOps jobs',
    intro:
      'Keep fast-moving products fast and reliable. Nordic startups are hiring DevOps, platform and site reliability engineers who love automation.',
    description:
      'DevOps jobs at Nordic startups: platform, cloud, Kubernetes and site reliability engineering roles in Denmark, Sweden, Norway, Finland and remote.',
    search: { roles: ['devops'] },
    related: ['backend-developer-jobs', 'tech-jobs-malmo', 'saas-jobs'],
  },
  {
    slug: 'e-commerce-jobs',
    title: 'E-commerce jobs at startups',
    heading: 'E-commerce jobs',
    intro:
      'Run the web shop, the marketplaces and the numbers behind them. These Nordic startups are hiring e-commerce managers and specialists.',
    description:
      'E-commerce jobs at Nordic startups: web shop, marketplace and online sales roles in Denmark, Sweden, Norway and Finland.',
    search: { roles: ['ecommerce'] },
    related: ['content-creator-jobs', 'business-development-jobs', 'foodtech-jobs', 'marketing-internships'],
  },
  {
    slug: 'financial-controller-jobs',
    title: 'Financial controller jobs at startups',
    heading: 'Financial controller jobs',
    intro:
      'Bring order to budgets, reporting and funding rounds. Nordic startups are hiring financial controllers and other finance people to keep growth on track.',
    description:
      'Financial controller and finance jobs at Nordic startups: controlling, accounting and reporting roles in Copenhagen, Oslo, Stockholm and Helsinki.',
    search: { roles: ['finance'] },
    related: ['hr-jobs', 'project-manager-jobs', 'business-development-jobs'],
  },
  {
    slug: 'foodtech-jobs',
    title: 'Foodtech jobs at Nordic startups',
    heading: 'Foodtech jobs',
    intro:
      'Change how food is grown, made and delivered. These foodtech startups are hiring for product, marketing, operations and tech roles.',
    description:
      'Foodtech jobs at Nordic startups working on how food is grown, made and delivered: product, marketing, operations and tech roles.',
    search: { q: 'foodtech' },
    related: ['saas-jobs', 'e-commerce-jobs', 'project-manager-jobs', 'designer-jobs'],
  },
  {
    slug: 'graphic-design-internships',
    title: 'Graphic design internships at startups',
    heading: 'Graphic design internships',
    intro:
      'Learn on real brands and campaigns from day one. These Nordic startups offer internships for graphic design students and new graduates.',
    description:
      'Graphic design internships at Nordic startups: work on real brands, campaigns and products in Copenhagen, Stockholm and beyond.',
    search: { roles: ['graphicdesign'], positionTypes: ['internship'] },
    related: ['internships', 'designer-jobs', 'marketing-internships', 'student-jobs'],
  },
  {
    slug: 'hr-jobs',
    title: 'HR jobs at Nordic startups',
    heading: 'HR jobs',
    intro:
      'Build the team that builds the company. Nordic startups are hiring HR, people and talent acquisition specialists to grow and keep great teams.',
    description:
      'HR jobs at Nordic startups: people and culture, recruiting and talent roles in Copenhagen, Helsinki, Stockholm, Oslo and more.',
    search: { roles: ['hr'] },
    related: ['financial-controller-jobs', 'project-manager-jobs', 'customer-success-jobs'],
  },
  {
    slug: 'internships',
    title: 'Internships at Nordic startups',
    heading: 'Internships at startups',
    intro:
      'An internship at a startup means real responsibility from the first week. Find internships in development, design, marketing and business across the Nordics.',
    description:
      'Internships at Nordic startups in development, design, marketing and business: real responsibility from the first week in Denmark, Sweden, Norway and Finland.',
    search: { positionTypes: ['internship'] },
    related: ['student-jobs', 'marketing-internships', 'graphic-design-internships', 'part-time-jobs'],
  },
  {
    slug: 'tech-jobs-malmo',
    title: 'Tech jobs in Malmo at startups',
    heading: 'Tech jobs in Malmo',
    intro:
      'Malmo has a growing tech scene just across the bridge from Copenhagen. These startups are hiring developers, data engineers and DevOps people in Malmo.',
    description:
      'Tech jobs at startups in Malmo, Sweden: full-stack, frontend, backend, data and DevOps roles in one of the fastest-growing tech cities in the Nordics.',
    search: { roles: DEVELOPMENT_ROLES, city: 'Malmo', country: ['SE'] },
    related: ['backend-developer-jobs', 'devops-jobs', 'saas-jobs'],
    location: ['sweden', 'malmo'],
  },
  {
    slug: 'marketing-internships',
    title: 'Marketing internships at startups',
    heading: 'Marketing internships',
    intro:
      'Run campaigns, write content and learn growth marketing where every experiment counts. These Nordic startups offer marketing internships.',
    description:
      'Marketing internships at Nordic startups: growth, social media, content and campaign roles for students and new graduates.',
    search: { roles: ['marketing'], positionTypes: ['internship'] },
    related: ['internships', 'content-creator-jobs', 'graphic-design-internships', 'student-jobs'],
  },
  {
    slug: 'part-time-jobs',
    title: 'Part-time jobs at Nordic startups',
    heading: 'Part-time jobs',
    intro:
      'Not looking for full-time? These Nordic startups offer part-time positions in support, content, development and more.',
    description:
      'Part-time jobs at Nordic startups: support, content, sales and development roles with flexible hours in Denmark, Sweden, Norway and Finland.',
    search: { positionTypes: ['parttime'] },
    related: ['student-jobs', 'internships', 'content-creator-jobs', 'customer-success-jobs'],
  },
  {
    slug: 'project-manager-jobs',
    title: 'Project manager jobs at startups',
    heading: 'Project manager jobs',
    intro:
      'Keep teams, customers and deadlines in line while the company grows around you. These Nordic startups are hiring project managers.',
    description:
      'Project manager jobs at Nordic startups: lead projects, teams and customer deliveries in Copenhagen, Aarhus, Stockholm, Oslo and more.',
    search: { roles: ['projectmanagement'] },
    related: ['business-development-jobs', 'hr-jobs', 'financial-controller-jobs', 'saas-jobs'],
  },
  {
    slug: 'saas-jobs',
    title: 'SaaS jobs at Nordic startups',
    heading: 'SaaS jobs',
    intro:
      'Software-as-a-service startups sell subscriptions to businesses all over the world. These SaaS companies are hiring for sales, customer success and tech roles.',
    description:
      'SaaS jobs at Nordic startups: sales, customer success, product and engineering roles at software-as-a-service companies.',
    search: { q: 'SaaS' },
    related: ['customer-success-jobs', 'business-development-jobs', 'backend-developer-jobs', 'devops-jobs'],
  },
  {
    slug: 'student-jobs',
    title: 'Student jobs at Nordic startups',
    heading: 'Student jobs',
    intro:
      'Combine your studies with real startup experience. These student jobs fit around your classes in marketing, development, support and more.',
    description:
      'Student jobs at Nordic startups: part-time positions for students in marketing, development and support that fit around your studies.',
    search: { positionTypes: ['studentjob'] },
    related: ['internships', 'part-time-jobs', 'marketing-internships', 'graphic-design-internships'],
  },
  {
    slug: 'ux-ui-designer-jobs',
    title: 'UX/UI designer jobs at startups',
    heading: 'UX/UI designer jobs',
    intro:
      'Design the screens and flows people use every day. Nordic startups are hiring UX/UI designers to research, prototype and polish their products.',
    description:
      'UX/UI designer jobs at Nordic startups: user research, interaction and interface design roles in Copenhagen, Stockholm, Oslo, Helsinki and remote.',
    search: { roles: ['design'] },
    related: ['designer-jobs', 'graphic-design-internships', 'content-creator-jobs'],
  },
];

export function findSeoLandingPage(slug: string): SeoLandingPage | undefined {
  return SEO_LANDING_PAGES.find((page) => page.slug === slug);
}

export function seoLandingPath(slug: string): string {
  return `/jobs/${slug}`;
}

/**
 * The landing page's search as job search query parameters (lists comma separated, as the search
 * page reads them): for links to the full search and for the search itself.
 */
export function toJobSearchParams(search: SeoLandingSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.country?.length) params.set('country', search.country.join(','));
  if (search.city) params.set('city', search.city);
  if (search.roles?.length) params.set('roles', search.roles.join(','));
  if (search.positionTypes?.length) params.set('positionTypes', search.positionTypes.join(','));
  return params;
}
