import { z } from 'zod';
import { WEBSITE_MESSAGE, WebsiteInput } from '../companies/company-form.schema.ts';
import { DEFAULT_SITE_CONFIG_LISTS } from '../site/site-config-defaults.ts';
import { CAPTCHA_MESSAGE } from '../users/auth.schema.ts';

/**
 * The community program's application (docs/product.md, Content pages: "an application form in a
 * modal (startup or talent), stored and emailed to the team"). Each kind asks its own fields.
 */
export const COMMUNITY_KINDS = ['startup', 'talent'] as const;
export type CommunityKind = (typeof COMMUNITY_KINDS)[number];

export const COMMUNITY_STAGES = DEFAULT_SITE_CONFIG_LISTS.company.stages;

export const COMMUNITY_MESSAGES = {
  kind: 'Please choose whether you apply as a startup or as talent',
  companyName: 'Please enter your company name (at most 120 characters)',
  contactName: 'Please enter your name (at most 120 characters)',
  name: 'Please enter your name (at most 120 characters)',
  email: 'Please enter a valid email address',
  stage: 'Please choose your stage',
  linkedinUrl: 'Please enter your LinkedIn profile address, like linkedin.com/in/your-name',
  role: 'Please enter the role you work in or want (at most 120 characters)',
  why: 'Please tell us why you want to join (at most 2,000 characters)',
} as const;

/**
 * Applications one client may send in the window (times RATE_LIMIT_FACTOR), like the other public
 * forms; the page form and `POST /api/community-program/applications` share the budget (its key).
 */
export const COMMUNITY_APPLICATION_LIMIT = { max: 5, timeWindowMs: 60 * 60 * 1000 };
export const COMMUNITY_APPLICATION_LIMIT_NAME = 'POST /api/community-program/applications';

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

const Email = z
  .string({ error: COMMUNITY_MESSAGES.email })
  .trim()
  .max(254, { error: COMMUNITY_MESSAGES.email })
  .pipe(z.email({ error: COMMUNITY_MESSAGES.email }));

const LinkedinUrl = z
  .string({ error: COMMUNITY_MESSAGES.linkedinUrl })
  .trim()
  .max(300, { error: COMMUNITY_MESSAGES.linkedinUrl })
  .transform((value) => (value && !/^https?:\/\//i.test(value) ? `https://${value}` : value))
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return /(^|\.)linkedin\.com$/i.test(url.hostname) && url.pathname.length > 1;
      } catch {
        return false;
      }
    },
    { error: COMMUNITY_MESSAGES.linkedinUrl },
  );

const stageValues = COMMUNITY_STAGES.map((stage) => stage.value) as [string, ...string[]];

const common = {
  email: Email,
  why: text(2000, COMMUNITY_MESSAGES.why),
  reCaptchaResponse: text(20_000, CAPTCHA_MESSAGE),
};

export const StartupCommunityApplication = z.object({
  kind: z.literal('startup'),
  companyName: text(120, COMMUNITY_MESSAGES.companyName),
  website: WebsiteInput.refine((url) => url !== null, { error: WEBSITE_MESSAGE }),
  contactName: text(120, COMMUNITY_MESSAGES.contactName),
  stage: z.enum(stageValues, { error: COMMUNITY_MESSAGES.stage }),
  ...common,
});

export const TalentCommunityApplication = z.object({
  kind: z.literal('talent'),
  name: text(120, COMMUNITY_MESSAGES.name),
  linkedinUrl: LinkedinUrl,
  role: text(120, COMMUNITY_MESSAGES.role),
  ...common,
});

/** `POST /api/community-program/applications` and the page's form. */
export const CommunityApplicationInput = z.discriminatedUnion(
  'kind',
  [StartupCommunityApplication, TalentCommunityApplication],
  { error: COMMUNITY_MESSAGES.kind },
);
export type CommunityApplicationInput = z.output<typeof CommunityApplicationInput>;

export const CommunityApplicationCreated = z.object({ id: z.uuid(), message: z.string() });

export const COMMUNITY_APPLICATION_THANKS =
  'Thank you for applying. The Nordhub team reads every application and answers within a week.';

export const CommunityApplicationRow = z.object({
  id: z.uuid(),
  kind: z.enum(COMMUNITY_KINDS),
  name: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  website: z.string().nullable(),
  stage: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  role: z.string().nullable(),
  why: z.string(),
  createdAt: z.iso.datetime(),
  handledAt: z.iso.datetime().nullable(),
});
export type CommunityApplicationRow = z.infer<typeof CommunityApplicationRow>;

export const AdminCommunityQuery = z.object({
  status: z.enum(['open', 'handled', 'all']).optional().default('open'),
});
export const AdminCommunityList = z.object({
  applications: z.array(CommunityApplicationRow),
  openCount: z.number().int(),
});
export type AdminCommunityList = z.infer<typeof AdminCommunityList>;
export const CommunityApplicationParams = z.object({ id: z.uuid({ error: 'Application not found' }) });
