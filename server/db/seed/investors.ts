import type { CountryCode } from '../../../domain/location/countries.ts';
import type { investors } from '../schema/index.ts';
import type { CompanySeed } from './companies.ts';
import { createPersonName, formatFullName, seedFakers } from './people.ts';
import { addDays, type Random, slugify } from './random.ts';
import {
  INDUSTRIES,
  type INVESTMENT_RANGES,
  type Industry,
  type InvestorCategory,
  SEED_COUNTRY_CODES,
  type StartupStage,
} from './reference-data.ts';

export type InvestorInsert = typeof investors.$inferInsert;

export type InvestorSeed = {
  id: string;
  key: string;
  name: string;
  category: InvestorCategory;
  contactPreference: 'EMAIL' | 'WEBSITE';
  isPublished: boolean;
  row: InvestorInsert;
};

/** Investor profiles the demo users manage. */
export const DEMO_INVESTOR_KEYS = {
  investor: 'fjordline-ventures',
  multiProfile: 'lighthouse-angels-copenhagen',
} as const;

type InvestorProfile = {
  /** Omitted for individual angels, whose names come from the name generator. */
  name?: string;
  category: InvestorCategory;
  countryCode: CountryCode;
  focus: Industry[];
  isDraft?: boolean;
  isImpactOnly?: boolean;
};

