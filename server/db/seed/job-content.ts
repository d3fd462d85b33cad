import type { JobRole, PositionType } from '../../../domain/jobs/job-enums.ts';
import type { CountryCode } from '../../../domain/location/countries.ts';
import { type Random, roundTo } from './random.ts';
import { COUNTRY_CURRENCIES, COUNTRY_LANGUAGES } from './reference-data.ts';

/**
 * The words of a job posting: titles that fit the role, salaries in local currency and descriptions
 * in the markdown subset. Shared by the demo seed and the large seed.
 */

type RoleContent = {
  /** Lower-case noun for prose: "a backend engineer". */
  noun: string;
  titles: readonly string[];
  internTitles: readonly string[];
  studentTitle: string;
  cofounderTitle?: string;
  tasks: readonly string[];
  skills: readonly string[];
  /** Salary relative to the national mid-level monthly salary. */
  salaryFactor: number;
};

const DEVELOPER_SKILLS = [
  'You write code that your colleagues enjoy reading and changing',
  'You care about tests, code review and shipping in small steps',
  'You speak fluent English; a Nordic language is a plus but not required',
];

export const ROLE_CONTENT: Record<JobRole, RoleContent> = {
  businessdevelopment: {
    noun: 'business developer',
    titles: [
      'Business Development Manager',
      'Business Developer, Nordics',
      'Partnerships Manager',
      'Head of Business Development',
      'Business Development Representative',
    ],
    internTitles: ['Business Development Intern'],
    studentTitle: 'Student Assistant, Business Development',
    cofounderTitle: 'Commercial Co-founder',
    tasks: [
      'Find, qualify and close new partners across the Nordics',
      'Build the partnership playbook together with the founders',
      'Represent us at industry events and meet-ups',
      'Bring what you learn from the market back to the product team',
      'Negotiate commercial terms and follow the deals through to launch',
    ],
    skills: [
      '**3+ years** in business development, partnerships or B2B sales',
      'You are comfortable opening doors with senior decision makers',
      'Structured: your pipeline is always up to date',
      'Fluent English and at least one Nordic language',
    ],
    salaryFactor: 1.0,
  },
  customerservice: {
    noun: 'customer service agent',
    titles: [
      'Customer Support Specialist',
      'Customer Service Agent ({language}-speaking)',
      'Customer Support Representative',
      'Customer Care Team Lead',
    ],
    internTitles: ['Customer Support Intern'],
    studentTitle: 'Student Job: Customer Support',
    tasks: [
      'Answer customer questions by chat, email and phone',
      'Solve problems on the first contact whenever possible',
      'Write and improve help-centre articles',
      'Spot patterns in support requests and report them to the product team',
    ],
    skills: [
      'Fluent {language} and English, written and spoken',
      'You stay calm and friendly when customers are not',
      'Experience from customer service or hospitality is a plus',
      'You like figuring out how things work',
    ],
    salaryFactor: 0.7,
  },
  customersuccess: {
    noun: 'customer success manager',
    titles: [
      'Customer Success Manager',
      'Customer Success Lead',
      'Senior Customer Success Manager',
      'Onboarding Specialist',
    ],
    internTitles: ['Customer Success Intern'],
    studentTitle: 'Student Assistant, Customer Success',
    tasks: [
      'Own a portfolio of customers from onboarding to renewal',
      'Run business reviews and help customers reach their goals',
      'Work with sales on upsell and expansion',
      'Turn customer feedback into clear input for the roadmap',
      'Keep churn low and customer health high',
    ],
    skills: [
      '**2+ years** in customer success or account management, ideally in SaaS',
      'You build trust quickly and communicate clearly',
      'Comfortable with data: you know your customers by the numbers',
      'Fluent English; a Nordic language is a plus',
    ],
    salaryFactor: 0.85,
  },
  design: {
    noun: 'designer',
    titles: [
      'UX/UI Designer',
      'Product Designer',
      'Senior Product Designer',
      'UX Researcher',
      'UI Designer, Design System',
    ],
    internTitles: ['UX/UI Design Intern', 'Product Design Intern'],
    studentTitle: 'Student Assistant, UX Design',
    tasks: [
      'Design end-to-end flows from research to polished UI',
      'Run user interviews and usability tests',
      'Build and maintain our design system in Figma',
      'Work closely with engineers to ship and iterate quickly',
    ],
    skills: [
      'A portfolio that shows how you think, not just the final screens',
      'Strong interaction and visual design skills',
      'Experience with accessibility (WCAG) is a plus',
      'You enjoy giving and receiving feedback',
    ],
    salaryFactor: 1.0,
  },
  graphicdesign: {
    noun: 'graphic designer',
    titles: ['Graphic Designer', 'Brand Designer', 'Motion and Graphic Designer', 'Visual Designer'],
    internTitles: ['Graphic Design Intern', 'Graphic Design Internship'],
    studentTitle: 'Student Assistant, Graphic Design',
    tasks: [
      'Create campaign visuals, social media assets and presentations',
      'Keep our brand consistent across every channel',
      'Produce short motion graphics and video edits',
      'Work with marketing on landing pages and ads',
    ],
    skills: [
      'A strong portfolio of brand or campaign work',
      'Confident in Figma and the Adobe suite',
      'An eye for typography and layout',
      'You can take a brief and run with it',
    ],
    salaryFactor: 0.85,
  },
  fullstackdeveloper: {
    noun: 'full-stack developer',
    titles: [
      'Full-stack Developer (TypeScript)',
      'Senior Full-stack Engineer (Elixir)',
      'Full-stack Engineer (Python & React)',
      'Software Engineer, Full-stack',
      'Lead Full-stack Engineer (Node.js)',
    ],
    internTitles: ['Software Engineering Intern', 'Full-stack Developer Intern'],
    studentTitle: 'Student Developer (TypeScript)',
    cofounderTitle: 'Technical Co-founder (CTO)',
    tasks: [
      'Build features end to end, from the database to the user interface',
      'Own parts of the product and shape the technical direction',
      'Improve performance, reliability and developer experience',
      'Pair with designers and product managers on new ideas',
    ],
    skills: [
      '**3+ years** building web applications',
      'Solid TypeScript or Python, and a modern frontend framework',
      ...DEVELOPER_SKILLS,
    ],
    salaryFactor: 1.1,
  },
  frontenddeveloper: {
    noun: 'frontend developer',
    titles: [
      'Frontend Developer (React)',
      'Senior Frontend Engineer (TypeScript)',
      'Frontend Engineer (Vue)',
      'Web Developer (React & Next.js)',
    ],
    internTitles: ['Frontend Developer Intern'],
    studentTitle: 'Student Developer, Frontend',
    tasks: [
      'Build fast, accessible interfaces used by thousands of people every day',
      'Own our component library together with design',
      'Improve Core Web Vitals and page performance',
      'Write tests that make refactoring safe',
    ],
    skills: [
      '**3+ years** with React, Vue or a similar framework',
      'Strong HTML, CSS and accessibility fundamentals',
      ...DEVELOPER_SKILLS,
    ],
    salaryFactor: 1.05,
  },
  backenddeveloper: {
    noun: 'backend engineer',
    titles: [
      'Backend Engineer (Go)',
      'Senior Backend Engineer (Go)',
      'Backend Developer (Node.js)',
      'Senior Backend Developer (Kotlin)',
      'Python Backend Engineer',
      'Backend Engineer, Payments (Java)',
      'Lead Backend Engineer (Rust)',
    ],
    internTitles: ['Backend Developer Intern'],
    studentTitle: 'Student Developer (Python)',
    cofounderTitle: 'Technical Co-founder (CTO)',
    tasks: [
      'Design and build APIs and services that scale with our customers',
      'Own the data model and keep PostgreSQL fast',
      'Make the platform observable, secure and reliable',
      'Help shape our architecture as we grow',
    ],
    skills: [
      '**4+ years** of backend development',
      'Experience with PostgreSQL, queues and cloud infrastructure',
      ...DEVELOPER_SKILLS,
    ],
    salaryFactor: 1.1,
  },
  devops: {
    noun: 'DevOps engineer',
    titles: [
      'DevOps Engineer (Kubernetes)',
      'Site Reliability Engineer',
      'Platform Engineer (AWS & Terraform)',
      'Cloud Infrastructure Engineer',
      'Senior DevOps Engineer',
    ],
    internTitles: ['DevOps Intern'],
    studentTitle: 'Student Assistant, Infrastructure',
    tasks: [
      'Run and improve our Kubernetes clusters and CI/CD pipelines',
      'Automate everything with infrastructure as code',
      'Own monitoring, alerting and incident response',
      'Help developers ship safely many times a day',
    ],
    skills: [
      'Hands-on experience with Kubernetes, Terraform and a major cloud',
      'Comfortable with Linux, networking and security basics',
      'You automate the boring parts',
      'Fluent English',
    ],
    salaryFactor: 1.15,
  },
  data: {
    noun: 'data engineer',
    titles: [
      'Data Engineer',
      'Machine Learning Engineer',
      'Data Scientist',
      'Senior Data Analyst',
      'ML Engineer, Computer Vision',
    ],
    internTitles: ['Data Science Intern', 'Data Analyst Intern'],
    studentTitle: 'Student Data Analyst',
    tasks: [
      'Build reliable data pipelines and models',
      'Turn messy data into insight the whole company can use',
      'Train, evaluate and deploy machine learning models',
      'Work with product teams on experiments and metrics',
    ],
    skills: [
      'Strong SQL and Python',
      'Experience with dbt, Airflow or similar tools',
      'A solid grounding in statistics',
      'You explain complex results in plain words',
    ],
    salaryFactor: 1.15,
  },
  mobiledeveloper: {
    noun: 'mobile developer',
    titles: [
      'iOS Developer (Swift)',
      'Android Developer (Kotlin)',
      'Mobile Developer (React Native)',
      'Senior Flutter Developer',
    ],
    internTitles: ['Mobile Developer Intern'],
    studentTitle: 'Student Developer, Mobile',
    cofounderTitle: 'Technical Co-founder, Mobile',
    tasks: [
      'Build and ship our apps on iOS and Android',
      'Own app performance, stability and release quality',
      'Work with design on smooth, accessible interactions',
      'Help choose the tools and architecture of the apps',
    ],
    skills: [
      '**3+ years** building mobile apps in production',
      'Experience publishing to the App Store and Google Play',
      ...DEVELOPER_SKILLS,
    ],
    salaryFactor: 1.1,
  },
  operations: {
    noun: 'operations manager',
    titles: ['Operations Manager', 'Operations Associate', 'Head of Operations', 'Supply Chain Coordinator'],
    internTitles: ['Operations Intern'],
    studentTitle: 'Student Assistant, Operations',
    tasks: [
      'Keep daily operations running smoothly as we scale',
      'Improve processes and tools across teams',
      'Manage suppliers, logistics and partners',
      'Build dashboards that show how the business is doing',
    ],
    skills: [
      'Experience from operations, logistics or consulting',
      'Structured, hands-on and good with spreadsheets',
      'You get energy from fixing what is broken',
      'Fluent English and a Nordic language',
    ],
    salaryFactor: 0.9,
  },
  finance: {
    noun: 'finance professional',
    titles: ['Financial Controller', 'Finance Manager', 'CFO', 'Accountant', 'FP&A Analyst'],
    internTitles: ['Finance Intern'],
    studentTitle: 'Student Assistant, Finance',
    tasks: [
      'Own monthly closing, reporting and budgets',
      'Build the financial model together with the CEO',
      'Prepare board and investor reporting',
      'Work with our accountants and auditors',
    ],
    skills: [
      'A degree in finance or accounting and **3+ years** of experience',
      'Strong Excel or Google Sheets skills',
      'Knowledge of local accounting rules and VAT',
      'Experience from a startup or scale-up is a plus',
    ],
    salaryFactor: 1.05,
  },
  hr: {
    noun: 'HR professional',
    titles: [
      'HR Manager',
      'People & Culture Partner',
      'Talent Acquisition Specialist',
      'HR Generalist',
      'Head of People',
    ],
    internTitles: ['HR Intern', 'Recruitment Intern'],
    studentTitle: 'Student Assistant, HR',
    tasks: [
      'Run recruitment from job ad to signed contract',
      'Build onboarding, reviews and career paths',
      'Advise managers on people questions',
      'Own HR administration, contracts and policies',
    ],
    skills: [
      'Experience from HR or recruitment, ideally in a growing company',
      'Knowledge of local employment law',
      'You are trusted, discreet and people-oriented',
      'Fluent English and a Nordic language',
    ],
    salaryFactor: 0.9,
  },
  marketing: {
    noun: 'marketer',
    titles: [
      'Growth Marketing Manager',
      'Performance Marketing Specialist',
      'Marketing Manager, Nordics',
      'Product Marketing Manager',
      'Head of Marketing',
    ],
    internTitles: ['Marketing Intern', 'Marketing Internship (Autumn)'],
    studentTitle: 'Student Assistant, Marketing',
    tasks: [
      'Plan and run campaigns across paid, owned and earned channels',
      'Own the funnel from first visit to paying customer',
      'Run experiments and report on what works',
      'Work with sales and product on launches',
    ],
    skills: [
      'Hands-on experience with paid social, search and email',
      'Analytical: you know your CAC and conversion rates',
      'You write clearly and persuasively',
      'Fluent English; a Nordic language is a plus',
    ],
    salaryFactor: 0.95,
  },
  content: {
    noun: 'content creator',
    titles: [
      'Content Creator',
      'Content Creator (TikTok & Instagram)',
      'Content Marketing Manager',
      'Copywriter',
      'Communications Manager',
    ],
    internTitles: ['Content Creator Intern', 'Communications Intern'],
    studentTitle: 'Student Content Creator',
    tasks: [
      'Create short videos, posts and stories for our social channels',
      'Write blog posts, newsletters and website copy',
      'Plan the content calendar with the marketing team',
      'Follow up on what performs and do more of it',
    ],
    skills: [
      'A portfolio or channel that shows your content',
      'Comfortable in front of and behind the camera',
      'Excellent written English',
      'You know what makes people stop scrolling',
    ],
    salaryFactor: 0.8,
  },
  ecommerce: {
    noun: 'e-commerce specialist',
    titles: ['E-commerce Manager', 'E-commerce Specialist', 'Marketplace Manager', 'E-commerce Coordinator'],
    internTitles: ['E-commerce Intern'],
    studentTitle: 'Student Assistant, E-commerce',
    tasks: [
      'Run our webshop day to day, from product pages to checkout',
      'Grow sales on marketplaces across the Nordics',
      'Optimise conversion with A/B tests',
      'Work with logistics on delivery and returns',
    ],
    skills: [
      'Experience with Shopify, WooCommerce or similar platforms',
      'Data-driven and commercially minded',
      'Good with both details and the big picture',
      'Fluent English and a Nordic language',
    ],
    salaryFactor: 0.85,
  },
  projectmanagement: {
    noun: 'project manager',
    titles: [
      'Project Manager',
      'Technical Project Manager',
      'Project Manager, Implementation',
      'Scrum Master',
    ],
    internTitles: ['Project Management Intern'],
    studentTitle: 'Student Assistant, Project Management',
    tasks: [
      'Plan and run customer projects from kick-off to go-live',
      'Keep scope, time and budget on track',
      'Coordinate engineers, designers and customers',
      'Improve how we plan and deliver',
    ],
    skills: [
      '**3+ years** of project management, ideally in software',
      'Calm, structured and clear in your communication',
      'Experience with agile methods',
      'A certification (PRINCE2, PMP, Scrum) is a plus',
    ],
    salaryFactor: 1.0,
  },
  productmanagement: {
    noun: 'product manager',
    titles: ['Product Manager', 'Senior Product Manager', 'Product Owner', 'Head of Product'],
    internTitles: ['Product Management Intern'],
    studentTitle: 'Student Assistant, Product',
    cofounderTitle: 'Co-founder & Head of Product',
    tasks: [
      'Own the roadmap for a part of the product',
      'Talk to customers every week and turn insights into priorities',
      'Work with engineering and design to ship in small increments',
      'Define success metrics and follow up on them',
    ],
    skills: [
      '**3+ years** of product management in a tech company',
      'Comfortable with data and experiments',
      'You can say no kindly and explain why',
      'Fluent English',
    ],
    salaryFactor: 1.15,
  },
  sales: {
    noun: 'salesperson',
    titles: [
      'Account Executive',
      'SaaS Account Executive',
      'Sales Development Representative',
      'Key Account Manager',
      'Head of Sales',
    ],
    internTitles: ['Sales Intern'],
    studentTitle: 'Student Sales Assistant',
    cofounderTitle: 'Commercial Co-founder (CCO)',
    tasks: [
      'Run the full sales cycle from first call to signed deal',
      'Build pipeline through outreach, events and referrals',
      'Understand customer needs and show how we solve them',
      'Share what you hear with product and marketing',
    ],
    skills: [
      'A track record of hitting targets in B2B sales',
      'Experience selling SaaS is a strong plus',
      'Curious, resilient and competitive',
      'Fluent English and a Nordic language',
    ],
    salaryFactor: 0.95,
  },
};

