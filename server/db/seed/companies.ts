import { BENEFIT_ICONS } from '../../../domain/jobs/job-enums.ts';
import type { CountryCode } from '../../../domain/location/countries.ts';
import type { companies } from '../schema/index.ts';
import { createPersonName, findCity, formatFullName, seedFakers } from './people.ts';
import { addDays, type Random, slugify } from './random.ts';
import {
  BUSINESS_MODELS,
  EMPLOYEE_RANGES,
  type EmployeeRange,
  FUNDING_TYPES_BY_STAGE,
  type Industry,
  PERK_TEXTS,
  type StartupStage,
} from './reference-data.ts';

export type CompanyInsert = typeof companies.$inferInsert;

/** A seeded startup: the row plus the facts other areas build on, typed without nulls. */
export type CompanySeed = {
  id: string;
  key: string;
  name: string;
  countryCode: CountryCode;
  city: string;
  industries: Industry[];
  whatWeDo: string;
  isImpact: boolean;
  isPublished: boolean;
  employees: EmployeeRange;
  perks: { icon: string; text: string }[];
  createdAt: Date;
  row: CompanyInsert;
};

/** Startups the demo users belong to: their pages must show every job state and a full pipeline. */
export const DEMO_COMPANY_KEYS = {
  recruiterDenmark: 'mosegaard-analytics',
  recruiterSweden: 'kodkraft',
  multiProfile: 'fjellpuls',
} as const;

type StartupProfile = {
  name: string;
  countryCode: CountryCode;
  city: string;
  industries: Industry[];
  whatWeDo: string;
  /** On the impact platform only ({ main: false, impact: true }). */
  isImpactOnly?: boolean;
  isDraft?: boolean;
  hasCareerDomain?: boolean;
};

