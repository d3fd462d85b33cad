import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { jobs } from './jobs.ts';

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
    status: text('status').$type<'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED'>().notNull().default('PENDING'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
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
  (t) => [index('company_plans_company_idx').on(t.companyId, t.endsAt)],
);

export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