/** National mid-level monthly salaries, whole currency units. */
const MONTHLY_MID: Record<CountryCode, number> = {
  DK: 47_000,
  SE: 44_000,
  NO: 56_000,
  FI: 4_300,
  IS: 880_000,
};
const HOURLY_STUDENT: Record<CountryCode, readonly [number, number]> = {
  DK: [150, 210],
  SE: [140, 190],
  NO: [210, 280],
  FI: [14, 20],
  IS: [3_000, 4_000],
};
const HOURLY_FREELANCE: Record<CountryCode, readonly [number, number]> = {
  DK: [650, 950],
  SE: [600, 900],
  NO: [850, 1_200],
  FI: [60, 95],
  IS: [11_000, 16_000],
};
const MONTHLY_INTERN: Record<CountryCode, readonly [number, number]> = {
  DK: [11_000, 15_000],
  SE: [12_000, 16_000],
  NO: [15_000, 20_000],
  FI: [1_100, 1_600],
  IS: [300_000, 420_000],
};
/** Rounding step for a monthly amount; yearly amounts round ten times coarser. */
const MONTHLY_STEP: Record<CountryCode, number> = { DK: 500, SE: 500, NO: 1_000, FI: 100, IS: 10_000 };
const HOURLY_STEP: Record<CountryCode, number> = { DK: 5, SE: 5, NO: 5, FI: 1, IS: 100 };

