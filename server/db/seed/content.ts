import type { BlogTag } from '#domain/content/blog-constants.ts';
import type { DealCategory } from '#domain/deals/deal-constants.ts';
import type {
  blogPosts,
  communityApplications,
  deals,
  partners,
  tools,
  whiteLabelFeeds,
} from '../schema/index.ts';
import { type CompanySeed, DEMO_COMPANY_KEYS, findCompany } from './companies.ts';
import { addDays, addMinutes, type Random, slugify } from './random.ts';

export type DealInsert = typeof deals.$inferInsert;
export type ToolInsert = typeof tools.$inferInsert;
export type PartnerInsert = typeof partners.$inferInsert;
export type BlogPostInsert = typeof blogPosts.$inferInsert;
export type WhiteLabelFeedInsert = typeof whiteLabelFeeds.$inferInsert;
export type CommunityApplicationInsert = typeof communityApplications.$inferInsert;

/** Partner whose page is the bank's growth programme (docs/product.md, Pages: a partner page under /partners). */
export const GROWTH_BANK_KEY = 'growth-bank';

type DealDefinition = {
  key: string;
  category: DealCategory;
  title: string;
  partnerName: string;
  summary: string;
  type: 'EXTENDED' | 'DOWNLOAD';
  code?: string;
  link?: string;
};

// Invented partners and tools: none of these is meant to be a real product.
const DEAL_DEFINITIONS: readonly DealDefinition[] = [
  {
    key: 'cloudberry-cloud-credits',
    category: 'cloud-hosting',
    title: 'EUR 5,000 in cloud credits',
    partnerName: 'Cloudberry Hosting',
    summary: 'Credits for servers, databases and storage in Nordic data centres.',
    type: 'EXTENDED',
    code: 'NORDHUB5K',
  },
  {
    key: 'ledgerly-free-bookkeeping',
    category: 'finance-legal',
    title: 'Three months of free bookkeeping',
    partnerName: 'Ledgerly',
    summary: 'Automated bookkeeping with a named accountant, free for your first quarter.',
    type: 'EXTENDED',
    link: 'https://ledgerly.example.com/nordhub',
  },
  {
    key: 'seed-pitch-deck-template',
    category: 'finance-legal',
    title: 'Seed pitch deck template',
    partnerName: 'Nordhub',
    summary: 'The twelve slides Nordic seed investors expect, with notes on each.',
    type: 'DOWNLOAD',
  },
  {
    key: 'nordic-term-sheet-guide',
    category: 'finance-legal',
    title: 'Nordic term sheet guide',
    partnerName: 'Fjeldsted Law',
    summary: 'Every clause of a standard seed term sheet, explained in plain words.',
    type: 'DOWNLOAD',
  },
  {
    key: 'signwise-e-signatures',
    category: 'productivity',
    title: '50% off e-signatures for a year',
    partnerName: 'Signwise',
    summary: 'Sign contracts, offers and board minutes online, at half price.',
    type: 'EXTENDED',
    code: 'NORDHUB50',
  },
  {
    key: 'hirebird-free-ats',
    category: 'hiring',
    title: 'Free applicant tracking for your first ten hires',
    partnerName: 'Hirebird',
    summary: 'Job pipelines, interview kits and scorecards at no cost until hire number ten.',
    type: 'EXTENDED',
    link: 'https://hirebird.example.com/startups',
  },
  {
    key: 'employee-handbook-template',
    category: 'hiring',
    title: 'Employee handbook template',
    partnerName: 'Peoplecraft',
    summary: 'A handbook template covering Denmark, Sweden, Norway and Finland.',
    type: 'DOWNLOAD',
  },
  {
    key: 'designdock-pro',
    category: 'productivity',
    title: 'Six months of Designdock Pro',
    partnerName: 'Designdock',
    summary: 'Design, prototype and hand off in one place, free for six months.',
    type: 'EXTENDED',
    code: 'DOCK6FREE',
  },
  {
    key: 'warrant-calculator',
    category: 'finance-legal',
    title: 'Warrant programme calculator',
    partnerName: 'Tallybridge Accounting',
    summary: 'Model dilution and the value of warrants for your team.',
    type: 'DOWNLOAD',
  },
  {
    key: 'mailrunner-free-emails',
    category: 'sales-marketing',
    title: '20,000 free emails a month',
    partnerName: 'Mailrunner',
    summary: 'Transactional and marketing email with Nordic data residency.',
    type: 'EXTENDED',
    code: 'RUN20K',
  },
  {
    key: 'gdpr-checklist',
    category: 'finance-legal',
    title: 'GDPR checklist for startups',
    partnerName: 'Datavakt',
    summary: 'What to have in place before your first customer signs.',
    type: 'DOWNLOAD',
  },
  {
    key: 'kontorhavn-day-passes',
    category: 'productivity',
    title: 'Ten free coworking day passes',
    partnerName: 'Kontorhavn Coworking',
    summary: 'Day passes in Copenhagen, Stockholm and Oslo for your whole team.',
    type: 'EXTENDED',
    link: 'https://kontorhavn.example.com/nordhub',
  },
];

