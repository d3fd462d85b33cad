/**
 * The back office's Payments over HTTP (issue 32), on both backends: every checkout listed newest
 * first and filtered by startup and state; a refund goes through the payment adapter first, then
 * records itself with its audit row in one transaction. A full refund of a boost ends the boost at
 * once (the job leaves the featured list), a refund larger than what is left, of nothing, or of a
 * payment that is not paid is refused and changes nothing, and when the provider refuses nothing is
 * written either. The Stripe adapter's refund runs against the local fake of Stripe's API.
 */
import crypto from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPaymentDetail, AdminPaymentList } from '#domain/admin/admin-payments.schema.ts';
import { PaymentView } from '#domain/pricing/payment.schema.ts';
import {
  deriveLocalWebhookSecret,
  LOCAL_SIGNATURE_HEADER,
} from '#server/adapters/payments/local-provider.ts';
import { RefundRefusedError } from '#server/adapters/payments/payment-provider.ts';
import { createStripePaymentProvider } from '#server/adapters/payments/stripe-provider.ts';
import { signWebhookPayload } from '#server/adapters/payments/webhook-signature.ts';
import { adminAuditLog, companyPlans, jobBoosts, jobs, payments } from '#server/db/schema/index.ts';
import {
  addCompanyMember,
  type CompanyRow,
  insertCompany,
  insertJob,
  insertUser,
  type JobRow,
  type UserRow,
} from '#tests/helpers/factories.ts';
import { type FakeStripe, startFakeStripe } from '#tests/helpers/fake-stripe.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient, type SessionClient, signedInClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

type Member = { company: CompanyRow; user: UserRow; client: SessionClient };
type PaymentRow = typeof payments.$inferSelect;

async function newMember(t: TestApp, name: string, countryCode = 'DK'): Promise<Member> {
  const company = await insertCompany(t.deps.db, { name, countryCode, countryCodes: [countryCode] });
  const user = await insertUser(t.deps.db);
  await addCompanyMember(t.deps.db, company, user);
  return { company, user, client: await signedInClient(t.app, user) };
}

async function auditRowsOf(t: TestApp, paymentId: string) {
  return t.deps.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.objectType, 'payment'), eq(adminAuditLog.objectId, paymentId)));
}

async function auditCount(t: TestApp): Promise<number> {
  const [row] = await t.deps.db.select({ n: count() }).from(adminAuditLog);
  return row?.n ?? 0;
}

async function reload(t: TestApp, paymentId: string): Promise<PaymentRow> {
  const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!row) throw new Error('payment vanished');
  return row;
}

async function jobOf(t: TestApp, jobId: string) {
  const [row] = await t.deps.db.select().from(jobs).where(eq(jobs.id, jobId));
  if (!row) throw new Error('job vanished');
  return row;
}