export type JobSalaryFields = {
  salaryType: 'competitive' | 'unpaid' | 'range';
  salaryCurrency: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryPeriod: 'year' | 'month' | 'hour' | null;
};

export type JobEquityFields = {
  equityType: 'undisclosed' | 'negotiated' | 'percentage';
  equityMin: number | null;
  equityMax: number | null;
};

const COMPETITIVE: JobSalaryFields = {
  salaryType: 'competitive',
  salaryCurrency: null,
  salaryMin: null,
  salaryMax: null,
  salaryPeriod: null,
};

function describeSeniority(title: string): number {
  if (/\b(Head of|CFO|Lead)\b/.test(title)) return 1.45;
  if (/\bSenior\b/.test(title)) return 1.25;
  if (/\b(Associate|Coordinator|Representative|Agent)\b/.test(title)) return 0.85;
  return 1;
}

function createRange(
  rng: Random,
  countryCode: CountryCode,
  bounds: readonly [number, number],
  period: JobSalaryFields['salaryPeriod'],
  step: number,
): JobSalaryFields {
  const min = roundTo(rng.nextBetween(bounds[0], bounds[1]), step);
  const max = roundTo(min * rng.nextBetween(1.1, 1.3), step);
  return {
    salaryType: 'range',
    salaryCurrency: COUNTRY_CURRENCIES[countryCode],
    salaryMin: min,
    salaryMax: Math.max(max, min + step),
    salaryPeriod: period,
  };
}