// Invented names: none of these is meant to be a real fund.
const INVESTOR_PROFILES: readonly InvestorProfile[] = [
  { name: 'Fjordline Ventures', category: 'vc', countryCode: 'DK', focus: ['saas', 'fintech'] },
  { name: 'Nordkap Capital', category: 'vc', countryCode: 'NO', focus: ['deeptech', 'cleantech'] },
  { name: 'Skerry Ventures', category: 'vc', countryCode: 'SE', focus: ['saas', 'e-commerce'] },
  { name: 'Polar Night Capital', category: 'vc', countryCode: 'FI', focus: ['deeptech', 'gaming'] },
  { name: 'Birchwood Ventures', category: 'vc', countryCode: 'SE', focus: ['healthtech', 'impact'] },
  { name: 'Grey Seal Capital', category: 'vc', countryCode: 'DK', focus: ['foodtech', 'impact'] },
  { name: 'Tundra Partners', category: 'vc', countryCode: 'FI', focus: ['saas', 'mobility'] },
  { name: 'Lodestar Nordic Ventures', category: 'vc', countryCode: 'SE', focus: ['fintech', 'proptech'] },
  { name: 'Kestrel Capital', category: 'vc', countryCode: 'NO', focus: ['mobility', 'cleantech', 'impact'] },
  { name: 'Saltwater Ventures', category: 'vc', countryCode: 'NO', focus: ['foodtech', 'deeptech'] },
  { name: 'Snowline Capital', category: 'vc', countryCode: 'IS', focus: ['saas', 'gaming'] },
  { name: 'Midsummer Ventures', category: 'vc', countryCode: 'SE', focus: ['edtech', 'gaming'] },
  { name: 'Ironwood Nordic Capital', category: 'vc', countryCode: 'DK', focus: ['deeptech', 'healthtech'] },
  {
    name: 'Driftwood Ventures',
    category: 'vc',
    countryCode: 'FI',
    focus: ['e-commerce', 'saas'],
    isDraft: true,
  },
  {
    name: 'Arctic Tern Capital',
    category: 'vc',
    countryCode: 'IS',
    focus: ['cleantech', 'impact'],
    isImpactOnly: true,
  },
  {
    name: 'Lighthouse Angels Copenhagen',
    category: 'angel',
    countryCode: 'DK',
    focus: ['saas', 'fintech', 'healthtech'],
  },
  { name: 'Strait Angels Øresund', category: 'angel', countryCode: 'SE', focus: ['saas', 'e-commerce'] },
  { name: 'Midnight Sun Angels Oslo', category: 'angel', countryCode: 'NO', focus: ['fintech', 'mobility'] },
  {
    name: 'Archipelago Angels Helsinki',
    category: 'angel',
    countryCode: 'FI',
    focus: ['impact', 'cleantech'],
  },
  { name: 'Geyser Angels Reykjavik', category: 'angel', countryCode: 'IS', focus: ['gaming', 'foodtech'] },
  { name: 'West Coast Angel Circle', category: 'angel', countryCode: 'SE', focus: ['deeptech', 'proptech'] },
  { name: 'Heather Angels Aarhus', category: 'angel', countryCode: 'DK', focus: ['edtech', 'saas'] },
  {
    name: 'Equal Table Angels',
    category: 'angel',
    countryCode: 'NO',
    focus: ['healthtech', 'edtech', 'impact'],
  },
  { category: 'angel', countryCode: 'DK', focus: ['fintech', 'saas'] },
  { category: 'angel', countryCode: 'FI', focus: ['gaming', 'e-commerce'] },
  { name: 'Launchdock Accelerator', category: 'accelerator', countryCode: 'DK', focus: ['saas', 'fintech'] },
  {
    name: 'Harbour Labs Accelerator',
    category: 'accelerator',
    countryCode: 'NO',
    focus: ['cleantech', 'mobility'],
  },
  {
    name: 'Northbound Launchpad',
    category: 'accelerator',
    countryCode: 'SE',
    focus: ['saas', 'e-commerce', 'gaming'],
  },
  {
    name: 'Greenhouse Impact Accelerator',
    category: 'accelerator',
    countryCode: 'FI',
    focus: ['impact', 'cleantech', 'foodtech'],
  },
  {
    name: 'Icebreaker Startup Programme',
    category: 'accelerator',
    countryCode: 'IS',
    focus: ['saas', 'deeptech'],
  },
  {
    name: 'Campus Spinout Accelerator',
    category: 'accelerator',
    countryCode: 'SE',
    focus: ['deeptech', 'healthtech'],
  },
  {
    name: 'Foodfront Accelerator',
    category: 'accelerator',
    countryCode: 'DK',
    focus: ['foodtech', 'impact'],
  },
  {
    name: 'Nordenergi Corporate Ventures',
    category: 'corporate',
    countryCode: 'DK',
    focus: ['cleantech', 'deeptech'],
  },
  { name: 'Baltic Freight Ventures', category: 'corporate', countryCode: 'FI', focus: ['mobility', 'saas'] },
  {
    name: 'Skjold Insurance Ventures',
    category: 'corporate',
    countryCode: 'NO',
    focus: ['fintech', 'proptech'],
  },
  { name: 'Polarmed Corporate Venturing', category: 'corporate', countryCode: 'SE', focus: ['healthtech'] },
  { name: 'Fibernet North Ventures', category: 'corporate', countryCode: 'NO', focus: ['saas', 'deeptech'] },
  {
    name: 'Haven Retail Capital',
    category: 'corporate',
    countryCode: 'DK',
    focus: ['e-commerce', 'foodtech'],
  },
  {
    name: 'Kattegat Innovation Fund',
    category: 'public',
    countryCode: 'DK',
    focus: ['deeptech', 'cleantech', 'healthtech'],
  },
  {
    name: 'Arctic Regions Growth Fund',
    category: 'public',
    countryCode: 'NO',
    focus: ['cleantech', 'foodtech', 'impact'],
  },
  {
    name: 'Lakeland Innovation Grants',
    category: 'public',
    countryCode: 'FI',
    focus: ['deeptech', 'edtech'],
  },
  {
    name: 'Westfjords Development Fund',
    category: 'public',
    countryCode: 'IS',
    focus: ['foodtech', 'impact'],
    isImpactOnly: true,
  },
  {
    name: 'Nordic Green Transition Fund',
    category: 'public',
    countryCode: 'SE',
    focus: ['cleantech', 'mobility', 'impact'],
  },
  {
    name: 'Crowdlift Nordic',
    category: 'crowdfunding',
    countryCode: 'SE',
    focus: ['foodtech', 'e-commerce', 'impact'],
  },
  { name: 'Backerby', category: 'crowdfunding', countryCode: 'DK', focus: ['gaming', 'e-commerce'] },
  {
    name: 'Folkfund Invest',
    category: 'crowdfunding',
    countryCode: 'FI',
    focus: ['cleantech', 'proptech'],
    isDraft: true,
  },
  {
    name: 'Lindqvist Family Office',
    category: 'familyoffice',
    countryCode: 'SE',
    focus: ['proptech', 'fintech'],
  },
  {
    name: 'Brandt & Sønner Holding',
    category: 'familyoffice',
    countryCode: 'DK',
    focus: ['foodtech', 'saas'],
  },
  {
    name: 'Aaltonen Family Capital',
    category: 'familyoffice',
    countryCode: 'FI',
    focus: ['deeptech', 'impact'],
  },
  { name: 'Solberg Invest', category: 'familyoffice', countryCode: 'NO', focus: ['mobility', 'cleantech'] },
];

