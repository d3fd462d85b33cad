import {
  JOB_ROLE_KEYS,
  type JobRole,
  type JobStatus,
  type PositionType,
  type ReceiveApplicants,
} from '../../../domain/jobs/job-enums.ts';
import { decidePlanRoom } from '../../../domain/jobs/plan-room.ts';
import type { CountryCode } from '../../../domain/location/countries.ts';
import type { jobs, jobViewsDaily } from '../schema/index.ts';
import { type CompanySeed, DEMO_COMPANY_KEYS, findCompany } from './companies.ts';
import {
  composeJobDescription,
  createEquity,
  createJobTitle,
  createSalary,
  describeCompany,
  drawJobDescription,
  type JobDescriptionDraws,
  type JobDescriptionInput,
} from './job-content.ts';
import { createStreetAddress, findCity, pickCity, seedFakers } from './people.ts';
import {
  addDays,
  addMinutes,
  DAY_MS,
  formatIsoDay,
  pickLater,
  type Random,
  slugify,
  truncateToDay,
} from './random.ts';

export type JobInsert = typeof jobs.$inferInsert;
export type JobViewsDailyInsert = typeof jobViewsDaily.$inferInsert;

export type JobSeed = {
  id: string;
  company: CompanySeed;
  status: JobStatus;
  title: string;
  receiveApplicants: ReceiveApplicants;
  createdAt: Date;
  approvedAt: Date | null;
  views: number;
  /** When the current or last boost was paid; null when never boosted. */
  boostPaidAt: Date | null;
  row: JobInsert;
};

export const DEMO_JOB_COUNT = 600;
/** Jobs per status among the published startups; the draft startups add DRAFT jobs on top. */
const STATUS_COUNTS: readonly (readonly [JobStatus, number])[] = [
  ['ACTIVE', 520],
  ['EXPIRED', 30],
  ['STOPPED', 20],
  ['DRAFT', 10],
  ['PENDING_PAYMENT', 7],
  ['PENDING_COMPANY_APPROVAL', 7],
];
const DRAFT_COMPANY_JOBS = 2;
const CURRENT_BOOSTS = 40;
const PAST_BOOSTS = 12;
const EXPIRY_DAYS = 60;

const POSITION_WEIGHTS: readonly (readonly [PositionType, number])[] = [
  ['fulltime', 68],
  ['parttime', 8],
  ['internship', 11],
  ['studentjob', 7],
  ['freelance', 6],
];
/** Share of co-founder posts among a small startup's founder-type roles. */
const COFOUNDER_SHARE = 0.3;

/** Development roles are the most posted, as on every startup job board. */
const ROLE_WEIGHTS: Record<JobRole, number> = {
  businessdevelopment: 5,
  customerservice: 3,
  customersuccess: 4,
  design: 5,
  graphicdesign: 2,
  fullstackdeveloper: 9,
  frontenddeveloper: 7,
  backenddeveloper: 9,
  devops: 4,
  data: 6,
  mobiledeveloper: 4,
  operations: 3,
  finance: 3,
  hr: 3,
  marketing: 6,
  content: 3,
  ecommerce: 2,
  projectmanagement: 3,
  productmanagement: 5,
  sales: 7,
};

/** Roles startups hire freelancers for; support, sales and people roles are employees. */
const FREELANCE_ROLES: readonly JobRole[] = [
  'fullstackdeveloper',
  'frontenddeveloper',
  'backenddeveloper',
  'devops',
  'data',
  'mobiledeveloper',
  'design',
  'graphicdesign',
  'content',
  'marketing',
  'projectmanagement',
  'productmanagement',
  'finance',
];

const COFOUNDER_ROLES: readonly JobRole[] = [
  'fullstackdeveloper',
  'backenddeveloper',
  'mobiledeveloper',
  'productmanagement',
  'businessdevelopment',
  'sales',
];

/**
 * Jobs the SEO landing pages need (backend, business development, content creator, ..., Malmo tech
 * jobs): always present and ACTIVE, whatever the random draws.
 */