export function createSalary(
  rng: Random,
  input: { role: JobRole; positionType: PositionType; title: string; countryCode: CountryCode },
): JobSalaryFields {
  const { countryCode, positionType } = input;
  switch (positionType) {
    case 'internship': {
      const type = rng.pickWeighted([
        ['unpaid', 3],
        ['range', 4],
        ['competitive', 3],
      ] as const);
      if (type === 'unpaid') return { ...COMPETITIVE, salaryType: 'unpaid' };
      if (type === 'competitive') return COMPETITIVE;
      return createRange(rng, countryCode, MONTHLY_INTERN[countryCode], 'month', MONTHLY_STEP[countryCode]);
    }
    case 'studentjob': {
      if (!rng.rollChance(0.55)) return COMPETITIVE;
      return createRange(rng, countryCode, HOURLY_STUDENT[countryCode], 'hour', HOURLY_STEP[countryCode]);
    }
    case 'parttime': {
      if (!rng.rollChance(0.55)) return COMPETITIVE;
      // A professional working fewer hours: the full-time rate per hour (about 160 hours a month).
      const hourly =
        (MONTHLY_MID[countryCode] * ROLE_CONTENT[input.role].salaryFactor * describeSeniority(input.title)) /
        160;
      return createRange(rng, countryCode, [hourly * 0.85, hourly * 1.05], 'hour', HOURLY_STEP[countryCode]);
    }
    case 'freelance': {
      if (!rng.rollChance(0.6)) return COMPETITIVE;
      return createRange(
        rng,
        countryCode,
        HOURLY_FREELANCE[countryCode],
        'hour',
        HOURLY_STEP[countryCode] * 10,
      );
    }
    case 'cofounder': {
      if (!rng.rollChance(0.2)) return COMPETITIVE;
      const yearly = MONTHLY_MID[countryCode] * 12 * 0.75;
      return createRange(
        rng,
        countryCode,
        [yearly * 0.9, yearly * 1.1],
        'year',
        MONTHLY_STEP[countryCode] * 10,
      );
    }
    case 'fulltime': {
      if (!rng.rollChance(0.45)) return COMPETITIVE;
      const monthly =
        MONTHLY_MID[countryCode] * ROLE_CONTENT[input.role].salaryFactor * describeSeniority(input.title);
      // Norwegians quote yearly pay; elsewhere monthly is the norm, with some yearly offers.
      const isYearly = countryCode === 'NO' ? rng.rollChance(0.75) : rng.rollChance(0.2);
      const step = MONTHLY_STEP[countryCode];
      return isYearly
        ? createRange(rng, countryCode, [monthly * 12 * 0.85, monthly * 12 * 1.05], 'year', step * 10)
        : createRange(rng, countryCode, [monthly * 0.85, monthly * 1.05], 'month', step);
    }
  }
}