const TOOL_DEFINITIONS: readonly { name: string; category: string; description: string }[] = [
  {
    name: 'Hirebird',
    category: 'Recruiting',
    description: 'Applicant tracking built for small teams: pipelines, scorecards and offer letters.',
  },
  {
    name: 'Talentloop',
    category: 'Recruiting',
    description: 'Turns your team into recruiters with referral links and rewards.',
  },
  {
    name: 'Refera',
    category: 'Recruiting',
    description: 'Automated reference checks that candidates complete in ten minutes.',
  },
  {
    name: 'Screenwise',
    category: 'Recruiting',
    description: 'Structured video screening with questions your team writes once.',
  },
  {
    name: 'Onboardly Nord',
    category: 'Recruiting',
    description: 'Onboarding checklists that start the day a contract is signed.',
  },
  {
    name: 'Taskfjord',
    category: 'Productivity',
    description: 'Lightweight project boards with time tracking built in.',
  },
  {
    name: 'Meetless',
    category: 'Productivity',
    description: 'Async stand-ups and updates that replace recurring meetings.',
  },
  {
    name: 'Docflow',
    category: 'Productivity',
    description: 'A shared wiki that keeps itself up to date from your tools.',
  },
  {
    name: 'Focusbay',
    category: 'Productivity',
    description: 'Calendar blocking that protects deep work for the whole team.',
  },
  { name: 'Ledgerly', category: 'Finance', description: 'Bookkeeping automation with a named accountant.' },
  {
    name: 'Spendhawk',
    category: 'Finance',
    description: 'Company cards and receipts matched automatically.',
  },
  {
    name: 'Billbrook',
    category: 'Finance',
    description: 'Invoicing and subscriptions with Nordic payment methods.',
  },
  { name: 'Runwayr', category: 'Finance', description: 'Runway and scenario planning from your bank data.' },
  {
    name: 'Mailrunner',
    category: 'Marketing',
    description: 'Email marketing and transactional email in one place.',
  },
  {
    name: 'Postkraft',
    category: 'Marketing',
    description: 'Plan, create and schedule social posts across channels.',
  },
  {
    name: 'Seolane',
    category: 'Marketing',
    description: 'Keyword research and content briefs for small marketing teams.',
  },
  {
    name: 'Adfjord',
    category: 'Marketing',
    description: 'Runs and reports paid campaigns across search and social.',
  },
  {
    name: 'Surveyly North',
    category: 'Marketing',
    description: 'Customer surveys with NPS and churn follow-ups.',
  },
  {
    name: 'Deploybay',
    category: 'Development',
    description: 'Push-to-deploy hosting for web apps and APIs.',
  },
  {
    name: 'Logtrail',
    category: 'Development',
    description: 'Logs, traces and alerts with a generous free tier.',
  },
  { name: 'Togglebox', category: 'Development', description: 'Feature flags and gradual roll-outs.' },
  {
    name: 'Mockhaven',
    category: 'Development',
    description: 'API mocking and contract tests for frontend and backend teams.',
  },
  {
    name: 'Uptimer Nord',
    category: 'Development',
    description: 'Uptime monitoring and public status pages.',
  },
  { name: 'Designdock', category: 'Design', description: 'Collaborative interface design and prototyping.' },
  {
    name: 'Iconforge',
    category: 'Design',
    description: 'A large, consistent icon library with a Figma plugin.',
  },
  { name: 'Palettely', category: 'Design', description: 'Accessible colour palettes with contrast checks.' },
  { name: 'Mockframe', category: 'Design', description: 'Device mock-ups and screenshots for app stores.' },
  {
    name: 'Signwise',
    category: 'Legal',
    description: 'E-signatures that are valid across the EU and Norway.',
  },
  { name: 'Clausebook', category: 'Legal', description: 'Contract templates reviewed by Nordic lawyers.' },
  {
    name: 'Datavakt',
    category: 'Legal',
    description: 'GDPR records, data processing agreements and cookie consent.',
  },
];

