import type { ProfileEntry, ProfileType } from './user.schema.ts';

/**
 * What people read for each kind of profile (docs/product.md, Profiles and roles and Data: company shown as Startup, applicant as
 * Talent), in the header's profile switcher and the portal: never the stored type itself.
 */
export const PROFILE_TYPE_LABELS = {
  company: 'Startup',
  investor: 'Investor',
  applicant: 'Talent',
} as const satisfies Record<ProfileType, string>;

export type ProfileSource = {
  key: string;
  name: string;
  status: 'DRAFT' | 'PUBLISHED';
  platform: { main: boolean; impact: boolean };
  image: string | null;
  description: string;
  /** Startups: the professional-network organisation id, if connected. */
  linkedinId?: string | null;
};

/**
 * The user's profiles on one platform (docs/product.md, After authentication and Permissions): startups and investors whose platform flag is
 * on, and the talent profile (shared by both platforms). Drafts link to their form.
 */
export function buildProfileEntries(input: {
  platform: 'main' | 'impact';
  companies: ProfileSource[];
  investors: ProfileSource[];
  applicant: { enabled: boolean } | null;
  fullName: string;
}): ProfileEntry[] {
  const entries: ProfileEntry[] = [];
  for (const company of input.companies) {
    if (!company.platform[input.platform]) continue;
    const isDraft = company.status === 'DRAFT';
    entries.push({
      type: 'company',
      id: `company:${company.key}`,
      key: company.key,
      name: company.name,
      typeLabel: PROFILE_TYPE_LABELS.company,
      link: isDraft ? `/client/startups/${company.key}/edit` : `/client/startups/${company.key}`,
      imageLink: company.image,
      description: company.description,
      isDraft,
      hasProfessionalNetworkId: Boolean(company.linkedinId),
    });
  }
  for (const investor of input.investors) {
    if (!investor.platform[input.platform]) continue;
    const isDraft = investor.status === 'DRAFT';
    entries.push({
      type: 'investor',
      id: `investor:${investor.key}`,
      key: investor.key,
      name: investor.name,
      typeLabel: PROFILE_TYPE_LABELS.investor,
      link: isDraft ? `/client/investors/${investor.key}/edit` : `/client/investors/${investor.key}`,
      imageLink: investor.image,
      description: investor.description,
      isDraft,
    });
  }
  if (input.applicant?.enabled) {
    entries.push({
      type: 'applicant',
      id: 'applicant',
      key: 'applicant',
      name: input.fullName,
      typeLabel: PROFILE_TYPE_LABELS.applicant,
      link: '/client/my-jobs',
      imageLink: null,
      description: 'Find jobs, save them and apply with quick apply',
      isDraft: false,
    });
  }
  return entries;
}

/**
 * docs/product.md, Profile selection profile selection: a single profile is selected automatically; otherwise the one chosen
 * with Switch profile in this browser, then the saved one (user.profile), when still among the
 * entries. The browser's choice is cleared at login and at logout, so a login loads the saved
 * profile as docs/product.md, Profile selection, says, and a switch without 'Remember my choice' still takes effect until the
 * next logout (with the saved one first, such a switch would do nothing).
 */
export function selectProfile(
  entries: ProfileEntry[],
  saved: string | null,
  remembered: string | null | undefined,
): ProfileEntry | null {
  if (entries.length === 1) return entries[0] ?? null;
  return entries.find((e) => e.id === remembered) ?? entries.find((e) => e.id === saved) ?? null;
}