type AnchorJob = {
  title: string;
  role: JobRole;
  positionType: PositionType;
  countryCode?: CountryCode;
  city?: string;
  industry?: string;
};

const ANCHOR_JOBS: readonly AnchorJob[] = [
  { title: 'Senior Backend Engineer (Go)', role: 'backenddeveloper', positionType: 'fulltime' },
  {
    title: 'Backend Developer (Node.js)',
    role: 'backenddeveloper',
    positionType: 'fulltime',
    city: 'Copenhagen',
  },
  {
    title: 'Business Development Manager',
    role: 'businessdevelopment',
    positionType: 'fulltime',
    city: 'Stockholm',
  },
  {
    title: 'Business Developer, Nordics',
    role: 'businessdevelopment',
    positionType: 'fulltime',
    city: 'Oslo',
  },
  { title: 'Content Creator', role: 'content', positionType: 'fulltime', city: 'Copenhagen' },
  {
    title: 'Content Creator (TikTok & Instagram)',
    role: 'content',
    positionType: 'parttime',
    city: 'Stockholm',
  },
  { title: 'Customer Success Manager', role: 'customersuccess', positionType: 'fulltime', industry: 'saas' },
  { title: 'Customer Success Lead', role: 'customersuccess', positionType: 'fulltime', city: 'Helsinki' },
  { title: 'Product Designer', role: 'design', positionType: 'fulltime' },
  { title: 'UX/UI Designer', role: 'design', positionType: 'fulltime', city: 'Copenhagen' },
  { title: 'UX/UI Designer', role: 'design', positionType: 'fulltime', city: 'Stockholm' },
  { title: 'DevOps Engineer (Kubernetes)', role: 'devops', positionType: 'fulltime' },
  { title: 'E-commerce Manager', role: 'ecommerce', positionType: 'fulltime', industry: 'e-commerce' },
  { title: 'Financial Controller', role: 'finance', positionType: 'fulltime', city: 'Oslo' },
  { title: 'Financial Controller', role: 'finance', positionType: 'fulltime', city: 'Copenhagen' },
  { title: 'Growth Marketing Manager', role: 'marketing', positionType: 'fulltime', industry: 'foodtech' },
  { title: 'Supply Chain Coordinator', role: 'operations', positionType: 'fulltime', industry: 'foodtech' },
  { title: 'Product Manager', role: 'productmanagement', positionType: 'fulltime', industry: 'foodtech' },
  { title: 'Graphic Design Intern', role: 'graphicdesign', positionType: 'internship', city: 'Copenhagen' },
  {
    title: 'Graphic Design Internship',
    role: 'graphicdesign',
    positionType: 'internship',
    city: 'Stockholm',
  },
  { title: 'HR Manager', role: 'hr', positionType: 'fulltime', city: 'Copenhagen' },
  { title: 'People & Culture Partner', role: 'hr', positionType: 'fulltime', city: 'Helsinki' },
  { title: 'Marketing Intern', role: 'marketing', positionType: 'internship', city: 'Copenhagen' },
  {
    title: 'Marketing Internship (Autumn)',
    role: 'marketing',
    positionType: 'internship',
    city: 'Stockholm',
  },
  {
    title: 'Software Engineering Intern',
    role: 'fullstackdeveloper',
    positionType: 'internship',
    city: 'Oslo',
  },
  { title: 'Project Manager', role: 'projectmanagement', positionType: 'fulltime' },
  { title: 'Technical Project Manager', role: 'projectmanagement', positionType: 'fulltime', city: 'Aarhus' },
  { title: 'SaaS Account Executive', role: 'sales', positionType: 'fulltime', industry: 'saas' },
  { title: 'Customer Support Specialist (Part-time)', role: 'customerservice', positionType: 'parttime' },
  {
    title: 'Student Assistant, Marketing',
    role: 'marketing',
    positionType: 'studentjob',
    city: 'Copenhagen',
  },
  {
    title: 'Student Developer (Python)',
    role: 'backenddeveloper',
    positionType: 'studentjob',
    city: 'Stockholm',
  },
  {
    title: 'Full-stack Developer (TypeScript)',
    role: 'fullstackdeveloper',
    positionType: 'fulltime',
    city: 'Malmo',
  },
  {
    title: 'Senior Frontend Engineer (TypeScript)',
    role: 'frontenddeveloper',
    positionType: 'fulltime',
    city: 'Malmo',
  },
  { title: 'Data Engineer', role: 'data', positionType: 'fulltime', city: 'Malmo' },
  { title: 'Site Reliability Engineer', role: 'devops', positionType: 'fulltime', city: 'Malmo' },
];