// Invented names: none of these is meant to be a real company.
const STARTUP_PROFILES: readonly StartupProfile[] = [
  // Denmark
  {
    name: 'Kvartal Pay',
    countryCode: 'DK',
    city: 'Copenhagen',
    industries: ['fintech'],
    whatWeDo:
      'We give freelancers invoice financing that pays out the same day a client approves the invoice.',
  },
  {
    name: 'Mosegaard Analytics',
    countryCode: 'DK',
    city: 'Aarhus',
    industries: ['saas', 'deeptech'],
    whatWeDo: 'We build demand forecasting that helps Nordic retailers order exactly what they will sell.',
    hasCareerDomain: true,
  },
  {
    name: 'Lyngvig Bioworks',
    countryCode: 'DK',
    city: 'Copenhagen',
    industries: ['healthtech', 'deeptech'],
    whatWeDo: 'We develop enzyme-based tests that detect sepsis markers from a single drop of blood.',
  },
  {
    name: 'Grøntfoder',
    countryCode: 'DK',
    city: 'Odense',
    industries: ['foodtech', 'impact'],
    whatWeDo: 'We turn brewery side streams into protein-rich ingredients for plant-based food.',
  },
  {
    name: 'Sildeby',
    countryCode: 'DK',
    city: 'Aalborg',
    industries: ['foodtech', 'e-commerce'],
    whatWeDo: 'We connect North Sea fishers directly with restaurants through a daily catch marketplace.',
  },
  {
    name: 'Pixelfjord Games',
    countryCode: 'DK',
    city: 'Copenhagen',
    industries: ['gaming'],
    whatWeDo: 'We make cosy multiplayer games for mobile, led by veteran designers.',
  },
  {
    name: 'Cykelkraft',
    countryCode: 'DK',
    city: 'Copenhagen',
    industries: ['mobility', 'impact'],
    whatWeDo: 'We rent out electric cargo bikes on subscription to families and small businesses.',
  },
  {
    name: 'Bolig Kompas',
    countryCode: 'DK',
    city: 'Aarhus',
    industries: ['proptech'],
    whatWeDo: 'We help tenants and landlords handle move-ins, move-outs and repairs in one app.',
  },
  {
    name: 'Læringsloop',
    countryCode: 'DK',
    city: 'Odense',
    industries: ['edtech'],
    whatWeDo: 'We make adaptive maths practice for primary schools that teachers actually enjoy using.',
  },
  {
    name: 'Vindtal',
    countryCode: 'DK',
    city: 'Aarhus',
    industries: ['cleantech', 'deeptech', 'impact'],
    whatWeDo: 'We predict wind-turbine faults weeks before they happen, from the data turbines already send.',
  },
  {
    name: 'Kurvfuld',
    countryCode: 'DK',
    city: 'Copenhagen',
    industries: ['e-commerce', 'saas'],
    whatWeDo: 'We build a headless checkout for Nordic webshops with local payment methods built in.',
  },
  {
    name: 'Stamtavle',
    countryCode: 'DK',
    city: 'Copenhagen',
    industries: ['saas'],
    whatWeDo: 'We make HR and payroll software for Danish companies with fewer than 200 employees.',
  },
  {
    name: 'Tandhjul Robotics',
    countryCode: 'DK',
    city: 'Odense',
    industries: ['deeptech'],
    whatWeDo: 'We build collaborative robot arms for small manufacturers, programmed by demonstration.',
  },
  {
    name: 'Sundhedsspor',
    countryCode: 'DK',
    city: 'Aarhus',
    industries: ['healthtech'],
    whatWeDo: 'We help people with chronic illness share their home measurements with their clinic.',
  },
  {
    name: 'Madmod',
    countryCode: 'DK',
    city: 'Copenhagen',
    industries: ['foodtech', 'e-commerce'],
    whatWeDo: 'We deliver meal kits made from surplus produce, by cargo bike.',
  },
  {
    name: 'Regnbue Legal',
    countryCode: 'DK',
    city: 'Copenhagen',
    industries: ['saas'],
    whatWeDo: 'We automate contracts for startups and small law firms.',
    isDraft: true,
  },
  {
    name: 'Havblik',
    countryCode: 'DK',
    city: 'Aalborg',
    industries: ['cleantech', 'impact'],
    whatWeDo: 'We make sensors that monitor water quality in harbours and fish farms.',
  },
  {
    name: 'Fondsbro',
    countryCode: 'DK',
    city: 'Copenhagen',
    industries: ['fintech', 'saas'],
    whatWeDo: 'We let startup employees understand, track and exercise their warrants.',
  },
  {
    name: 'Skærmfri',
    countryCode: 'DK',
    city: 'Aarhus',
    industries: ['edtech', 'impact'],
    whatWeDo: 'We run outdoor learning programmes for schools, with a light app for teachers.',
  },
  {
    name: 'Lagerlys',
    countryCode: 'DK',
    city: 'Odense',
    industries: ['saas', 'e-commerce'],
    whatWeDo: 'We build warehouse management for webshops that have outgrown their spreadsheets.',
  },
  // Sweden
  {
    name: 'Granskog Energy',
    countryCode: 'SE',
    city: 'Stockholm',
    industries: ['cleantech'],
    whatWeDo: 'We pool home batteries into a virtual power plant that balances the grid.',
  },
  {
    name: 'Björkpay',
    countryCode: 'SE',
    city: 'Stockholm',
    industries: ['fintech'],
    whatWeDo: 'We give Nordic scale-ups expense cards with spend controls their finance teams love.',
  },
  {
    name: 'Mälarhälsa',
    countryCode: 'SE',
    city: 'Uppsala',
    industries: ['healthtech'],
    whatWeDo: 'We monitor patients at home after heart surgery, so they can leave hospital sooner.',
  },
  {
    name: 'Kodkraft',
    countryCode: 'SE',
    city: 'Malmo',
    industries: ['saas', 'deeptech'],
    whatWeDo: 'We build developer tooling that finds flaky tests and fixes them automatically.',
    hasCareerDomain: true,
  },
  {
    name: 'Sjöbris Foods',
    countryCode: 'SE',
    city: 'Gothenburg',
    industries: ['foodtech'],
    whatWeDo: 'We grow seaweed on the west coast and turn it into snacks and food ingredients.',
  },
  {
    name: 'Spelverket',
    countryCode: 'SE',
    city: 'Malmo',
    industries: ['gaming'],
    whatWeDo: 'We make strategy games for PC and console from our studio in Malmo.',
  },
  {
    name: 'Hemnära',
    countryCode: 'SE',
    city: 'Stockholm',
    industries: ['proptech'],
    whatWeDo: 'We make buying a home digital, with fixed-fee agents and transparent online bidding.',
  },
  {
    name: 'Lärplan',
    countryCode: 'SE',
    city: 'Uppsala',
    industries: ['edtech', 'saas'],
    whatWeDo: 'We build course planning and assessment tools for upper secondary schools.',
  },
  {
    name: 'Ljusflöde',
    countryCode: 'SE',
    city: 'Gothenburg',
    industries: ['deeptech'],
    whatWeDo: 'We design photonic chips for faster and cooler data-centre interconnects.',
  },
  {
    name: 'Cirkulera',
    countryCode: 'SE',
    city: 'Stockholm',
    industries: ['e-commerce', 'impact'],
    whatWeDo: 'We run resale for fashion brands, so their clothes get a second and third life.',
  },
  {
    name: 'Pendla',
    countryCode: 'SE',
    city: 'Gothenburg',
    industries: ['mobility'],
    whatWeDo: 'We pool rides for commuters between suburbs and business parks.',
  },
  {
    name: 'Vårdkedjan',
    countryCode: 'SE',
    city: 'Malmo',
    industries: ['healthtech', 'saas'],
    whatWeDo: 'We make staff scheduling software for care homes and home-care services.',
  },
  {
    name: 'Kassaflöde',
    countryCode: 'SE',
    city: 'Stockholm',
    industries: ['fintech', 'saas'],
    whatWeDo: 'We automate bookkeeping for small businesses and their accountants.',
  },
  {
    name: 'Ängsgård',
    countryCode: 'SE',
    city: 'Lund',
    industries: ['foodtech', 'impact'],
    whatWeDo: 'We measure soil carbon on regenerative farms so food buyers can reward the farmers.',
    isImpactOnly: true,
  },
  {
    name: 'Flinkbud',
    countryCode: 'SE',
    city: 'Malmo',
    industries: ['e-commerce', 'mobility'],
    whatWeDo: 'We give local shops same-day delivery without running their own fleet.',
  },
  {
    name: 'Tankespår',
    countryCode: 'SE',
    city: 'Stockholm',
    industries: ['saas'],
    whatWeDo: 'We build a knowledge base and onboarding tool for remote-first teams.',
  },
  {
    name: 'Vattenverket Labs',
    countryCode: 'SE',
    city: 'Lund',
    industries: ['cleantech', 'deeptech'],
    whatWeDo: 'We develop low-energy membranes that purify water without chemicals.',
  },
  {
    name: 'Kvistra',
    countryCode: 'SE',
    city: 'Stockholm',
    industries: ['gaming', 'edtech'],
    whatWeDo: 'We make language-learning games for children aged four to ten.',
  },
  {
    name: 'Bostadskoll',
    countryCode: 'SE',
    city: 'Gothenburg',
    industries: ['proptech', 'saas'],
    whatWeDo: 'We track energy use and maintenance for housing cooperatives.',
  },
  {
    name: 'Skuggfri',
    countryCode: 'SE',
    city: 'Malmo',
    industries: ['saas'],
    whatWeDo: 'We audit websites and apps for accessibility and tell teams exactly what to fix.',
    isDraft: true,
  },
  // Norway
  {
    name: 'Fjellpuls',
    countryCode: 'NO',
    city: 'Oslo',
    industries: ['healthtech'],
    whatWeDo: 'We guide knee and hip patients through rehabilitation with a wearable and a coach.',
  },
  {
    name: 'Nordlysfinans',
    countryCode: 'NO',
    city: 'Oslo',
    industries: ['fintech'],
    whatWeDo: 'We help young people start saving and investing with small monthly amounts.',
  },
  {
    name: 'Havbruk Data',
    countryCode: 'NO',
    city: 'Bergen',
    industries: ['deeptech', 'foodtech', 'impact'],
    whatWeDo: 'We count and weigh salmon in sea pens with computer vision, cutting feed waste.',
  },
  {
    name: 'Tindekraft',
    countryCode: 'NO',
    city: 'Trondheim',
    industries: ['cleantech', 'impact'],
    whatWeDo: 'We build control systems that let small hydro plants produce green hydrogen.',
  },
  {
    name: 'Bryggeriet Digital',
    countryCode: 'NO',
    city: 'Bergen',
    industries: ['saas'],
    whatWeDo: 'We make booking and point-of-sale software for restaurants and bars.',
  },
  {
    name: 'Skiløype',
    countryCode: 'NO',
    city: 'Trondheim',
    industries: ['gaming'],
    whatWeDo: 'We make winter sports games for mobile, built on real trail data.',
  },
  {
    name: 'Elbilhjelp',
    countryCode: 'NO',
    city: 'Oslo',
    industries: ['mobility', 'saas'],
    whatWeDo: 'We keep charging stations for electric fleets up and running.',
  },
  {
    name: 'Kunnskapsbro',
    countryCode: 'NO',
    city: 'Oslo',
    industries: ['edtech'],
    whatWeDo: 'We match upper secondary students with tutors who studied the same subjects.',
  },
  {
    name: 'Boligbygg Pro',
    countryCode: 'NO',
    city: 'Stavanger',
    industries: ['proptech'],
    whatWeDo: 'We track construction progress with 360-degree photos and automatic floor plans.',
  },
  {
    name: 'Fiskesalg',
    countryCode: 'NO',
    city: 'Bergen',
    industries: ['e-commerce', 'foodtech'],
    whatWeDo: 'We deliver seafood boxes straight from Norwegian coastal fishers to homes.',
  },
  {
    name: 'Sikkerstein',
    countryCode: 'NO',
    city: 'Oslo',
    industries: ['saas', 'deeptech'],
    whatWeDo: 'We monitor industrial control systems for intrusions and failures.',
  },
  {
    name: 'Værhane',
    countryCode: 'NO',
    city: 'Stavanger',
    industries: ['cleantech'],
    whatWeDo: 'We forecast weather windows for offshore wind construction and maintenance.',
  },
  {
    name: 'Lommebok Labs',
    countryCode: 'NO',
    city: 'Oslo',
    industries: ['fintech', 'saas'],
    whatWeDo: 'We build payment infrastructure for marketplaces and platforms.',
  },
  {
    name: 'Fjordfrakt',
    countryCode: 'NO',
    city: 'Trondheim',
    industries: ['mobility', 'impact'],
    whatWeDo: 'We move city freight by electric boat instead of by van.',
  },
  {
    name: 'Grasrot Tech',
    countryCode: 'NO',
    city: 'Oslo',
    industries: ['saas', 'impact'],
    whatWeDo: 'We make fundraising and membership software for NGOs and sports clubs.',
    isImpactOnly: true,
  },
  // Finland
  {
    name: 'Revontuli Systems',
    countryCode: 'FI',
    city: 'Helsinki',
    industries: ['saas'],
    whatWeDo: 'We build observability for data pipelines, so broken dashboards get caught early.',
    hasCareerDomain: true,
  },
  {
    name: 'Kuusi Health',
    countryCode: 'FI',
    city: 'Espoo',
    industries: ['healthtech'],
    whatWeDo: 'We diagnose sleep disorders at home with a clinic-grade wearable.',
  },
  {
    name: 'Sisuraha',
    countryCode: 'FI',
    city: 'Helsinki',
    industries: ['fintech'],
    whatWeDo: 'We pay gig workers instantly when a job is done, not at the end of the month.',
  },
  {
    name: 'Havu Carbon',
    countryCode: 'FI',
    city: 'Tampere',
    industries: ['cleantech', 'impact'],
    whatWeDo: 'We measure forest carbon from satellite and drone data for landowners and buyers.',
  },
  {
    name: 'Pelimylly',
    countryCode: 'FI',
    city: 'Helsinki',
    industries: ['gaming'],
    whatWeDo: 'We make free-to-play puzzle games played by millions every month.',
  },
  {
    name: 'Oppiva',
    countryCode: 'FI',
    city: 'Tampere',
    industries: ['edtech'],
    whatWeDo: 'We build a reading tutor that listens to children read aloud in Finnish and Swedish.',
  },
  {
    name: 'Ruokaketju',
    countryCode: 'FI',
    city: 'Oulu',
    industries: ['foodtech', 'saas'],
    whatWeDo: 'We help school and hospital kitchens measure and cut food waste.',
  },
  {
    name: 'Kiertotalo',
    countryCode: 'FI',
    city: 'Espoo',
    industries: ['proptech', 'impact'],
    whatWeDo: 'We run a marketplace for reused building materials.',
  },
  {
    name: 'Laturi Mobility',
    countryCode: 'FI',
    city: 'Oulu',
    industries: ['mobility'],
    whatWeDo: 'We schedule charging for electric bus fleets so every bus leaves the depot full.',
  },
  {
    name: 'Kvanttikide',
    countryCode: 'FI',
    city: 'Espoo',
    industries: ['deeptech'],
    whatWeDo: 'We build cryogenic control electronics for quantum computers.',
  },
  {
    name: 'Kauppakassi',
    countryCode: 'FI',
    city: 'Helsinki',
    industries: ['e-commerce'],
    whatWeDo: 'We compare grocery prices across stores and order the cheapest basket for you.',
  },
  {
    name: 'Routa Robotics',
    countryCode: 'FI',
    city: 'Oulu',
    industries: ['deeptech', 'mobility'],
    whatWeDo: 'We build autonomous snow-clearing robots for airports and logistics yards.',
  },
  {
    name: 'Lukkoseppä',
    countryCode: 'FI',
    city: 'Helsinki',
    industries: ['saas'],
    whatWeDo: 'We offer password-less sign-in for enterprise apps.',
  },
  {
    name: 'Tähtikartta Analytics',
    countryCode: 'FI',
    city: 'Tampere',
    industries: ['saas'],
    whatWeDo: 'We give subscription businesses customer analytics that predict churn.',
  },
  {
    name: 'Vesihelmi',
    countryCode: 'FI',
    city: 'Turku',
    industries: ['cleantech', 'proptech'],
    whatWeDo: 'We install smart water meters that cut water use in apartment buildings.',
  },
  // Iceland
  {
    name: 'Jökulský',
    countryCode: 'IS',
    city: 'Reykjavik',
    industries: ['saas', 'deeptech'],
    whatWeDo: 'We run a developer-friendly cloud in data centres cooled by Arctic air.',
  },
  {
    name: 'Hraunsaga Games',
    countryCode: 'IS',
    city: 'Reykjavik',
    industries: ['gaming'],
    whatWeDo: 'We make narrative adventure games set in Icelandic myth.',
  },
  {
    name: 'Fiskislóð',
    countryCode: 'IS',
    city: 'Reykjavik',
    industries: ['foodtech', 'deeptech'],
    whatWeDo: 'We trace every fish from catch to plate, so buyers know what they sell.',
  },
  {
    name: 'Orkuvaki',
    countryCode: 'IS',
    city: 'Reykjavik',
    industries: ['cleantech', 'impact'],
    whatWeDo: 'We optimise geothermal heat for greenhouses so they grow more with less energy.',
  },
  {
    name: 'Norðurljós Booking',
    countryCode: 'IS',
    city: 'Akureyri',
    industries: ['saas', 'e-commerce'],
    whatWeDo: 'We build booking and payment software for tour operators.',
  },
  {
    name: 'Heilsuvit',
    countryCode: 'IS',
    city: 'Reykjavik',
    industries: ['healthtech'],
    whatWeDo: 'We turn health-check results into a personal prevention plan and coaching.',
  },
  {
    name: 'Lánabrú',
    countryCode: 'IS',
    city: 'Reykjavik',
    industries: ['fintech'],
    whatWeDo: 'We connect small businesses that need a loan with people who want to lend.',
  },
  {
    name: 'Kolefnisvaki',
    countryCode: 'IS',
    city: 'Reykjavik',
    industries: ['cleantech', 'impact'],
    whatWeDo: 'We monitor carbon stored in basalt so that removals can be verified.',
    isImpactOnly: true,
  },
  {
    name: 'Skólabrú',
    countryCode: 'IS',
    city: 'Akureyri',
    industries: ['edtech'],
    whatWeDo: 'We bring live remote classes to small rural schools.',
  },
  {
    name: 'Vegvísir Mobility',
    countryCode: 'IS',
    city: 'Reykjavik',
    industries: ['mobility'],
    whatWeDo: 'We map road conditions in real time from connected vehicles.',
    isDraft: true,
  },
];

