import { z } from 'zod';
import { checkbox, choice, optionalInt, requiredText } from '../forms/form-fields.ts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../users/auth.schema.ts';

/**
 * The company's pages (issue 35): editable content pages (`/about`), the startups' FAQ
 * (`/startups/faq`) and the contact form (`/contact`, `POST /api/contact`), as the API, the pages
 * and the back office exchange them.
 */

// ---------------------------------------------------------------------------------------------------
// Contact form

/** What a message is about: the team routes it by this. */
export const CONTACT_TOPICS = [
  'General',
  'Startups and jobs',
  'Talent',
  'Investors',
  'Press',
  'Privacy',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_NAME_MESSAGE = 'Please enter your name (at most 50 characters)';
export const CONTACT_EMAIL_MESSAGE = 'Please enter a valid email address';
export const CONTACT_TOPIC_MESSAGE = 'Please choose what your message is about';
export const CONTACT_MESSAGE_MESSAGE = 'Please write your message (at most 5,000 characters)';
export const CONTACT_CAPTCHA_MESSAGE = 'Please verify you are not a robot';
/** What the sender reads once the message is stored and on its way to the team. */
export const CONTACT_SENT_MESSAGE =
  'Thank you, your message is on its way to the Nordhub team. We answer within two working days.';

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/**
 * The contact form's budget per client: a few messages an hour, shared by `POST /api/contact` and
 * `/contact`'s page action (counted under the route's own name; ADR 026).
 */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindowMs: 60 * 60_000 };
export const CONTACT_LIMIT_NAME = 'POST /api/contact';

export const ContactInput = z.object({
  // docs/product.md, Constants: name and email inputs at most 50.
  name: requiredText(NAME_MAX_LENGTH, CONTACT_NAME_MESSAGE),
  email: z
    .string({ error: CONTACT_EMAIL_MESSAGE })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: CONTACT_EMAIL_MESSAGE })
    .pipe(z.email({ error: CONTACT_EMAIL_MESSAGE })),
  topic: choice(CONTACT_TOPICS, CONTACT_TOPIC_MESSAGE),
  message: requiredText(CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGE_MESSAGE),
  reCaptchaResponse: requiredText(20_000, CONTACT_CAPTCHA_MESSAGE),
});
export type ContactInput = z.infer<typeof ContactInput>;

export const ContactResult = z.object({ id: z.string(), message: z.string() });
export type ContactResult = z.infer<typeof ContactResult>;

/** A contact message as the back office lists it. */
export const AdminContactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  topic: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledByEmail: z.string().nullable(),
});
export type AdminContactMessage = z.infer<typeof AdminContactMessage>;

export const AdminContactMessages = z.object({
  items: z.array(AdminContactMessage),
  waiting: z.number().int().min(0),
});
export type AdminContactMessages = z.infer<typeof AdminContactMessages>;

export const AdminContactParams = z.object({ id: z.uuid({ error: 'Unknown message' }) });

// ---------------------------------------------------------------------------------------------------
// Content pages

/** A page's key is its path segment: lowercase words joined by dashes. */
export const ContentPageKey = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Unknown page' })
  .max(60, { error: 'Unknown page' });

export const ContentPageParams = z.object({ key: ContentPageKey });

/** A published page as visitors see it: the body already rendered on the server (ADR 029). */
export const PublicContentPage = z.object({
  key: z.string(),
  title: z.string(),
  bodyHtml: z.string(),
  metaDescription: z.string(),
  updatedAt: z.string(),
});
export type PublicContentPage = z.infer<typeof PublicContentPage>;

export const PAGE_TITLE_MESSAGE = 'Please enter a title (at most 120 characters)';
export const PAGE_BODY_MESSAGE = 'Please write the page (at most 50,000 characters)';
export const PAGE_META_MESSAGE = 'Please write a description of at most 200 characters';

export const ContentPageUpdate = z.object({
  title: requiredText(120, PAGE_TITLE_MESSAGE),
  body: requiredText(50_000, PAGE_BODY_MESSAGE),
  metaDescription: z.string({ error: PAGE_META_MESSAGE }).trim().max(200, { error: PAGE_META_MESSAGE }),
  isPublished: checkbox,
});
export type ContentPageUpdate = z.infer<typeof ContentPageUpdate>;

export const AdminContentPage = z.object({
  key: z.string(),
  title: z.string(),
  body: z.string(),
  metaDescription: z.string(),
  isPublished: z.boolean(),
  updatedAt: z.string(),
});
export type AdminContentPage = z.infer<typeof AdminContentPage>;

export const AdminContentPages = z.object({ items: z.array(AdminContentPage) });

// ---------------------------------------------------------------------------------------------------
// FAQ

export const FAQ_TOPIC_MESSAGE = 'Please enter a topic (at most 60 characters)';
export const FAQ_QUESTION_MESSAGE = 'Please enter the question (at most 200 characters)';
export const FAQ_ANSWER_MESSAGE = 'Please write the answer (at most 10,000 characters)';
export const FAQ_SORT_MESSAGE = 'Please enter a whole number from 0 to 9999';

export const FaqEntryInput = z.object({
  topic: requiredText(60, FAQ_TOPIC_MESSAGE),
  question: requiredText(200, FAQ_QUESTION_MESSAGE),
  answer: requiredText(10_000, FAQ_ANSWER_MESSAGE),
  sort: optionalInt(0, 9999, FAQ_SORT_MESSAGE).transform((v) => v ?? 0),
  isPublished: checkbox,
});
export type FaqEntryInput = z.infer<typeof FaqEntryInput>;

export const FaqEntryParams = z.object({ id: z.uuid({ error: 'Unknown question' }) });

export const AdminFaqEntry = z.object({
  id: z.string(),
  topic: z.string(),
  question: z.string(),
  answer: z.string(),
  sort: z.number().int(),
  isPublished: z.boolean(),
  updatedAt: z.string(),
});
export type AdminFaqEntry = z.infer<typeof AdminFaqEntry>;
export const AdminFaqEntries = z.object({ items: z.array(AdminFaqEntry) });

/** The public FAQ: topics in the order of their first question, each with its questions. */
export const PublicFaq = z.object({
  topics: z.array(
    z.object({
      topic: z.string(),
      entries: z.array(z.object({ id: z.string(), question: z.string(), answerHtml: z.string() })),
    }),
  ),
});
export type PublicFaq = z.infer<typeof PublicFaq>;