type JobSlot = {
  company: CompanySeed;
  status: JobStatus;
  anchor: AnchorJob | null;
  role: JobRole | null;
  boost: 'current' | 'past' | null;
};

/** Counts per startup: the demo users' startups get many jobs, the rest a skewed share. */
function allocateJobCounts(rng: Random, companies: readonly CompanySeed[]): Map<string, number> {
  const fixed = new Map<string, number>([
    [DEMO_COMPANY_KEYS.recruiterDenmark, 14],
    [DEMO_COMPANY_KEYS.recruiterSweden, 14],
    [DEMO_COMPANY_KEYS.multiProfile, 8],
  ]);
  const counts = new Map<string, number>();
  let remaining = DEMO_JOB_COUNT;
  for (const company of companies) {
    const count = company.isPublished ? fixed.get(company.key) : DRAFT_COMPANY_JOBS;
    if (count !== undefined) {
      counts.set(company.id, count);
      remaining -= count;
    }
  }
  const others = companies.filter((c) => !counts.has(c.id));
  const weights = others.map(() => 1 + 3 * rng.nextFloat() ** 2);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const shares = others.map((company, i) => {
    const exact = (remaining * (weights[i] ?? 1)) / total;
    return { company, floor: Math.floor(exact), fraction: exact - Math.floor(exact) };
  });
  let leftover = remaining - shares.reduce((sum, s) => sum + s.floor, 0);
  for (const share of [...shares].sort((a, b) => b.fraction - a.fraction)) {
    const extra = leftover > 0 ? 1 : 0;
    leftover -= extra;
    counts.set(share.company.id, share.floor + extra);
  }
  return counts;
}

function createStatusPool(rng: Random): JobStatus[] {
  return rng.shuffle(STATUS_COUNTS.flatMap(([status, count]) => Array.from({ length: count }, () => status)));
}

/**
 * Swaps statuses with other startups' jobs (so the totals stay exact) until a demo startup shows
 * every state its portal has to handle.
 */
function ensureStatuses(
  slots: JobSlot[],
  company: CompanySeed,
  wanted: readonly JobStatus[],
  unwanted: readonly JobStatus[],
  protectedCompanyIds: ReadonlySet<string>,
) {
  const own = slots.filter((s) => s.company.id === company.id);
  const others = slots.filter((s) => !protectedCompanyIds.has(s.company.id) && s.company.isPublished);
  const swap = (mine: JobSlot, status: JobStatus, replacement: JobStatus) => {
    const other = others.find((s) => s.status === status && !s.anchor);
    if (!other) return;
    other.status = replacement;
    mine.status = status;
  };
  for (const status of unwanted) {
    for (const mine of own.filter((s) => s.status === status)) swap(mine, 'ACTIVE', status);
  }
  for (const status of wanted) {
    if (own.some((s) => s.status === status)) continue;
    const mine = own.find((s) => s.status === 'ACTIVE' && !s.anchor);
    if (mine) swap(mine, status, 'ACTIVE');
  }
}

function matchesAnchor(anchor: AnchorJob, company: CompanySeed): boolean {
  if (anchor.countryCode && company.countryCode !== anchor.countryCode) return false;
  if (anchor.city && company.city !== anchor.city) return false;
  if (anchor.industry && !company.industries.includes(anchor.industry as CompanySeed['industries'][number]))
    return false;
  return true;
}