export function createEquity(rng: Random, positionType: PositionType): JobEquityFields {
  if (positionType === 'cofounder') {
    const min = rng.nextInt(3, 12);
    return { equityType: 'percentage', equityMin: min, equityMax: min + rng.nextInt(2, 6) };
  }
  if (positionType === 'internship' || positionType === 'studentjob') {
    return { equityType: 'undisclosed', equityMin: null, equityMax: null };
  }
  if (positionType !== 'fulltime') {
    return {
      equityType: rng.rollChance(0.1) ? 'negotiated' : 'undisclosed',
      equityMin: null,
      equityMax: null,
    };
  }
  const type = rng.pickWeighted([
    ['undisclosed', 55],
    ['negotiated', 30],
    ['percentage', 15],
  ] as const);
  if (type !== 'percentage') return { equityType: type, equityMin: null, equityMax: null };
  const min = Math.round(rng.nextBetween(0.05, 0.4) * 100) / 100;
  return {
    equityType: 'percentage',
    equityMin: min,
    equityMax: Math.round((min + rng.nextBetween(0.05, 0.3)) * 100) / 100,
  };
}

/** Titles that are a senior or management position read oddly as part-time or freelance. */
function isJuniorFriendly(title: string): boolean {
  return !/\b(Head of|CFO|Lead|Senior)\b/.test(title);
}