/** The growth programme's landing page (`/partners/growth-bank`), editable in the back office. */
export const GROWTH_BANK_BODY = [
  'Growth Bank is the business bank for startups and scale-ups across Denmark, Sweden, Norway, Finland and Iceland. Its growth programme gives founders on Nordhub the banking a venture-backed company needs, from the first hire to Series A.',
  '## What the programme offers',
  '- **A startup account with no fees for the first year**: accounts in EUR, DKK, SEK and NOK, cards for the whole team and payments across the Nordics\n- **A dedicated adviser** who knows venture-backed companies, warrant programmes and the paperwork of a funding round\n- **Venture debt from EUR 250k** once you have raised equity from a professional investor, to stretch your runway without more dilution\n- **Investor breakfasts** in Copenhagen, Stockholm, Oslo and Helsinki, four times a year\n- **Escrow for your round**: investors pay into a blocked account until the shares are issued',
  '## Who can join',
  'Startups registered in a Nordic country, less than eight years old, with a published profile on Nordhub. You do not need revenue or funding to open the account; venture debt needs an equity round of at least EUR 500k in the last 18 months.',
  '## How to apply',
  '1. Make sure your startup profile on Nordhub is published.\n2. Open the account online in about ten minutes with your national ID and your company registration number.\n3. Write **Nordhub** in the field *How did you hear about us?*\n4. An adviser calls you within two working days to set up the programme.',
  'Questions first? Write to [growth@growth-bank.example.com](mailto:growth@growth-bank.example.com) and mention Nordhub.',
].join('\n\n');

/** The partners page's introduction (content_pages 'partners'), editable in the back office. */
export const PARTNERS_INTRO = [
  'Nordhub works with banks, law firms, accelerators and communities that help Nordic startups grow. Each partner offers something to the startups and talent on Nordhub: better terms, programmes, events or advice.',
  'Want to become a partner? Write to the team at [partners@nordhub.example.com](mailto:partners@nordhub.example.com).',
].join('\n\n');

/** What a tool of each category does for a startup, added to every tool's page. */
const TOOL_CATEGORY_NOTES: Record<string, string> = {
  Recruiting: 'Popular with Nordic startups that hire their first ten people and want a process that scales.',
  Productivity: 'Built for small teams that work across offices and time zones without more meetings.',
  Finance: 'Works with Nordic banks and accounting rules, so your accountant gets what they need.',
  Marketing: 'A good fit for teams of one to five marketers who need results before they need more tools.',
  Development: 'Made for product teams that ship several times a day and want to know when something breaks.',
  Design: 'Used by designers and developers together, from the first sketch to the handoff.',
  Legal: 'Reviewed for the rules of Denmark, Sweden, Norway, Finland and Iceland.',
};

