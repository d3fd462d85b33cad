import type { SiteConfigLists } from '../site/site-config.schema.ts';

/**
 * The site configuration's lists a startup profile chooses from, and the labels people see for the
 * stored codes: pages never show a raw code such as 'series-a'. Zod-free, so the startup page's
 * browser bundle can use it.
 */

export type Choice = { value: string; text: string };

export type ProfileChoiceLists = {
  countries: Choice[];
  industries: Choice[];
  sdgs: { value: number; text: string }[];
  perks: { icon: string; text: string }[];
  stages: Choice[];
  fundingStages: Choice[];
  businessModels: Choice[];
  numberOfEmployees: Choice[];
  keyFigureNames: Choice[];
};

export function profileChoicesFromConfig(
  lists: Pick<SiteConfigLists, 'site' | 'industries' | 'sdgs' | 'company'>,
) {
  return {
    countries: lists.site.countries,
    industries: lists.industries,
    sdgs: lists.sdgs,
    perks: lists.company.perks,
    stages: lists.company.stages,
    fundingStages: lists.company.fundingStages,
    businessModels: lists.company.businessModels,
    numberOfEmployees: lists.company.numberOfEmployees,
    keyFigureNames: lists.company.keyFigureNames,
  } satisfies ProfileChoiceLists;
}

/** The stored facts of a profile that carry codes. */
export type ProfileCodes = {
  countries: { countryCode: string }[];
  industries: string[];
  sdgs: number[];
  stage: string | null;
  fundingStage: string | null;
  businessModel: string | null;
  numberOfEmployees: string | null;
  keyFigures: { name: string; value: string }[];
};

export type ProfileLabels = {
  countries: string[];
  industries: string[];
  sdgs: { value: number; text: string }[];
  stage: string | null;
  fundingStage: string | null;
  businessModel: string | null;
  numberOfEmployees: string | null;
  keyFigures: { name: string; value: string }[];
};

function label(options: readonly Choice[], code: string | null): string | null {
  if (code === null) return null;
  return options.find((o) => o.value === code)?.text ?? null;
}

function labels(options: readonly Choice[], codes: readonly string[]): string[] {
  return codes.map((code) => label(options, code)).filter((text): text is string => text !== null);
}

/**
 * The labels of a profile's codes in the configuration's order of the profile. A code the
 * configuration no longer lists (an admin removed it) is left out rather than shown raw.
 */
export function describeProfile(profile: ProfileCodes, lists: ProfileChoiceLists): ProfileLabels {
  return {
    countries: labels(
      lists.countries,
      profile.countries.map((c) => c.countryCode),
    ),
    industries: labels(lists.industries, profile.industries),
    sdgs: profile.sdgs
      .map((goal) => lists.sdgs.find((o) => o.value === goal))
      .filter((o): o is { value: number; text: string } => o !== undefined),
    stage: label(lists.stages, profile.stage),
    fundingStage: label(lists.fundingStages, profile.fundingStage),
    businessModel: label(lists.businessModels, profile.businessModel),
    numberOfEmployees: label(lists.numberOfEmployees, profile.numberOfEmployees),
    keyFigures: profile.keyFigures.flatMap((figure) => {
      const name = label(lists.keyFigureNames, figure.name);
      return name === null ? [] : [{ name, value: figure.value }];
    }),
  };
}