const INDUSTRY_PROBLEMS: Record<Industry, string> = {
  fintech:
    'Money still moves too slowly for the people who depend on it most, and most financial software is built for banks rather than for the people using it.',
  healthtech:
    'Health systems across the Nordics are stretched, and much of the care that happens in hospital today could happen at home with the right tools.',
  cleantech:
    'The energy transition needs far more than new power plants: it needs software and hardware that make the existing grid, buildings and industry smarter.',
  foodtech:
    'A third of all food is wasted on its way from field to fork, while the food system is one of the largest sources of emissions.',
  edtech:
    'Teachers have less time than ever for each pupil, and the tools schools buy rarely fit the way teaching actually works.',
  saas: 'Small and mid-sized companies run on spreadsheets and tools that were never meant to work together.',
  'e-commerce':
    'Online shoppers expect fast, sustainable delivery and a smooth checkout, and smaller shops struggle to keep up with the giants.',
  gaming:
    'Players are hungry for games with heart, and we believe small, senior teams make the most memorable ones.',
  mobility:
    'Transport is one of the hardest sectors to decarbonise, and people still depend on cars where good alternatives are missing.',
  proptech:
    'Buildings account for a large share of energy use, and renting, buying and maintaining them is still full of paperwork.',
  deeptech: 'Some problems cannot be solved with an app: they need years of research, hardware and patience.',
  impact: 'We measure our success in impact as well as revenue, and we report on both.',
};