const STAGES_BY_CATEGORY: Record<InvestorCategory, readonly StartupStage[]> = {
  vc: ['seed', 'series-a', 'series-b', 'growth'],
  angel: ['idea', 'pre-seed', 'seed'],
  accelerator: ['idea', 'pre-seed'],
  corporate: ['seed', 'series-a', 'series-b'],
  public: ['idea', 'pre-seed', 'seed'],
  crowdfunding: ['pre-seed', 'seed', 'series-a'],
  familyoffice: ['series-a', 'series-b', 'growth'],
};

const RANGES_BY_CATEGORY: Record<InvestorCategory, readonly (typeof INVESTMENT_RANGES)[number][]> = {
  vc: ['250k-1m', '1m-5m', '5m-plus'],
  angel: ['0-50k', '50k-250k'],
  accelerator: ['0-50k', '50k-250k'],
  corporate: ['250k-1m', '1m-5m'],
  public: ['0-50k', '50k-250k', '250k-1m'],
  crowdfunding: ['50k-250k', '250k-1m'],
  familyoffice: ['1m-5m', '5m-plus'],
};

const PEOPLE_TITLES: Record<InvestorCategory, readonly string[]> = {
  vc: ['Managing Partner', 'Partner', 'Principal', 'Investment Manager'],
  angel: ['Chair', 'Network Manager', 'Lead Angel'],
  accelerator: ['Programme Director', 'Head of Investments', 'Startup Coach'],
  corporate: ['Head of Corporate Venturing', 'Investment Director', 'Venture Partner'],
  public: ['Fund Manager', 'Senior Adviser', 'Head of Programmes'],
  crowdfunding: ['CEO', 'Head of Listings'],
  familyoffice: ['Chief Investment Officer', 'Managing Director'],
};

const CATEGORY_INTROS: Record<InvestorCategory, string> = {
  vc: 'is an early-stage venture capital fund backing ambitious Nordic founders from the first institutional round onwards.',
  angel:
    'brings experienced founders and operators together to invest in, and mentor, companies at the very start.',
  accelerator: 'runs a three-month programme with funding, mentoring and a demo day for early teams.',
  corporate: 'is the venture arm of an industrial group, investing in startups that can become partners.',
  public:
    'is a publicly funded programme that co-invests and gives grants to research-heavy and regional startups.',
  crowdfunding: 'lets thousands of everyday investors buy shares in the startups they believe in.',
  familyoffice: 'invests the capital of a Nordic family with a long horizon and few strings attached.',
};

/**
 * Where an investor invests: its countries, and for some the rest of Europe or the world. Derived
 * from the profile's place in the list, not the random stream, so adding it moved no other seed value.
 */
function investorMarkets(
  category: InvestorCategory,
  index: number,
  countryCodes: readonly string[],
): string[] {
  const wider: string[] = [];
  if ((category === 'vc' || category === 'familyoffice') && index % 4 === 0) wider.push('EUROPE');
  if (category === 'vc' && index % 6 === 1) wider.push('GLOBAL');
  if (category === 'crowdfunding') wider.push('EUROPE');
  return [...countryCodes, ...wider];
}

/** The UN goals (SDGs) an impact investor names, by its focus. */
const SDGS_BY_INDUSTRY: Partial<Record<Industry, readonly number[]>> = {
  cleantech: [7, 13],
  foodtech: [2, 12],
  healthtech: [3],
  edtech: [4],
  mobility: [11],
  proptech: [11],
};

function impactSdgs(focus: readonly Industry[]): number[] {
  const goals = new Set<number>();
  for (const industry of focus) for (const goal of SDGS_BY_INDUSTRY[industry] ?? []) goals.add(goal);
  if (goals.size === 0) goals.add(8);
  return [...goals].sort((a, b) => a - b);
}

function pickPortfolio(
  rng: Random,
  profile: InvestorProfile,
  candidates: readonly CompanySeed[],
): CompanySeed[] {
  const scored = rng.shuffle(candidates).map((company) => {
    const sharedIndustries = company.industries.filter((i) => profile.focus.includes(i)).length;
    const sameCountry = company.countryCode === profile.countryCode ? 1 : 0;
    return { company, score: sharedIndustries * 2 + sameCountry + rng.nextFloat() };
  });
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, rng.nextInt(3, 8)).map((s) => s.company);
}

