import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Single-use keys sent by email (verify an address, reset a password, confirm a new address).
 * Only a SHA-256 of the key is stored; the key itself exists only in the link.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify_email' | 'reset_password'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** For an email change: the address being verified. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_unique').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId),
  ],
);

/** Captcha challenges already used: a solved challenge is accepted once. */
export const usedCaptchaChallenges = pgTable('used_captcha_challenges', {
  challengeHash: text('challenge_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Every mail the app sends, as a durable queue (issue 10): a request only writes the row (in its own
 * transaction when it has one) and answers at once; a worker delivers queued rows over SMTP with
 * retries and backoff and marks each sent once. Without SMTP (development), the stored row is the
 * delivery, shown by the outbox page.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** What the mail is about, e.g. 'verify_email', for tests and support. */
    kind: text('kind').notNull(),
    transport: text('transport').$type<'smtp' | 'outbox'>().notNull(),
    /** queued → sending → sent; failed after the last attempt; stored: the outbox is the delivery. */
    status: text('status')
      .$type<'queued' | 'sending' | 'sent' | 'failed' | 'stored'>()
      .notNull()
      .default('sent'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** When a worker claimed it: a claim older than the lease is taken again (the worker died). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The SMTP server's answer code or the error's name (never an address or a body). */
    lastError: text('last_error'),
    messageId: text('message_id'),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** Files sent with the mail, by storage key (the bytes stay in file storage). */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; storageKey: string }[]>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_emails_created_idx').on(t.createdAt),
    index('outbox_emails_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * Failed sign-ins per account (by a hash of the lower-cased address, so unknown addresses cost the
 * same and no address is stored): the per-account brute-force limit counts the last hour's rows.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    emailHash: text('email_hash').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_email_at_idx').on(t.emailHash, t.at)],
);