/** Said only where the team is small (up to 50 people). */
const SMALL_TEAM_QUOTE = 'Small team, big problem, no egos.';

const FOUNDER_QUOTES = [
  'We hire people who are kind, curious and a little stubborn.',
  SMALL_TEAM_QUOTE,
  'We would rather ship something small every week than something big every year.',
  'Everyone here talks to customers, from engineers to the CEO.',
  'We are building the company we always wanted to work at.',
];

const TEAM_TITLES = [
  'COO',
  'Head of Product',
  'Head of Growth',
  'Chief Scientist',
  'Head of Sales',
  'Head of Design',
];

const EMPLOYEE_SENTENCES: Record<EmployeeRange, string> = {
  '1-10': 'We are still a small founding team, so everyone shapes the product and the culture.',
  '11-50':
    'We are a team of a few dozen people from more than ten countries, and English is our working language.',
  '51-200':
    'We have grown to more than fifty people across product, engineering and commercial teams, and English is our working language.',
  '201-500':
    'We are more than two hundred people today, with offices in several Nordic cities and customers across Europe.',
};

/** Stage grows with age: a company founded last year is not at series B. */
function pickStage(rng: Random, ageYears: number): StartupStage {
  if (ageYears <= 1) return rng.pickOne(['idea', 'pre-seed'] as const);
  if (ageYears <= 3) return rng.pickOne(['pre-seed', 'seed', 'seed'] as const);
  if (ageYears <= 6) return rng.pickOne(['seed', 'series-a', 'series-a'] as const);
  return rng.pickOne(['series-a', 'series-b', 'growth'] as const);
}