const PARTNER_DEFINITIONS: readonly { name: string; category: string; description: string }[] = [
  {
    name: 'Growth Bank',
    category: 'Banking',
    description:
      'The business bank for Nordic startups and scale-ups. Startups on Nordhub can join its **growth programme**.',
  },
  {
    name: 'Fjordbank Business',
    category: 'Banking',
    description: 'Accounts, cards and payments for small companies, with English-speaking support.',
  },
  {
    name: 'Fjeldsted Law',
    category: 'Legal',
    description: 'Startup lawyers for incorporation, financing rounds and warrant programmes.',
  },
  {
    name: 'Lindgren & Aho Advokater',
    category: 'Legal',
    description: 'Employment, IP and commercial law for tech companies in Sweden and Finland.',
  },
  {
    name: 'Harbourside Startup Studio',
    category: 'Accelerators',
    description: 'Co-builds companies with first-time founders and invests from day one.',
  },
  {
    name: 'Icefall Venture Studio',
    category: 'Accelerators',
    description: 'A twelve-week programme for deeptech founders in Iceland and Norway.',
  },
  {
    name: 'Nordic Women in Tech Circle',
    category: 'Communities',
    description: 'Meet-ups, mentoring and a job board for women in Nordic tech.',
  },
  {
    name: 'Founders Friday Oslo',
    category: 'Communities',
    description: 'A monthly breakfast where founders share what works and what does not.',
  },
  {
    name: 'Helsinki Hackers Guild',
    category: 'Communities',
    description: 'Hack nights and talks for developers in Helsinki and Espoo.',
  },
  {
    name: 'Tallybridge Accounting',
    category: 'Accounting',
    description: 'Accounting, payroll and annual reports for startups.',
  },
];

type BlogSection = { heading: string; paragraph: string; bullets?: readonly string[] };
type BlogDefinition = {
  title: string;
  excerpt: string;
  author: string;
  intro: string;
  sections: readonly BlogSection[];
  tags: readonly BlogTag[];
  companyKey?: string;
  /** A startup's post the team has not approved yet (ADR 032): SUBMITTED, not public. */
  isAwaitingApproval?: boolean;
};

