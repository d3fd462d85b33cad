import type { JobStatus } from '../../../domain/jobs/job-enums.ts';
import { BOOST_DAYS } from '../../../domain/jobs/job-lifecycle.ts';
import { decidePlanRoom } from '../../../domain/jobs/plan-room.ts';
import { DEFAULT_PLAN_PRICES, findPriceForCountry } from '../../../domain/pricing/price-for-country.ts';
import { computeIncludedVat, DEFAULT_VAT_RATES_BP } from '../../../domain/pricing/vat.ts';
import type { companyPlans, jobBoosts, payments, prices, products } from '../schema/index.ts';
import type { CompanySeed } from './companies.ts';
import type { JobSeed } from './jobs.ts';
import { addDays, addMinutes, type Random } from './random.ts';

export type ProductInsert = typeof products.$inferInsert;
export type PriceInsert = typeof prices.$inferInsert;
export type PaymentInsert = typeof payments.$inferInsert;
export type CompanyPlanInsert = typeof companyPlans.$inferInsert;
export type JobBoostInsert = typeof jobBoosts.$inferInsert;

export type CommerceBuild = {
  products: ProductInsert[];
  prices: PriceInsert[];
  payments: PaymentInsert[];
  companyPlans: CompanyPlanInsert[];
  /** One per paid boost: what the boost reports count as boosted days. */
  jobBoosts: JobBoostInsert[];
};

const PRODUCT_DEFINITIONS = [
  { key: 'PLAN_YEARLY', name: 'Startup plan', hasPrices: true },
  { key: 'BOOST', name: 'Job boost', hasPrices: true },
  { key: 'HEADHUNTER', name: 'Scout', hasPrices: false },
] as const;

const PLAN_DAYS = 365;

/**
 * Products, the product's price table (boost seeded equal to the plan, per docs/product.md, Boosts), and
 * the paid history that explains the seeded jobs: a startup with more than one live job has a plan,
 * a startup with a job waiting for payment has a plan that lapsed a few days ago, and every boost was
 * paid for. Every startup obeys the plan rule (`decidePlanRoom`): the build fails otherwise.
 */
export function buildCommerce(
  rng: Random,
  now: Date,
  companies: readonly CompanySeed[],
  jobs: readonly JobSeed[],
): CommerceBuild {
  const productCreatedAt = addDays(now, -400);
  const productRows: ProductInsert[] = [];
  const priceRows: PriceInsert[] = [];
  for (const definition of PRODUCT_DEFINITIONS) {
    const productId = rng.createUuid();
    productRows.push({
      id: productId,
      key: definition.key,
      name: definition.name,
      isEnabled: true,
      createdAt: productCreatedAt,
    });
    if (!definition.hasPrices) continue;
    for (const price of DEFAULT_PLAN_PRICES) {
      priceRows.push({
        id: rng.createUuid(),
        productId,
        countryCode: price.countryCode,
        amount: price.amount,
        currency: price.currency,
        vatRateBp: DEFAULT_VAT_RATES_BP[price.countryCode] ?? 0,
      });
    }
  }

  const paymentRows: PaymentInsert[] = [];
  const planRows: CompanyPlanInsert[] = [];
  const addPayment = (company: CompanySeed, productKey: string, paidAt: Date, jobId: string | null) => {
    const price = findPriceForCountry(DEFAULT_PLAN_PRICES, company.countryCode);
    // The VAT the seeded price row carries (the same table the checkout reads).
    const vatRateBp = DEFAULT_VAT_RATES_BP[price.countryCode] ?? 0;
    const id = rng.createUuid();
    paymentRows.push({
      id,
      companyId: company.id,
      jobId,
      productKey,
      amount: price.amount,
      currency: price.currency,
      vatRateBp,
      vatAmount: computeIncludedVat(price.amount, vatRateBp),
      provider: 'local',
      providerRef: `seed_${productKey.toLowerCase()}_${paymentRows.length + 1}`,
      status: 'PAID',
      metadata: { source: 'demo-seed' },
      createdAt: addMinutes(paidAt, -rng.nextInt(1, 15)),
      paidAt,
      // History: its receipt went out when it was paid.
      receiptSentAt: paidAt,
    });
    return id;
  };

  for (const company of companies) {
    if (!company.isPublished) continue;
    const own = jobs.filter((j) => j.company.id === company.id);
    const liveCount = own.filter((j) => j.status === 'ACTIVE' || j.status === 'STOPPED').length;
    const isWaitingForPayment = own.some((j) => j.status === 'PENDING_PAYMENT');
    if (liveCount <= 1 && !isWaitingForPayment) continue;
    const endsAt = isWaitingForPayment
      ? addDays(now, -rng.nextInt(1, 3))
      : addDays(now, rng.nextInt(PLAN_DAYS - 330, PLAN_DAYS - 60));
    const startsAt = addDays(endsAt, -PLAN_DAYS);
    const jobsByStatus: Partial<Record<JobStatus, number>> = {};
    for (const job of own) jobsByStatus[job.status] = (jobsByStatus[job.status] ?? 0) + 1;
    const room = decidePlanRoom({ planEndsAt: endsAt, jobsByStatus, now });
    if (!room.isWithinPlan || (room.plan === 'STARTUP' && room.jobsAwaitingPayment > 0)) {
      throw new Error(
        `The demo startup ${company.key} breaks the plan rule: ${JSON.stringify(jobsByStatus)}`,
      );
    }
    const paymentId = addPayment(company, 'PLAN_YEARLY', startsAt, null);
    planRows.push({
      id: rng.createUuid(),
      companyId: company.id,
      paymentId,
      startsAt,
      endsAt,
      createdAt: startsAt,
    });
  }

  const boostRows: JobBoostInsert[] = [];
  for (const job of jobs) {
    if (!job.boostPaidAt) continue;
    const paymentId = addPayment(job.company, 'BOOST', job.boostPaidAt, job.id);
    const price = findPriceForCountry(DEFAULT_PLAN_PRICES, job.company.countryCode);
    boostRows.push({
      id: rng.createUuid(),
      jobId: job.id,
      paymentId,
      startsAt: job.boostPaidAt,
      endsAt: addDays(job.boostPaidAt, BOOST_DAYS),
      amount: price.amount,
      currency: price.currency,
      createdAt: job.boostPaidAt,
    });
  }

  return {
    products: productRows,
    prices: priceRows,
    payments: paymentRows,
    companyPlans: planRows,
    jobBoosts: boostRows,
  };
}