function pickEmployees(rng: Random, stage: StartupStage): EmployeeRange {
  if (stage === 'idea' || stage === 'pre-seed') return '1-10';
  if (stage === 'seed') return rng.pickOne(['1-10', '11-50', '11-50'] as const);
  if (stage === 'series-a') return rng.pickOne(['11-50', '51-200'] as const);
  return rng.pickOne(EMPLOYEE_RANGES.slice(2));
}

/** A founder's quote that fits the team: a startup of 51 people or more is no small team. */
function pickQuote(rng: Random, employees: EmployeeRange): string {
  const isSmall = employees === '1-10' || employees === '11-50';
  return rng.pickOne(isSmall ? FOUNDER_QUOTES : FOUNDER_QUOTES.filter((q) => q !== SMALL_TEAM_QUOTE));
}

export function createPerks(rng: Random, count: number): { icon: string; text: string }[] {
  return rng
    .pickSome(BENEFIT_ICONS, count)
    .map((icon) => ({ icon, text: rng.pickOne(PERK_TEXTS[icon] ?? [icon]) }));
}

function writeCompanyDescription(
  profile: StartupProfile,
  foundedYear: number,
  employees: EmployeeRange,
): string {
  const problems = profile.industries.map((industry) => INDUSTRY_PROBLEMS[industry]);
  return [
    `${profile.name} was founded in ${profile.city} in ${foundedYear}. ${profile.whatWeDo}`,
    problems.slice(0, 2).join(' '),
    `${EMPLOYEE_SENTENCES[employees]} We work from our office in ${profile.city} most days and from home when it suits.`,
  ].join('\n\n');
}