function createBlogDefinitions(year: number): BlogDefinition[] {
  return [
    {
      title: 'How to hire your first ten employees in the Nordics',
      tags: ['hiring'],
      excerpt:
        'The first hires shape a startup for years. Here is how founders across the region get them right.',
      author: 'Sofie Kragh',
      intro:
        'Your first ten hires will set the culture, the pace and the standards of everyone who follows. We asked founders from all five Nordic countries what they wish they had known.',
      sections: [
        {
          heading: 'Hire for the next eighteen months',
          paragraph:
            'Early employees need range more than depth. Look for people who are happy to own a problem end to end.',
          bullets: [
            '**Write down** what success looks like after six months',
            'Involve the whole team in the final interview',
            'Move fast: good candidates have several offers',
          ],
        },
        {
          heading: 'Get the paperwork right',
          paragraph:
            'Contracts, pensions and holiday rules differ between the Nordic countries. Use a template reviewed by a local lawyer, and budget for employer costs on top of salary.',
        },
      ],
    },
    {
      title: `Salary benchmarks for Nordic startups in ${year}`,
      tags: ['salaries', 'hiring'],
      excerpt:
        'What startups pay developers, designers and marketers in Copenhagen, Stockholm, Oslo, Helsinki and Reykjavik.',
      author: 'Jonas Eklund',
      intro:
        'We looked at the salary ranges published on Nordhub over the last year. More startups than ever publish a range, and candidates reward them with more applications.',
      sections: [
        {
          heading: 'What the numbers say',
          paragraph:
            'Senior engineers are still the best paid, followed closely by product managers. Oslo pays the most in absolute terms, Helsinki the least, but the cost of living evens much of that out.',
          bullets: [
            'Ranges are usually **10–25% wide**',
            'Norwegian startups quote yearly salaries',
            'Equity is offered in about a third of full-time roles',
          ],
        },
        {
          heading: 'Publishing your range',
          paragraph:
            'Jobs with a salary range get noticeably more applications than jobs without one. If you are unsure, publish a range and explain what moves someone to the top of it.',
        },
      ],
    },
    {
      title: 'Warrants, options and equity: a guide for startup employees',
      tags: ['equity', 'salaries'],
      excerpt: 'What your equity offer means, how it is taxed and what to ask before you sign.',
      author: 'Karin Lindahl',
      intro:
        'Equity can be the most valuable part of a startup offer, or worth nothing at all. Understanding the terms helps you compare offers fairly.',
      sections: [
        {
          heading: 'The questions to ask',
          paragraph:
            'Ask how many shares exist in total, what the strike price is, and what happens if you leave.',
          bullets: [
            '**Vesting:** usually four years with a one-year cliff',
            '**Strike price:** what you pay to exercise',
            '**Good and bad leaver** terms',
          ],
        },
        {
          heading: 'Tax differs by country',
          paragraph:
            'Denmark, Sweden, Norway and Finland each tax employee equity differently, and the rules change. Ask the company for a short summary from their adviser.',
        },
      ],
    },
    {
      title: 'Moving to Copenhagen for a startup job: what to know',
      tags: ['relocation'],
      excerpt: 'Housing, CPR numbers, bikes and the Danish work culture, from people who made the move.',
      author: 'Sofie Kragh',
      intro:
        'Copenhagen has one of the most international startup scenes in Europe. Moving is easier than you think, but a few things are worth planning early.',
      sections: [
        {
          heading: 'The first weeks',
          paragraph:
            'Register your address to get a CPR number, which you need for almost everything from a bank account to a doctor.',
          bullets: [
            'Start the housing search **before** you arrive',
            'Buy a second-hand bike in your first week',
            'Join a Danish class: they are free for newcomers',
          ],
        },
        {
          heading: 'Working culture',
          paragraph:
            'Flat hierarchies, direct feedback and leaving at five to pick up the kids are normal. Nobody will think less of you for it.',
        },
      ],
    },
    {
      title: 'Five things investors look for in a pre-seed pitch',
      tags: ['funding'],
      excerpt:
        'Angels and pre-seed funds from the Nordhub funding list on what makes them take a second meeting.',
      author: 'Jonas Eklund',
      intro:
        'At pre-seed there is little data to judge, so investors look at the team, the problem and the speed at which you learn.',
      sections: [
        {
          heading: 'What they told us',
          paragraph: 'Every investor we asked mentioned the team first.',
          bullets: [
            '**Founder–market fit:** why you, why now',
            'A problem customers already pay to solve',
            'Evidence that you learn quickly',
            'A clear plan for the money',
            'Honesty about the risks',
          ],
        },
        {
          heading: 'Finding the right investors',
          paragraph:
            'Use the funding quiz to match your stage, industry and country with investors who actually write cheques at your stage.',
        },
      ],
    },
    {
      title: 'Remote, hybrid or office? What Nordic startups offer',
      tags: ['remote-work', 'hiring'],
      excerpt: 'One in five jobs on Nordhub is remote. Here is how startups in the region really work.',
      author: 'Karin Lindahl',
      intro:
        'After a few years of experiments, most Nordic startups have settled on a hybrid rhythm, but fully remote teams are far from rare.',
      sections: [
        {
          heading: 'The most common set-ups',
          paragraph: 'Most teams meet in the office two or three days a week and work from home the rest.',
          bullets: [
            '**Hybrid:** the default for most teams',
            '**Remote within the Nordics:** common for developers',
            '**Office first:** hardware and lab-based startups',
          ],
        },
        {
          heading: 'Filtering for remote jobs',
          paragraph:
            'Choose Remote in the location filter to see every remote job, or combine it with a country to include local jobs too.',
        },
      ],
    },
    {
      title: 'Internships that lead to jobs: advice for students',
      tags: ['students', 'hiring'],
      excerpt: 'How to find an internship or student job at a startup, and how to turn it into an offer.',
      author: 'Emma Virtanen',
      intro:
        'Startups hire many of their juniors from their own interns and student assistants. The best way in is often a part-time role while you study.',
      sections: [
        {
          heading: 'Where to look',
          paragraph:
            'Filter by internship or student job, and follow the startups you like to hear when they post.',
          bullets: [
            'Apply early: spring internships fill by February',
            'Show something you made, not just your grades',
            'Ask who your mentor will be',
          ],
        },
        {
          heading: 'Making it count',
          paragraph:
            'Treat the internship as a long interview. Ask for real responsibility, write down what you achieved and ask for feedback before the last week.',
        },
      ],
    },
    {
      title: 'Writing a job ad that developers actually read',
      tags: ['hiring', 'engineering'],
      excerpt: 'Shorter, more concrete and with a salary range: what works in developer job ads.',
      author: 'Jonas Eklund',
      intro: 'Developers skim job ads for three things: the stack, the problem and the pay. Put those first.',
      sections: [
        {
          heading: 'A simple structure',
          paragraph: 'Use the same headings every time so candidates find what they need.',
          bullets: [
            '**What you will do:** concrete problems, not buzzwords',
            '**Who you are:** must-haves only',
            '**What we offer:** salary, equity and how you work',
          ],
        },
        {
          heading: 'Boosting the right jobs',
          paragraph:
            'A boost features a job above matching search results and first in the digest for thirty days. Use it for the roles that are hardest to fill.',
        },
      ],
    },
    {
      title: 'Impact startups: how to measure what matters',
      tags: ['impact', 'funding'],
      excerpt:
        'Impact investors expect more than good intentions. Here is how Nordic impact startups report.',
      author: 'Emma Virtanen',
      intro:
        'More and more investors on Nordhub Impact ask for impact metrics next to revenue. The good news: a handful of well-chosen numbers is enough.',
      sections: [
        {
          heading: 'Choosing metrics',
          paragraph: 'Pick metrics that grow when your business grows.',
          bullets: [
            'Tie each metric to one of the UN Sustainable Development Goals',
            'Measure outcomes, not only activities',
            'Report yearly, even when the numbers are small',
          ],
        },
        {
          heading: 'Telling the story',
          paragraph:
            'Numbers convince investors, stories convince candidates. Use both on your startup page.',
        },
      ],
    },
    {
      title: 'From idea to seed round in Reykjavik',
      tags: ['funding', 'relocation'],
      excerpt: 'Iceland has a small but fast-growing startup scene. Three founders share how they raised.',
      author: 'Sofie Kragh',
      intro:
        'With a population of fewer than 400,000, Icelandic startups think internationally from the first day.',
      sections: [
        {
          heading: 'What helps',
          paragraph:
            'Short distances, public grants and investors who know each other make the first steps quick.',
          bullets: [
            'Apply for public grants early',
            'Test the product abroad from the start',
            'Use the diaspora: Icelanders abroad love to help',
          ],
        },
        {
          heading: 'Hiring',
          paragraph: 'Many startups hire remotely across the Nordics and meet in Reykjavik once a quarter.',
        },
      ],
    },
    {
      title: 'Why we moved our data team to Aarhus',
      tags: ['company-news', 'hiring'],
      excerpt: 'Mosegaard Analytics on building a data team outside the capital.',
      author: 'Mosegaard Analytics',
      intro:
        'When we started hiring data engineers, everyone told us to open an office in Copenhagen. We stayed in Aarhus, and we are glad we did.',
      sections: [
        {
          heading: 'What we found',
          paragraph:
            'Aarhus has a strong university, lower living costs and people who want to stay for years.',
          bullets: [
            '**Lower churn** than we expected',
            'Easy to meet customers in Jutland',
            'Copenhagen is only a train ride away',
          ],
        },
        {
          heading: 'We are hiring',
          paragraph: 'See our open jobs on our startup page and follow us to hear about new ones.',
        },
      ],
      companyKey: DEMO_COMPANY_KEYS.recruiterDenmark,
    },
    {
      title: 'What we learned from fixing 10,000 flaky tests',
      tags: ['engineering', 'company-news'],
      excerpt: 'Kodkraft on the most common causes of flaky tests and how we detect them.',
      author: 'Kodkraft',
      intro:
        'Over the last year our tooling has looked at more than ten thousand flaky tests in customer code bases. Most of them fail for the same handful of reasons.',
      sections: [
        {
          heading: 'The usual suspects',
          paragraph: 'Time, order and shared state cause most flakiness.',
          bullets: [
            'Tests that depend on the **current time**',
            'Tests that depend on the order they run in',
            'Shared databases without isolation',
          ],
        },
        {
          heading: 'Join us in Malmo',
          paragraph:
            'We are growing the team in Malmo. Have a look at our jobs if this kind of problem excites you.',
        },
      ],
      companyKey: DEMO_COMPANY_KEYS.recruiterSweden,
      isAwaitingApproval: true,
    },
  ];
}