function planJobSlots(rng: Random, companies: readonly CompanySeed[]): JobSlot[] {
  const counts = allocateJobCounts(rng, companies);
  const pool = createStatusPool(rng);
  const slots: JobSlot[] = [];
  for (const company of companies) {
    for (let i = 0; i < (counts.get(company.id) ?? 0); i++) {
      const status = company.isPublished ? (pool.pop() ?? 'ACTIVE') : 'DRAFT';
      slots.push({ company, status, anchor: null, role: null, boost: null });
    }
  }

  // Anchors first, so the status fix-ups below never move an anchor out of ACTIVE.
  const visitOrder = rng.shuffle(slots);
  for (const anchor of ANCHOR_JOBS) {
    const slot = visitOrder.find(
      (s) => s.status === 'ACTIVE' && !s.anchor && matchesAnchor(anchor, s.company),
    );
    if (!slot) throw new Error(`No ACTIVE job slot fits the anchor job "${anchor.title}"`);
    slot.anchor = anchor;
    slot.role = anchor.role;
  }

  const allStatuses = STATUS_COUNTS.map(([status]) => status);
  const denmark = findCompany(companies, DEMO_COMPANY_KEYS.recruiterDenmark);
  const sweden = findCompany(companies, DEMO_COMPANY_KEYS.recruiterSweden);
  // The Danish demo startup is on a running plan, so nothing of it waits for payment; the Swedish
  // one shows every other state (its many live jobs mean a running plan too, so the job drawn to
  // wait for payment stays a draft: settleJobsAwaitingPayment).
  const demoIds = new Set([denmark.id, sweden.id]);
  ensureStatuses(
    slots,
    denmark,
    allStatuses.filter((s) => s !== 'PENDING_PAYMENT'),
    ['PENDING_PAYMENT'],
    demoIds,
  );
  ensureStatuses(slots, sweden, allStatuses, [], demoIds);

  // Every role key at least once, then weighted draws.
  const free = visitOrder.filter((s) => !s.role);
  const coveredRoles = new Set(slots.map((s) => s.role));
  for (const role of JOB_ROLE_KEYS.filter((r) => !coveredRoles.has(r))) {
    const slot = free.shift();
    if (slot) slot.role = role;
  }
  const roleEntries = JOB_ROLE_KEYS.map((role) => [role, ROLE_WEIGHTS[role]] as const);
  for (const slot of free) slot.role = rng.pickWeighted(roleEntries);

  // Boosts: a few on each demo startup so the featured lists and the boost pages have data.
  const active = visitOrder.filter((s) => s.status === 'ACTIVE');
  const boosted = [
    ...active.filter((s) => demoIds.has(s.company.id)).slice(0, 4),
    ...active.filter((s) => !demoIds.has(s.company.id)),
  ].slice(0, CURRENT_BOOSTS);
  for (const slot of boosted) slot.boost = 'current';
  for (const slot of active.filter((s) => !s.boost).slice(0, PAST_BOOSTS)) slot.boost = 'past';
  return slots;
}

function pickPositionType(rng: Random, role: JobRole, company: CompanySeed): PositionType {
  // Only a small founding team looks for co-founders, and only for roles a founder would take.
  if (company.employees === '1-10' && COFOUNDER_ROLES.includes(role) && rng.rollChance(COFOUNDER_SHARE)) {
    return 'cofounder';
  }
  const positionType = rng.pickWeighted(POSITION_WEIGHTS);
  return positionType === 'freelance' && !FREELANCE_ROLES.includes(role) ? 'fulltime' : positionType;
}

function pickReceiveApplicants(rng: Random, company: CompanySeed): ReceiveApplicants {
  const isDemoCompany =
    company.key === DEMO_COMPANY_KEYS.recruiterDenmark || company.key === DEMO_COMPANY_KEYS.recruiterSweden;
  // The demo startups mostly use the pipeline, so their applicant pages are full.
  return rng.pickWeighted([
    ['platform', isDemoCompany ? 90 : 72],
    ['email', isDemoCompany ? 5 : 17],
    ['url', isDemoCompany ? 5 : 11],
  ] as const);
}

