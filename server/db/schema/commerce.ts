import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { jobs } from './jobs.ts';
import { users } from './users.ts';

/** Sellable products (PLAN_YEARLY, BOOST) and site features (HEADHUNTER) an admin switches on. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('products_key_unique').on(t.key)],
);

/** Price per product and country code (a Nordic code, 'EU' or 'OTHER'); amounts in minor units. */
export const prices = pgTable(
  'prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** VAT included in `amount`, in basis points (2500 = 25 %); 0 where the buyer accounts for it. */
    vatRateBp: integer('vat_rate_bp').notNull().default(0),
  },
  (t) => [uniqueIndex('prices_product_country_unique').on(t.productId, t.countryCode)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    productKey: text('product_key').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    /** The provider's checkout/session id: one payment per provider reference. */
    providerRef: text('provider_ref').notNull(),
    status: text('status')
      .$type<'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED' | 'REFUNDED'>()
      .notNull()
      .default('PENDING'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /** VAT included in `amount` (minor units) and its rate in basis points, for the receipt. */
    vatAmount: integer('vat_amount').notNull().default(0),
    vatRateBp: integer('vat_rate_bp').notNull().default(0),
    /** The member who started the checkout: the receipt goes to them. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The provider's checkout page for this payment. */
    checkoutUrl: text('checkout_url'),
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A refund through the payment adapter (back office): how much, the provider's refund id, when. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    refundRef: text('refund_ref'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_unique').on(t.provider, t.providerRef),
    index('payments_company_idx').on(t.companyId),
  ],
);

/** Startup plans bought: unlimited active jobs until `endsAt`. */
export const companyPlans = pgTable(
  'company_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_plans_company_idx').on(t.companyId, t.endsAt),
    uniqueIndex('company_plans_payment_unique').on(t.paymentId),
  ],
);

/**
 * Provider events already handled (webhooks): the row is written in the same transaction as the
 * event's effect, so a repeated, concurrent or late delivery of one event changes nothing twice.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Boosts bought: the job is boosted from `startsAt` to `endsAt` (30 days; a boost of a boosted job starts at its end). */
export const jobBoosts = pgTable(
  'job_boosts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_boosts_job_idx').on(t.jobId, t.startsAt),
    uniqueIndex('job_boosts_payment_unique').on(t.paymentId),
  ],
);

export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