function writeBlogBody(definition: BlogDefinition): string {
  const blocks = [definition.intro];
  for (const section of definition.sections) {
    blocks.push(`## ${section.heading}`, section.paragraph);
    if (section.bullets) blocks.push(section.bullets.map((b) => `- ${b}`).join('\n'));
  }
  return blocks.join('\n\n');
}

export type ContentBuild = {
  deals: DealInsert[];
  tools: ToolInsert[];
  partners: PartnerInsert[];
  blogPosts: BlogPostInsert[];
  whiteLabelFeeds: WhiteLabelFeedInsert[];
  communityApplications: CommunityApplicationInsert[];
};

/**
 * A few community program applications, so the back office's Community section and its dashboard
 * count show something (fixed ids: the seed's random stream is left as it was).
 */
function buildCommunityApplications(now: Date): CommunityApplicationInsert[] {
  return [
    {
      id: '7c1d3a52-0b7e-4c55-9a51-2f3f6c1e0a01',
      kind: 'startup',
      name: 'Ingrid Solberg',
      email: 'ingrid@fjordlight.example.com',
      companyName: 'Fjordlight',
      website: 'https://fjordlight.example.com',
      stage: 'seed',
      why: 'We are six people building energy monitoring for Norwegian housing co-operatives and want to meet other founders who sell to the public sector.',
      createdAt: addDays(now, -2),
    },
    {
      id: '7c1d3a52-0b7e-4c55-9a51-2f3f6c1e0a02',
      kind: 'talent',
      name: 'Mikko Laine',
      email: 'mikko.laine@example.com',
      linkedinUrl: 'https://www.linkedin.com/in/mikko-laine-example',
      role: 'Senior backend developer',
      why: 'I have worked in two Helsinki startups and want to help early teams with their first architecture choices.',
      createdAt: addDays(now, -5),
    },
    {
      id: '7c1d3a52-0b7e-4c55-9a51-2f3f6c1e0a03',
      kind: 'startup',
      name: 'Astrid Holm',
      email: 'astrid@kelpworks.example.com',
      companyName: 'Kelpworks',
      website: 'https://kelpworks.example.com',
      stage: 'pre-seed',
      why: 'Kelpworks farms seaweed for food and packaging in the Faroe Islands and Denmark. We are looking for mentors who have raised a first round.',
      createdAt: addDays(now, -9),
      handledAt: addDays(now, -7),
    },
  ];
}