export function buildCompanies(rng: Random, now: Date): CompanySeed[] {
  seedFakers(1);
  const currentYear = now.getUTCFullYear();
  // About ten startups list a website; spread them over the list instead of taking the first ten.
  const websiteEvery = Math.ceil(STARTUP_PROFILES.length / 10);

  return STARTUP_PROFILES.map((profile, index) => {
    const key = slugify(profile.name);
    const id = rng.createUuid();
    // Fails fast when a curated city is missing from the city list the job locations use.
    findCity(profile.countryCode, profile.city);
    const ageYears = rng.nextInt(0, 11);
    const foundedYear = currentYear - ageYears;
    const stage = pickStage(rng, ageYears);
    const employees = pickEmployees(rng, stage);
    const isImpact = profile.industries.includes('impact');
    const isPublished = !profile.isDraft;
    const perks = createPerks(rng, rng.nextInt(3, 6));
    const teamSize = rng.nextInt(2, 4);
    const team = Array.from({ length: teamSize }, (_, i) => ({
      name: formatFullName(createPersonName(rng, profile.countryCode)),
      title: i === 0 ? 'CEO & Co-founder' : i === 1 ? 'CTO & Co-founder' : rng.pickOne(TEAM_TITLES),
      image: null,
    }));
    // On the platform since before its oldest seeded job (150 days back), and not before founding.
    const createdAt = addDays(now, -rng.nextInt(160, Math.min(1100, 160 + ageYears * 365)));
    const otherCountries = rng.rollChance(0.25)
      ? rng.pickSome(
          (['DK', 'SE', 'NO', 'FI', 'IS'] as const).filter((c) => c !== profile.countryCode),
          rng.nextInt(1, 2),
        )
      : [];

    const row: CompanyInsert = {
      id,
      key,
      name: profile.name,
      website: index % websiteEvery === 1 ? `https://${key}.example.com` : null,
      logoImage: `seed/logos/${key}.png`,
      coverImage: index % 4 === 0 ? `seed/covers/${key}.png` : null,
      galleryImages: [],
      whatWeDo: profile.whatWeDo,
      description: writeCompanyDescription(profile, foundedYear, employees),
      quote: rng.rollChance(0.4) ? pickQuote(rng, employees) : null,
      team,
      investors: [],
      perks,
      industries: profile.industries,
      sdgs: isImpact
        ? rng.pickSome([6, 7, 9, 11, 12, 13, 14, 15], rng.nextInt(1, 3)).sort((a, b) => a - b)
        : [],
      countryCode: profile.countryCode,
      countryCodes: [profile.countryCode, ...otherCountries],
      city: profile.city,
      foundedYear,
      numberOfEmployees: employees,
      stage,
      fundingStage: stage === 'idea' ? 'bootstrapped' : rng.pickOne(FUNDING_TYPES_BY_STAGE[stage]),
      businessModel: rng.pickOne(BUSINESS_MODELS),
      isImpact,
      linkedinId: rng.rollChance(0.5) ? String(rng.nextInt(10_000_000, 99_999_999)) : null,
      status: isPublished ? 'PUBLISHED' : 'DRAFT',
      platform: { main: !profile.isImpactOnly, impact: isImpact },
      careerDomain: profile.hasCareerDomain ? `careers.${key}.localhost` : null,
      // A startup with its own career site lets only that site frame its job-list widget (ADR 030).
      widgetOrigins: profile.hasCareerDomain ? [`https://www.${key}.example.com`] : [],
      // The seeded career domains are verified (docs/product.md, Platforms and hosts), so they serve.
      careerDomainToken: profile.hasCareerDomain ? `nordhub-verify=seed${id.replaceAll('-', '')}` : null,
      careerDomainVerifiedAt: profile.hasCareerDomain ? createdAt : null,
      views: isPublished ? rng.nextSkewed(12_000, 2.5) : 0,
      createdAt,
      updatedAt: addDays(createdAt, rng.nextInt(0, 30)),
    };
    return {
      id,
      key,
      name: profile.name,
      countryCode: profile.countryCode,
      city: profile.city,
      industries: profile.industries,
      whatWeDo: profile.whatWeDo,
      isImpact,
      isPublished,
      employees,
      perks,
      createdAt,
      row,
    };
  });
}

export function findCompany(seeds: readonly CompanySeed[], key: string): CompanySeed {
  const company = seeds.find((c) => c.key === key);
  if (!company) throw new Error(`Seed company ${key} is missing`);
  return company;
}