type JobDates = {
  createdAt: Date;
  approvedAt: Date | null;
  expirationDate: Date | null;
  updatedAt: Date;
};

function createJobDates(rng: Random, now: Date, status: JobStatus): JobDates {
  const minutesAgo = (maxDays: number, minDays = 0) => -rng.nextInt(minDays * 1440, maxDays * 1440);
  if (status === 'ACTIVE' || status === 'STOPPED' || status === 'EXPIRED') {
    // Published ones: approved in the last 60 days (expired ones before that), live for 60 days.
    const approvedAt =
      status === 'EXPIRED'
        ? addMinutes(now, minutesAgo(150, EXPIRY_DAYS + 1))
        : addMinutes(now, minutesAgo(59));
    const createdAt = addMinutes(approvedAt, -rng.nextInt(20, 5 * 1440));
    const expirationDate = addDays(approvedAt, EXPIRY_DAYS);
    const updatedAt = status === 'ACTIVE' ? approvedAt : addMinutes(now, -rng.nextInt(60, 10 * 1440));
    return {
      createdAt,
      approvedAt,
      expirationDate,
      updatedAt: status === 'EXPIRED' ? expirationDate : pickLater(updatedAt, approvedAt),
    };
  }
  const createdAt = addMinutes(now, minutesAgo(20));
  return {
    createdAt,
    approvedAt: null,
    expirationDate: null,
    updatedAt: addMinutes(createdAt, rng.nextInt(0, 120)),
  };
}

function createViews(
  rng: Random,
  now: Date,
  status: JobStatus,
  approvedAt: Date | null,
  isBoosted: boolean,
): number {
  if (!approvedAt) return 0;
  const ageDays = (now.getTime() - approvedAt.getTime()) / DAY_MS;
  const maturity = 0.25 + 0.75 * Math.min(1, ageDays / 45);
  const base = rng.nextSkewed(5_000, 2.6) * maturity * (isBoosted ? 1.6 : 1);
  return Math.min(5_000, Math.round(status === 'ACTIVE' ? base : base * 0.8));
}

type JobText = { input: JobDescriptionInput; draws: JobDescriptionDraws };