export function buildContent(rng: Random, now: Date, companies: readonly CompanySeed[]): ContentBuild {
  const dealRows = DEAL_DEFINITIONS.map((d, index): DealInsert => {
    const key = d.key;
    const id = rng.createUuid();
    const createdAt = addDays(now, -rng.nextInt(10, 300));
    return {
      id,
      key,
      type: d.type,
      title: d.title,
      partnerName: d.partnerName,
      summary: d.summary,
      description: [
        d.summary,
        '## How it works',
        d.type === 'DOWNLOAD'
          ? '- Log in with your startup profile\n- Download the document\n- Adapt it to your company'
          : '- Log in with your startup profile\n- Reveal the code or follow the link\n- Sign up with the partner before the offer ends',
        `Offered by ${d.partnerName} to startups on Nordhub.`,
      ].join('\n\n'),
      image: `seed/deals/${key}.png`,
      partnerLogo: `seed/deals/${key}-logo.png`,
      documentFile: d.type === 'DOWNLOAD' ? `seed/deals/${key}.pdf` : null,
      documentFileName: d.type === 'DOWNLOAD' ? `${key}.pdf` : null,
      category: d.category,
      isPublished: true,
      code: d.code ?? null,
      link: d.link ?? null,
      sort: index,
      createdAt,
      updatedAt: createdAt,
    };
  });

  const toolRows = TOOL_DEFINITIONS.map((t, index): ToolInsert => {
    const key = slugify(t.name);
    return {
      id: rng.createUuid(),
      key,
      name: t.name,
      category: t.category,
      description: [
        t.description,
        `## Why startups use ${t.name}`,
        TOOL_CATEGORY_NOTES[t.category] ?? '',
        '- A free plan or trial to start with\n- Support in English\n- Data stored in the EU',
      ].join('\n\n'),
      website: `https://${key}.example.com`,
      logo: `seed/tools/${key}.png`,
      sort: index,
      createdAt: addDays(now, -rng.nextInt(10, 300)),
    };
  });

  const partnerRows = PARTNER_DEFINITIONS.map((p, index): PartnerInsert => {
    const key = slugify(p.name);
    return {
      id: rng.createUuid(),
      key,
      name: p.name,
      category: p.category,
      description: p.description,
      body: key === GROWTH_BANK_KEY ? GROWTH_BANK_BODY : '',
      sort: index,
      website: `https://${key}.example.com`,
      logo: `seed/partners/${key}.png`,
      createdAt: addDays(now, -rng.nextInt(10, 300)),
    };
  });
  if (!partnerRows.some((p) => p.key === GROWTH_BANK_KEY))
    throw new Error('The growth bank partner is missing');

  const blogRows = createBlogDefinitions(now.getUTCFullYear()).map((b, index): BlogPostInsert => {
    const slug = slugify(b.title);
    const publishedAt = addMinutes(addDays(now, -(3 + index * 11)), -rng.nextInt(0, 600));
    return {
      id: rng.createUuid(),
      slug,
      title: b.title,
      excerpt: b.excerpt,
      body: writeBlogBody(b),
      coverImage: `seed/blog/${slug}.png`,
      author: b.author,
      companyId: b.companyKey ? findCompany(companies, b.companyKey).id : null,
      tags: [...b.tags],
      status: b.isAwaitingApproval ? 'SUBMITTED' : 'PUBLISHED',
      publishedAt: b.isAwaitingApproval ? null : publishedAt,
      submittedAt: b.companyKey ? publishedAt : null,
      createdAt: addDays(publishedAt, -rng.nextInt(1, 5)),
      updatedAt: publishedAt,
    };
  });

  // One feed of impact jobs, run by an impact startup, so the white-label host has something to show.
  const feedOwner = companies.find((c) => c.isImpact && c.isPublished && c.row.platform?.main);
  const feeds: WhiteLabelFeedInsert[] = feedOwner
    ? [
        {
          id: rng.createUuid(),
          companyId: feedOwner.id,
          host: 'jobs.green-nordics.localhost',
          name: 'Green Nordic Jobs',
          logoImage: null,
          description: 'Jobs at Nordic startups that work on climate, food and health.',
          filters: { impactOnly: true },
          createdAt: addDays(now, -45),
        },
      ]
    : [];
  // A second feed with other filters (a country and developer roles), as a university's career
  // office would run it: each feed's host shows its own jobs only (ADR 030).
  const techFeedOwner = companies.find((c) => !c.isImpact && c.isPublished && c.row.platform?.main);
  if (techFeedOwner) {
    feeds.push({
      id: rng.createUuid(),
      companyId: techFeedOwner.id,
      host: 'jobs.oslo-tech.localhost',
      name: 'Oslo Tech Careers',
      logoImage: null,
      description: 'Developer jobs at startups in Norway, picked for students and graduates.',
      filters: {
        countryCodes: ['NO'],
        roles: [
          'fullstackdeveloper',
          'frontenddeveloper',
          'backenddeveloper',
          'mobiledeveloper',
          'devops',
          'data',
        ],
      },
      createdAt: addDays(now, -20),
    });
  }

  return {
    deals: dealRows,
    tools: toolRows,
    partners: partnerRows,
    blogPosts: blogRows,
    communityApplications: buildCommunityApplications(now),
    whiteLabelFeeds: feeds,
  };
}