export function createJobTitle(
  rng: Random,
  role: JobRole,
  positionType: PositionType,
  countryCode: CountryCode,
): string {
  const content = ROLE_CONTENT[role];
  const plain = content.titles.filter(isJuniorFriendly);
  let title: string;
  switch (positionType) {
    case 'fulltime':
      title = rng.pickOne(content.titles);
      break;
    case 'parttime': {
      // 'Product Designer (Part-time)', but 'Part-time Backend Engineer (Go)' rather than two brackets.
      const base = rng.pickOne(plain);
      title = /[(,]/.test(base) ? `Part-time ${base}` : `${base} (Part-time)`;
      break;
    }
    case 'internship':
      title = rng.pickOne(content.internTitles);
      break;
    case 'studentjob':
      title = content.studentTitle;
      break;
    case 'freelance':
      title = `Freelance ${rng.pickOne(plain)}`;
      break;
    case 'cofounder':
      title = content.cofounderTitle ?? `Co-founder, ${rng.pickOne(plain)}`;
      break;
  }
  return title.replace('{language}', COUNTRY_LANGUAGES[countryCode]);
}

export type JobDescriptionInput = {
  companyName: string;
  city: string;
  whatWeDo: string;
  /** "a seed-stage foodtech startup". */
  companyIntro: string;
  role: JobRole;
  positionType: PositionType;
  title: string;
  countryCode: CountryCode;
  isRemote: boolean;
  hasLocation: boolean;
  salary: JobSalaryFields;
  equity: JobEquityFields;
  /**
   * What the equity is paid in, as the job's header says it (`equityInstrument`); unknown when null.
   * The page lists the job's perks apart, so the text does not repeat them.
   */
  equityInstrument?: string | null;
  applyEmail: string | null;
};

/** The parts of a job text drawn at random; the rest follows from the job's facts. */
export type JobDescriptionDraws = { closing: string; tasks: string[]; skills: string[] };

const INSTRUMENT_TEXT: Record<string, string> = { options: 'stock options', warrants: 'warrants' };

const CLOSINGS = [
  'We hire for attitude and teach skills: apply even if you do not tick every box.',
  'We read every application and reply within two weeks. Interviews are held on a rolling basis, so do not wait.',
  'Our process: a short call with the hiring manager, a practical task we pay you for, and a meeting with the team.',
  'We welcome applicants of every background, age and gender, and we are happy to adapt the process to your needs.',
];

const PERIOD_WORDS = { year: 'per year', month: 'per month', hour: 'per hour' } as const;

export function formatAmount(amount: number): string {
  return amount.toLocaleString('en-US');
}

function writeIntro(input: JobDescriptionInput): string {
  const { companyName, city, title, whatWeDo, companyIntro } = input;
  switch (input.positionType) {
    case 'internship':
      return `Join ${companyName} as an intern for four to six months and work on real projects from your first week. ${whatWeDo} We are ${companyIntro}, and our interns sit with the team and get a dedicated mentor.`;
    case 'studentjob':
      return `Are you studying in or near ${city}? ${companyName} is looking for a student who can work 10–15 hours a week alongside their studies, with flexible hours around exams. ${whatWeDo}`;
    case 'parttime':
      return `${companyName} is looking for a ${title.replace(/^Part-time /, '').replace(' (Part-time)', '')} for 20–30 hours a week. ${whatWeDo} We are ${companyIntro}.`;
    case 'freelance':
      return `${companyName} needs an experienced freelancer for a three to six month engagement, with the option to extend. ${whatWeDo} We are ${companyIntro}.`;
    case 'cofounder':
      return `${companyName} is looking for a co-founder to build the company with us from the ground up. ${whatWeDo} We are ${companyIntro}, and we want a partner who owns a real share of the company and its direction.`;
    case 'fulltime':
      return `${companyName} is hiring a ${title} to join the team in ${city}. ${whatWeDo} We are ${companyIntro}.`;
  }
}

function describeWorkplace(input: JobDescriptionInput): string {
  if (input.isRemote && !input.hasLocation) return '**Location:** fully remote within Nordic time zones';
  if (input.isRemote)
    return `**Location:** hybrid or remote, with an office in ${input.city} when you want it`;
  return `**Location:** our office in ${input.city}, with room for the odd day at home`;
}

/** Draws a job text's random parts (in the order the demo data has always drawn them). */
export function drawJobDescription(rng: Random, input: JobDescriptionInput): JobDescriptionDraws {
  const content = ROLE_CONTENT[input.role];
  const closing = input.applyEmail
    ? `Send your CV and a few lines about yourself to ${input.applyEmail}. ${rng.pickOne(CLOSINGS)}`
    : rng.pickOne(CLOSINGS);
  const tasks = rng.pickSome(content.tasks, 4);
  const skills = rng.pickSome(content.skills, 4);
  return { closing, tasks, skills };
}

/** The equity line of a job text, in the words of the job's facts (the header's instrument). */
function describeEquityOffer(input: JobDescriptionInput): string | null {
  const { equity } = input;
  const instrument = input.equityInstrument ? (INSTRUMENT_TEXT[input.equityInstrument] ?? null) : null;
  if (equity.equityType === 'percentage' && equity.equityMin !== null && equity.equityMax !== null) {
    const range = `${equity.equityMin}–${equity.equityMax}% of the company`;
    return `**Equity:** ${instrument ? `${range} in ${instrument}` : range}`;
  }
  if (equity.equityType === 'negotiated') {
    return `**Equity:** ${instrument ? `${instrument}, negotiated with you` : 'negotiated with you'}`;
  }
  return null;
}

/** A job text from its drawn parts and the job's facts: it says nothing the facts contradict. */
export function composeJobDescription(input: JobDescriptionInput, draws: JobDescriptionDraws): string {
  const language = COUNTRY_LANGUAGES[input.countryCode];
  const fill = (line: string) => line.replace('{language}', language);
  const offers: string[] = [];
  const { salary } = input;
  if (
    salary.salaryType === 'range' &&
    salary.salaryMin !== null &&
    salary.salaryMax !== null &&
    salary.salaryPeriod
  ) {
    offers.push(
      `**Salary:** ${formatAmount(salary.salaryMin)}–${formatAmount(salary.salaryMax)} ${salary.salaryCurrency} ${PERIOD_WORDS[salary.salaryPeriod]}`,
    );
  } else if (salary.salaryType === 'unpaid') {
    offers.push(
      '**Compensation:** this internship is unpaid and part of your studies; we cover lunch and travel',
    );
  }
  const equityOffer = describeEquityOffer(input);
  if (equityOffer) offers.push(equityOffer);
  offers.push(describeWorkplace(input));

  return [
    writeIntro(input),
    '## What you will do',
    draws.tasks.map((line) => `- ${fill(line)}`).join('\n'),
    '## Who you are',
    draws.skills.map((line) => `- ${fill(line)}`).join('\n'),
    '## What we offer',
    offers.map((line) => `- ${line}`).join('\n'),
    draws.closing,
  ].join('\n\n');
}

export function writeJobDescription(rng: Random, input: JobDescriptionInput): string {
  return composeJobDescription(input, drawJobDescription(rng, input));
}

const STAGE_WORDS: Record<string, string> = {
  idea: 'an idea-stage',
  'pre-seed': 'a pre-seed',
  seed: 'a seed-stage',
  'series-a': 'a Series A',
  'series-b': 'a Series B',
  growth: 'a growth-stage',
};

/** "a seed-stage foodtech and e-commerce startup with 11-50 people". */
export function describeCompany(
  stage: string | null | undefined,
  industries: readonly string[],
  employees: string,
): string {
  const sectors = industries.filter((i) => i !== 'impact');
  const sectorText = sectors.length > 0 ? `${sectors.join(' and ')} ` : '';
  const impactText = industries.includes('impact') ? 'impact-driven ' : '';
  const article = STAGE_WORDS[stage ?? ''] ?? 'a';
  return `${article} ${impactText}${sectorText}startup with ${employees} people`;
}