function buildJob(rng: Random, now: Date, slot: JobSlot): { job: JobSeed; text: JobText } {
  const { company, status, anchor } = slot;
  const role = slot.role ?? 'fullstackdeveloper';
  const positionType = anchor?.positionType ?? pickPositionType(rng, role, company);
  const title = anchor?.title ?? createJobTitle(rng, role, positionType, company.countryCode);
  const id = rng.createUuid();

  // Most jobs are at the startup's own city; some at another office in the same country.
  const city =
    anchor?.city || rng.rollChance(0.85)
      ? findCity(company.countryCode, company.city)
      : pickCity(rng, company.countryCode);
  const isRemote = !anchor && rng.rollChance(0.2);
  const hasLocation = !isRemote || rng.rollChance(0.5);
  const hasAddress = hasLocation && rng.rollChance(0.9);

  const salary = createSalary(rng, { role, positionType, title, countryCode: company.countryCode });
  const equity = createEquity(rng, positionType);
  const perks = rng.pickSome(
    company.perks,
    positionType === 'fulltime' ? rng.nextInt(2, 4) : rng.nextInt(0, 2),
  );
  const receiveApplicants = anchor ? 'platform' : pickReceiveApplicants(rng, company);
  const applyEmail = receiveApplicants === 'email' ? `jobs@${company.key}.example.com` : null;
  const applyUrl =
    receiveApplicants === 'url' ? `https://${company.key}.example.com/careers/${slugify(title)}` : null;

  const descriptionInput: JobDescriptionInput = {
    companyName: company.name,
    city: city.name,
    whatWeDo: company.whatWeDo,
    companyIntro: describeCompany(company.row.stage, company.industries, company.employees),
    role,
    positionType,
    title,
    countryCode: company.countryCode,
    isRemote,
    hasLocation,
    salary,
    equity,
    applyEmail,
  };

  const dates = createJobDates(rng, now, status);
  const isCurrentBoost = slot.boost === 'current';
  const views = createViews(rng, now, status, dates.approvedAt, isCurrentBoost);
  let boostPaidAt: Date | null = null;
  if (slot.boost && dates.approvedAt) {
    // A boost lasts 30 days from payment: a running one was paid in the last 30 days, after approval.
    const earliest = isCurrentBoost
      ? Math.max(dates.approvedAt.getTime(), now.getTime() - 29 * DAY_MS)
      : dates.approvedAt.getTime();
    const latest = isCurrentBoost
      ? now.getTime()
      : Math.min(now.getTime() - 31 * DAY_MS, earliest + 5 * DAY_MS);
    // A job approved too recently for a finished boost simply has none.
    if (latest >= earliest) boostPaidAt = new Date(earliest + rng.nextFloat() * (latest - earliest));
  }

  // Drawn here, in the demo data's order; the text is written again once the equity terms are known.
  const descriptionDraws = drawJobDescription(rng, descriptionInput);
  const row: JobInsert = {
    id,
    companyId: company.id,
    companyName: company.name,
    title,
    description: composeJobDescription(descriptionInput, descriptionDraws),
    status,
    positionType,
    roles: [role],
    locationLocality: hasLocation ? city.name : null,
    locationCountry: hasLocation ? company.countryCode : null,
    locationAddress: hasAddress ? createStreetAddress(rng, company.countryCode, city) : null,
    isRemote,
    ...salary,
    ...equity,
    perks,
    receiveApplicants,
    applyEmail,
    applyUrl,
    views,
    createdAt: dates.createdAt,
    updatedAt: dates.updatedAt,
    approvedAt: dates.approvedAt,
    expirationDate: dates.expirationDate,
    boostingExpiresAt: boostPaidAt ? addDays(boostPaidAt, 30) : null,
  };
  const job: JobSeed = {
    id,
    company,
    status,
    title,
    receiveApplicants,
    createdAt: dates.createdAt,
    approvedAt: dates.approvedAt,
    views,
    boostPaidAt,
    row,
  };
  return { job, text: { input: descriptionInput, draws: descriptionDraws } };
}

export function buildJobs(rng: Random, now: Date, companies: readonly CompanySeed[]): JobSeed[] {
  seedFakers(3);
  const slots = planJobSlots(rng.fork('plan'), companies);
  const jobRng = rng.fork('jobs');
  const built = slots.map((slot) => buildJob(jobRng, now, slot));
  settleJobsAwaitingPayment(built.map(({ job }) => job));
  // Drawn from their own stream, so these facts never shift the rest of the demo data.
  const factsRng = rng.fork('relocation-and-equity');
  for (const { job, text } of built) {
    Object.assign(job.row, createRelocationAndEquityTerms(factsRng, job.row, job.company.perks));
    // The text names the equity as the header does (from the same facts).
    job.row.description = composeJobDescription(
      { ...text.input, equityInstrument: job.row.equityInstrument ?? null },
      text.draws,
    );
  }
  return built.map(({ job }) => job);
}

/**
 * The plan rule (domain/jobs/plan-room.ts) in the demo data: a startup with more live jobs than the
 * free plan allows runs the Startup plan (commerce.ts), and buying the plan publishes the jobs
 * waiting for payment, so such a startup has none. Its drawn PENDING_PAYMENT jobs stay unpublished
 * drafts instead: both states have the same fields (never approved, no views), so only the status
 * changes and the rest of the demo data does not move.
 */
function settleJobsAwaitingPayment(built: JobSeed[]): void {
  const statusesByCompany = new Map<string, Partial<Record<JobStatus, number>>>();
  for (const job of built) {
    const counts = statusesByCompany.get(job.company.id) ?? {};
    counts[job.status] = (counts[job.status] ?? 0) + 1;
    statusesByCompany.set(job.company.id, counts);
  }
  for (const job of built) {
    if (job.status !== 'PENDING_PAYMENT') continue;
    const jobsByStatus = statusesByCompany.get(job.company.id) ?? {};
    if (decidePlanRoom({ planEndsAt: null, jobsByStatus, now: new Date(0) }).isWithinPlan) continue;
    job.status = 'DRAFT';
    job.row.status = 'DRAFT';
  }
}