describe.each(BACKENDS)('back office payments with the local test provider [%s]', (backend) => {
  let t: TestApp;
  let admin: SessionClient;
  let adminUser: UserRow;

  beforeAll(async () => {
    t = await createTestApp({ backend });
    adminUser = await insertUser(t.deps.db, { isAdmin: true });
    admin = await signedInClient(t.app, adminUser as UserRow & { password: string });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The member's checkout of `product` for `job`: a PENDING payment. */
  async function checkout(member: Member, job: JobRow, product: 'plan' | 'boost'): Promise<PaymentRow> {
    const response = await member.client.get(`/api/jobs/${job.id}/checkout?product=${product}`);
    expect(response.statusCode, response.body).toBe(303);
    const ref = String(response.headers.location).split('/').pop() ?? '';
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.providerRef, ref));
    if (!row) throw new Error('no payment');
    return row;
  }

  /** The provider's signed "completed" event for a checkout, delivered to our webhook: PAID. */
  async function pay(payment: PaymentRow): Promise<PaymentRow> {
    const body = JSON.stringify({
      id: `evt_test_${crypto.randomBytes(8).toString('hex')}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: payment.providerRef, object: 'checkout.session', payment_status: 'paid' } },
    });
    const secret = deriveLocalWebhookSecret(t.app.deps.appSecret as string);
    const timestamp = Math.floor(t.deps.now().getTime() / 1000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/local',
      headers: {
        'content-type': 'application/json',
        [LOCAL_SIGNATURE_HEADER]: signWebhookPayload(secret, body, timestamp),
      },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    const paid = await reload(t, payment.id);
    expect(paid.status).toBe('PAID');
    return paid;
  }

  async function featuredIds(): Promise<string[]> {
    const response = await createSessionClient(t.app).get('/api/jobs/featured');
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().featuredJobs as { id: string }[]).map((job) => job.id);
  }

  function refund(paymentId: string, body: unknown) {
    return admin.post(`/api/admin/payments/${paymentId}/refund`, body);
  }

  describe('GET /api/admin/payments', () => {
    it('lists every checkout newest first, by startup name or key and by state', async () => {
      const member = await newMember(t, `Kassaflöde ${crypto.randomBytes(3).toString('hex')}`);
      const other = await newMember(t, `Andetbolag ${crypto.randomBytes(3).toString('hex')}`);
      const job = await insertJob(t.deps.db, member.company);
      const otherJob = await insertJob(t.deps.db, other.company);
      const first = await pay(await checkout(member, job, 'boost'));
      t.setNow(new Date(t.deps.now().getTime() + 60_000));
      const pending = await checkout(member, job, 'boost');
      await checkout(other, otherJob, 'boost');

      const byName = parseJson(
        await admin.get(
          `/api/admin/payments?company=${encodeURIComponent(member.company.name.slice(0, 12))}`,
        ),
        AdminPaymentList,
      );
      expect(byName.items.map((item) => item.id)).toEqual([pending.id, first.id]);
      expect(byName).toMatchObject({ total: 2, page: 1, perPage: 25 });
      expect(byName.items[1]).toMatchObject({
        status: 'PAID',
        productKey: 'BOOST',
        productName: 'Job boost',
        company: { key: member.company.key, name: member.company.name },
        job: { id: job.id, title: job.title },
        amount: 59_900,
        currency: 'DKK',
        formattedAmount: '599 DKK',
        refundedAmount: 0,
        refundedAt: null,
      });
      expect(byName.items[1]?.paidAt).not.toBeNull();
      expect(byName.items[0]).toMatchObject({ status: 'PENDING', paidAt: null });

      const byKeyAndState = parseJson(
        await admin.get(`/api/admin/payments?company=${member.company.key}&status=paid`),
        AdminPaymentList,
      );
      expect(byKeyAndState.items.map((item) => item.id)).toEqual([first.id]);
      const refunded = parseJson(
        await admin.get(`/api/admin/payments?company=${member.company.key}&status=REFUNDED`),
        AdminPaymentList,
      );
      expect(refunded.items).toEqual([]);
      const all = parseJson(await admin.get('/api/admin/payments'), AdminPaymentList);
      expect(all.total).toBeGreaterThanOrEqual(3);
      expect(all.items.map((item) => item.createdAt)).toEqual(
        [...all.items.map((item) => item.createdAt)].sort().reverse(),
      );
    });

    it('refuses an unknown state or page with 422 and field errors', async () => {
      const body = expectError(await admin.get('/api/admin/payments?status=lost&page=0'), 422, 'VALIDATION');
      expect(Object.keys(body.fieldErrors ?? {}).sort()).toEqual(['page', 'status']);
    });

    it('opens one payment with what it bought; an unknown id is 404', async () => {
      const member = await newMember(t, 'Öppna AB');
      const job = await insertJob(t.deps.db, member.company);
      const paid = await pay(await checkout(member, job, 'boost'));
      const detail = parseJson(await admin.get(`/api/admin/payments/${paid.id}`), AdminPaymentDetail);
      expect(detail).toMatchObject({
        id: paid.id,
        status: 'PAID',
        provider: 'local',
        providerRef: paid.providerRef,
        buyerEmail: member.user.email,
        refundableAmount: 59_900,
        refundRef: null,
        vatLine: 'VAT 25% included: 119.80 DKK',
        purchase: { kind: 'boost', endsAt: (await jobOf(t, job.id)).boostingExpiresAt?.toISOString() },
      });
      expectError(await admin.get(`/api/admin/payments/${crypto.randomUUID()}`), 404, 'NOT_FOUND');
      expectError(await admin.get('/api/admin/payments/not-an-id'), 422, 'VALIDATION');
    });
  });

  describe('POST /api/admin/payments/{id}/refund', () => {
    it('refunds a paid boost in full: REFUNDED, the boost ends now, the job leaves the featured list, one audit row', async () => {
      const member = await newMember(t, 'Återbetalning AB');
      const job = await insertJob(t.deps.db, member.company);
      const paid = await pay(await checkout(member, job, 'boost'));
      expect((await jobOf(t, job.id)).boostingExpiresAt?.getTime()).toBeGreaterThan(t.deps.now().getTime());
      expect(await featuredIds()).toContain(job.id);

      const response = await refund(paid.id, { reason: 'Bought twice by mistake' });
      const detail = parseJson(response, AdminPaymentDetail);
      const now = t.deps.now();
      expect(detail).toMatchObject({
        status: 'REFUNDED',
        refundedAmount: 59_900,
        refundableAmount: 0,
        formattedRefundedAmount: '599 DKK',
        refundedAt: now.toISOString(),
        purchase: { kind: 'boost', endsAt: now.toISOString() },
      });
      expect(detail.refundRef).toMatch(/^lre_[0-9a-f]{40}$/);
      const row = await reload(t, paid.id);
      expect(row).toMatchObject({ status: 'REFUNDED', refundedAmount: 59_900, refundRef: detail.refundRef });
      expect((await jobOf(t, job.id)).boostingExpiresAt).toEqual(now);
      const [boost] = await t.deps.db.select().from(jobBoosts).where(eq(jobBoosts.paymentId, paid.id));
      expect(boost?.endsAt).toEqual(now);
      expect(await featuredIds()).not.toContain(job.id);
      // The member's own view of the payment says so too.
      const view = parseJson(
        await member.client.get(`/api/companies/${member.company.key}/payments/${paid.id}`),
        PaymentView,
      );
      expect(view).toMatchObject({ status: 'REFUNDED', boostEndsAt: now.toISOString() });

      const audit = await auditRowsOf(t, paid.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorUserId: adminUser.id,
        actorEmail: adminUser.email,
        action: 'payment.refund',
        objectType: 'payment',
        objectId: paid.id,
        objectLabel: 'Job boost · Återbetalning AB · 599 DKK',
        reason: 'Bought twice by mistake',
        before: { status: 'PAID', refundedAmount: 0, jobId: job.id },
        after: { status: 'REFUNDED', refundedAmount: 59_900, refundRef: detail.refundRef, refund: '599 DKK' },
      });

      // Nothing is left: a second refund is refused and writes nothing.
      const before = await auditCount(t);
      expect(expectError(await refund(paid.id, { reason: 'again' }), 409, 'CONFLICT').message).toBe(
        'This payment is refunded in full already',
      );
      expect(await auditCount(t)).toBe(before);
    });

    it('refunds part of a payment (amount in minor units): still PAID, the boost runs on; the rest ends it', async () => {
      const member = await newMember(t, 'Delvis AB');
      const job = await insertJob(t.deps.db, member.company);
      const paid = await pay(await checkout(member, job, 'boost'));
      const boostEnd = (await jobOf(t, job.id)).boostingExpiresAt;

      const part = parseJson(
        await refund(paid.id, { amount: 9_900, reason: 'Goodwill' }),
        AdminPaymentDetail,
      );
      expect(part).toMatchObject({ status: 'PAID', refundedAmount: 9_900, refundableAmount: 50_000 });
      expect((await jobOf(t, job.id)).boostingExpiresAt).toEqual(boostEnd);

      const rest = parseJson(await refund(paid.id, { reason: 'Cancelled after all' }), AdminPaymentDetail);
      expect(rest).toMatchObject({ status: 'REFUNDED', refundedAmount: 59_900 });
      expect((await jobOf(t, job.id)).boostingExpiresAt).toEqual(t.deps.now());
      // Two refunds, two provider references (the key moves with what was refunded so far).
      const audit = await auditRowsOf(t, paid.id);
      expect(audit).toHaveLength(2);
      expect(new Set(audit.map((row) => (row.after as { refundRef: string }).refundRef)).size).toBe(2);
    });

    it('ends a refunded plan now, so the plan rule applies again', async () => {
      const member = await newMember(t, 'Planlös AB');
      const job = await insertJob(t.deps.db, member.company, { status: 'PENDING_PAYMENT', approvedAt: null });
      const paid = await pay(await checkout(member, job, 'plan'));
      const [plan] = await t.deps.db.select().from(companyPlans).where(eq(companyPlans.paymentId, paid.id));
      expect(plan?.endsAt.getTime()).toBeGreaterThan(t.deps.now().getTime());
      parseJson(await refund(paid.id, { reason: 'Closed the company' }), AdminPaymentDetail);
      const [ended] = await t.deps.db.select().from(companyPlans).where(eq(companyPlans.paymentId, paid.id));
      expect(ended?.endsAt).toEqual(t.deps.now());
      const planResponse = await member.client.get(`/api/companies/${member.company.key}/plan`);
      expect(planResponse.statusCode, planResponse.body).toBe(200);
      expect(planResponse.json().plan).toBeNull();
    });

    it('refuses more than is left, zero, a negative amount and no reason with 422 beside the field; nothing changes', async () => {
      const member = await newMember(t, 'Gräns AB');
      const job = await insertJob(t.deps.db, member.company);
      const paid = await pay(await checkout(member, job, 'boost'));
      const boostEnd = (await jobOf(t, job.id)).boostingExpiresAt;
      const before = await auditCount(t);

      const tooMuch = expectError(await refund(paid.id, { amount: 59_901, reason: 'x' }), 422, 'VALIDATION');
      expect(tooMuch.fieldErrors).toEqual({ amount: ['At most 599 DKK is left to refund'] });
      for (const amount of [0, -100]) {
        const body = expectError(await refund(paid.id, { amount, reason: 'x' }), 422, 'VALIDATION');
        expect(body.fieldErrors?.amount).toEqual(['Enter an amount above zero']);
      }
      const noReason = expectError(await refund(paid.id, { amount: 100, reason: ' ' }), 422, 'VALIDATION');
      expect(noReason.fieldErrors?.reason).toEqual(['Please give a reason']);
      const fraction = expectError(await refund(paid.id, { amount: 1.5, reason: 'x' }), 422, 'VALIDATION');
      expect(fraction.fieldErrors?.amount).toBeDefined();

      expect(await reload(t, paid.id)).toMatchObject({ status: 'PAID', refundedAmount: 0, refundRef: null });
      expect((await jobOf(t, job.id)).boostingExpiresAt).toEqual(boostEnd);
      expect(await auditCount(t)).toBe(before);
    });

    it('refuses a payment that is not paid (409) and an unknown one (404); nothing changes', async () => {
      const member = await newMember(t, 'Väntan AB');
      const job = await insertJob(t.deps.db, member.company);
      const pending = await checkout(member, job, 'boost');
      const before = await auditCount(t);
      const body = expectError(await refund(pending.id, { reason: 'x' }), 409, 'CONFLICT');
      expect(body.message).toBe('Only a paid payment can be refunded; this one is pending');
      expectError(await refund(crypto.randomUUID(), { reason: 'x' }), 404, 'NOT_FOUND');
      expect(await reload(t, pending.id)).toMatchObject({ status: 'PENDING', refundedAmount: 0 });
      expect(await auditCount(t)).toBe(before);
    });
  });

  it('documents the routes under the Admin tag', async () => {
    const document = (await createSessionClient(t.app).get('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    expect(document.paths['/api/admin/payments']?.get?.tags).toEqual(['Admin']);
    expect(document.paths['/api/admin/payments/{id}']?.get?.tags).toEqual(['Admin']);
    expect(document.paths['/api/admin/payments/{id}/refund']?.post?.tags).toEqual(['Admin']);
  });
});

describe.each(BACKENDS)('back office refunds through Stripe (a local fake of its API) [%s]', (backend) => {
  const WEBHOOK_SECRET = 'whsec_fake_for_admin_tests';
  const stripe = new Stripe('sk_test_fake');
  let fake: FakeStripe;
  let t: TestApp;
  let admin: SessionClient;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({
      backend,
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_HOST: fake.host,
        STRIPE_API_PORT: String(fake.port),
        STRIPE_API_PROTOCOL: 'http',
      },
    });
    admin = await signedInClient(t.app, await insertUser(t.deps.db, { isAdmin: true }));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** A member's boost checkout through Stripe, confirmed by its signed webhook. */
  async function paidBoost(options: { buyerPays: boolean }) {
    const member = await newMember(t, `Stripebolag ${crypto.randomBytes(3).toString('hex')}`, 'SE');
    const job = await insertJob(t.deps.db, member.company);
    const response = await member.client.get(`/api/jobs/${job.id}/checkout?product=boost`);
    expect(response.statusCode, response.body).toBe(303);
    const [payment] = await t.deps.db.select().from(payments).where(eq(payments.jobId, job.id));
    if (!payment) throw new Error('no payment');
    if (options.buyerPays) fake.completeSession(payment.providerRef);
    const body = JSON.stringify({
      id: `evt_${crypto.randomBytes(8).toString('hex')}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: payment.providerRef, object: 'checkout.session', payment_status: 'paid' } },
    });
    const signature = stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(t.deps.now().getTime() / 1000),
    });
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/stripe',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload: body,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    return { member, job, payment: await reload(t, payment.id) };
  }

  it("the adapter refunds the session's payment intent with our idempotency key, once per key", async () => {
    const provider = createStripePaymentProvider({
      secretKey: 'sk_test_fake',
      webhookSecret: WEBHOOK_SECRET,
      api: { host: fake.host, port: fake.port, protocol: 'http' },
    });
    const session = await provider.createCheckout({
      paymentId: crypto.randomUUID(),
      amount: 1_150_000,
      currency: 'ISK',
      productName: 'Job boost',
      description: '30 days',
      successUrl: 'http://localhost:3000/ok',
      cancelUrl: 'http://localhost:3000/back',
      customerEmail: null,
      idempotencyKey: crypto.randomUUID(),
      metadata: {},
    });
    const refundOf = (amount: number, idempotencyKey: string) =>
      provider.refund({
        paymentId: 'p1',
        providerRef: session.providerRef,
        amount,
        currency: 'ISK',
        idempotencyKey,
      });
    // Not paid yet: the session has no payment intent to refund.
    await expect(refundOf(100_000, 'k0')).rejects.toThrow(RefundRefusedError);
    const intent = fake.completeSession(session.providerRef);

    const first = await refundOf(100_000, 'refund:p1:0');
    expect(first).toEqual({ refundRef: expect.stringMatching(/^re_test_/), status: 'succeeded' });
    const call = fake.requests.find((r) => r.path === '/v1/refunds' && r.idempotencyKey === 'refund:p1:0');
    expect(call?.method).toBe('POST');
    expect(call?.params).toMatchObject({
      payment_intent: intent,
      amount: '100000',
      reason: 'requested_by_customer',
      'metadata[payment_id]': 'p1',
    });
    // A retry with the same key is the same refund, not a second one.
    expect(await refundOf(100_000, 'refund:p1:0')).toEqual(first);
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === intent)).toHaveLength(1);
    // More than is left: Stripe refuses, and so does the adapter.
    await expect(refundOf(1_100_000, 'refund:p1:100000')).rejects.toThrow(/greater than unrefunded amount/);
  });

  it('an admin refund goes to Stripe first, then REFUNDED with the boost ended and an audit row', async () => {
    const { job, payment } = await paidBoost({ buyerPays: true });
    expect(payment).toMatchObject({ status: 'PAID', provider: 'stripe', amount: 84_900, currency: 'SEK' });
    const detail = parseJson(
      await admin.post(`/api/admin/payments/${payment.id}/refund`, { reason: 'Duplicate' }),
      AdminPaymentDetail,
    );
    expect(detail).toMatchObject({ status: 'REFUNDED', refundedAmount: 84_900 });
    const stripeRefund = fake.refunds.get(detail.refundRef ?? '');
    expect(stripeRefund).toMatchObject({ amount: 84_900, currency: 'sek' });
    const call = fake.requests.find(
      (r) => r.path === '/v1/refunds' && r.params['metadata[payment_id]'] === payment.id,
    );
    expect(call?.idempotencyKey).toBe(`refund:${payment.id}:0`);
    expect((await jobOf(t, job.id)).boostingExpiresAt).toEqual(t.deps.now());
    expect(await auditRowsOf(t, payment.id)).toHaveLength(1);
  });

  it('when Stripe refuses, nothing changes and no audit row is written', async () => {
    // Our webhook said paid, but Stripe has no payment intent for the session: it cannot refund.
    const { job, payment } = await paidBoost({ buyerPays: false });
    const boostEnd = (await jobOf(t, job.id)).boostingExpiresAt;
    const before = await auditCount(t);
    const body = expectError(
      await admin.post(`/api/admin/payments/${payment.id}/refund`, { reason: 'Duplicate' }),
      409,
      'CONFLICT',
    );
    expect(body.message).toBe(
      'The payment provider refused the refund: the checkout has no payment to refund',
    );
    expect(await reload(t, payment.id)).toMatchObject({ status: 'PAID', refundedAmount: 0, refundRef: null });
    expect((await jobOf(t, job.id)).boostingExpiresAt).toEqual(boostEnd);
    expect(await auditCount(t)).toBe(before);
  });
});