export type InvestorBuild = {
  investors: InvestorSeed[];
  /** Names of published investors per company id: what the startup page lists under "Investors". */
  investorNamesByCompanyId: Map<string, string[]>;
};

export function buildInvestors(rng: Random, now: Date, companySeeds: readonly CompanySeed[]): InvestorBuild {
  seedFakers(2);
  const published = companySeeds.filter((c) => c.isPublished);
  const investorNamesByCompanyId = new Map<string, string[]>();

  const seeds = INVESTOR_PROFILES.map((profile, index): InvestorSeed => {
    const name = profile.name ?? formatFullName(createPersonName(rng, profile.countryCode));
    const key = slugify(name);
    const id = rng.createUuid();
    const isImpact = profile.focus.includes('impact');
    const isPublished = !profile.isDraft;
    // Individual angels and crowdfunding platforms take pitches through their site.
    const contactPreference =
      profile.category === 'crowdfunding' ||
      (profile.category === 'angel' && !profile.name) ||
      index % 3 === 2
        ? 'WEBSITE'
        : 'EMAIL';
    const otherIndustries = rng.pickSome(
      INDUSTRIES.filter((i) => i !== 'impact' && !profile.focus.includes(i)),
      rng.nextInt(0, 2),
    );
    const countryCodes =
      profile.category === 'vc' && rng.rollChance(0.5)
        ? [...SEED_COUNTRY_CODES]
        : [
            profile.countryCode,
            ...rng.pickSome(
              SEED_COUNTRY_CODES.filter((c) => c !== profile.countryCode),
              rng.nextInt(0, 2),
            ),
          ];
    const portfolio = pickPortfolio(rng, profile, published);
    if (isPublished) {
      for (const company of portfolio) {
        const names = investorNamesByCompanyId.get(company.id) ?? [];
        names.push(name);
        investorNamesByCompanyId.set(company.id, names);
      }
    }
    const titles = PEOPLE_TITLES[profile.category];
    const keyPeople = profile.name
      ? Array.from({ length: rng.nextInt(1, 3) }, () => ({
          name: formatFullName(createPersonName(rng, profile.countryCode)),
          title: rng.pickOne(titles),
        }))
      : [{ name, title: 'Business angel' }];
    const createdAt = addDays(now, -rng.nextInt(30, 900));
    const hasWebsite = contactPreference === 'WEBSITE' || rng.rollChance(0.6);
    const range = rng.pickOne(RANGES_BY_CATEGORY[profile.category]);

    const row: InvestorInsert = {
      id,
      key,
      name,
      category: profile.category,
      website: hasWebsite ? `https://${key}.example.com` : null,
      logoImage: `seed/investors/${key}.png`,
      smallImage: null,
      coverImage: index % 5 === 0 ? `seed/investors/${key}-cover.png` : null,
      keyPeople,
      investments: portfolio.map((c) => ({ name: c.name, companyKey: c.key })),
      contactPreference,
      contactEmail: contactPreference === 'EMAIL' ? `pitch@${key}.example.com` : null,
      industries: [...profile.focus, ...otherIndustries],
      stages: [...STAGES_BY_CATEGORY[profile.category]],
      investmentRangeMin: range,
      investmentRangeMax: range,
      investmentRanges: [range],
      intro: `${name} ${CATEGORY_INTROS[profile.category]} We focus on ${profile.focus.join(', ')}${isImpact ? ' and every investment must show measurable impact' : ''}.`,
      countryCodes,
      markets: investorMarkets(profile.category, index, countryCodes),
      sdgs: isImpact ? impactSdgs(profile.focus) : [],
      views: isPublished ? rng.nextSkewed(6_000, 2.5) : 0,
      status: isPublished ? 'PUBLISHED' : 'DRAFT',
      platform: { main: !profile.isImpactOnly, impact: isImpact },
      createdAt,
      updatedAt: addDays(createdAt, rng.nextInt(0, 20)),
    };
    return { id, key, name, category: profile.category, contactPreference, isPublished, row };
  });

  return { investors: seeds, investorNamesByCompanyId };
}