/**
 * Daily view counts for the last 30 days of each ACTIVE job: most of a young job's views fall in the
 * window, an older job's less; counts are floored so their sum never exceeds the job's total.
 */
export function buildJobViewsDaily(rng: Random, now: Date, seeds: readonly JobSeed[]): JobViewsDailyInsert[] {
  const today = truncateToDay(now);
  const rows: JobViewsDailyInsert[] = [];
  for (const job of seeds) {
    if (job.status !== 'ACTIVE' || !job.approvedAt || job.views === 0) continue;
    const firstDay = truncateToDay(job.approvedAt);
    const days: Date[] = [];
    for (let back = 0; back < 30; back++) {
      const day = addDays(today, -back);
      if (day >= firstDay) days.push(day);
    }
    const ageDays = (now.getTime() - job.approvedAt.getTime()) / DAY_MS;
    const share =
      ageDays <= 30 ? rng.nextBetween(0.9, 1) : Math.min(1, (30 / ageDays) * rng.nextBetween(0.9, 1.2));
    const inWindow = Math.floor(job.views * share);
    // Views peak in the first days after publishing and taper off.
    const weights = days.map((day) => {
      const daysSinceApproval = (day.getTime() - firstDay.getTime()) / DAY_MS;
      return rng.nextBetween(0.5, 1.5) / (1 + daysSinceApproval / 10);
    });
    const totalWeight = weights.reduce((sum, w) => sum + w, 0);
    days.forEach((day, i) => {
      const count = Math.floor((inWindow * (weights[i] ?? 0)) / totalWeight);
      if (count > 0) rows.push({ jobId: job.id, day: formatIsoDay(day), count });
    });
  }
  return rows;
}

/**
 * What a startup pays equity in: what its equity perk promises ('Warrants for every employee'),
 * else options mostly. Always one draw, so the facts after it stay as they were.
 */
function pickEquityInstrument(
  rng: Random,
  companyPerks: readonly { icon: string; text: string }[],
): 'options' | 'warrants' {
  const drawn = rng.nextFloat() < 0.8 ? 'options' : 'warrants';
  const promise = companyPerks.find((perk) => perk.icon === 'equity')?.text ?? '';
  if (/warrant/i.test(promise)) return 'warrants';
  if (/option/i.test(promise)) return 'options';
  return drawn;
}

/**
 * Visa and relocation facts and equity terms (issue 8): tech roles sponsor work permits more often,
 * and equity comes as options with the usual 4-year vesting and 1-year cliff, sometimes warrants.
 */
function createRelocationAndEquityTerms(
  rng: Random,
  row: JobInsert,
  companyPerks: readonly { icon: string; text: string }[],
): Partial<JobInsert> {
  const isTech = (row.roles ?? []).some((role) =>
    [
      'fullstackdeveloper',
      'frontenddeveloper',
      'backenddeveloper',
      'devops',
      'data',
      'mobiledeveloper',
    ].includes(role),
  );
  const isStudent = row.positionType === 'internship' || row.positionType === 'studentjob';
  const visaSponsorship = !isStudent && rng.nextFloat() < (isTech ? 0.45 : 0.15);
  const hasEquity = row.equityType !== undefined && row.equityType !== 'undisclosed';
  return {
    visaSponsorship,
    relocationHelp: visaSponsorship ? rng.nextFloat() < 0.7 : rng.nextFloat() < 0.05,
    openToNonEu: visaSponsorship || (row.isRemote === true && rng.nextFloat() < 0.4),
    equityInstrument: hasEquity ? pickEquityInstrument(rng, companyPerks) : null,
    equityVestingMonths: hasEquity ? 48 : null,
    equityCliffMonths: hasEquity ? 12 : null,
  };
}
