import { z } from 'zod';
import { CountryCode } from '../location/countries.ts';

/** A profile's presence per platform (docs/product.md, Platforms and hosts: `{ main: true, impact: false }`). */
export const PlatformFlags = z.object({ main: z.boolean(), impact: z.boolean() });
export type PlatformFlags = z.infer<typeof PlatformFlags>;

export const Platform = z.enum(['main', 'impact']);
export type Platform = z.infer<typeof Platform>;

export const CompanyStatus = z.enum(['DRAFT', 'PUBLISHED']);
export type CompanyStatus = z.infer<typeof CompanyStatus>;

export const CompanyListItem = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  logoImage: z.string().nullable(),
  coverImage: z.string().nullable(),
  whatWeDo: z.string(),
  industries: z.array(z.string()),
  countries: z.array(z.object({ countryCode: CountryCode })),
  city: z.string().nullable(),
  numberOfActiveJobs: z.number().int(),
  numberOfEmployees: z.string().nullable(),
  stage: z.string().nullable(),
  isImpact: z.boolean(),
});
export type CompanyListItem = z.infer<typeof CompanyListItem>;

export const CompanyDetail = CompanyListItem.extend({
  website: z.string().nullable(),
  quote: z.string().nullable(),
  foundedYear: z.number().int().nullable(),
  galleryImages: z.array(z.string()),
  team: z.array(z.object({ name: z.string(), title: z.string(), image: z.string().nullable() })),
  investors: z.array(z.string()),
  perks: z.array(z.object({ icon: z.string(), text: z.string() })),
  keyFigures: z.array(z.object({ name: z.string(), value: z.string() })),
  sdgs: z.array(z.number().int()),
  fundingStage: z.string().nullable(),
  businessModel: z.string().nullable(),
  views: z.number().int(),
  status: CompanyStatus,
  platform: PlatformFlags,
});
export type CompanyDetail = z.infer<typeof CompanyDetail>;
