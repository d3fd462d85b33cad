/**
 * Plans, boosts and checkout over HTTP, on both backends: the job checkout creates a PENDING payment
 * and redirects to the provider; only a signed webhook confirms it, once, whatever the number,
 * order or timing of deliveries; the plan (12 months) and the boost (30 days) follow from it, with
 * one receipt mail. The Stripe adapter runs against a local fake of Stripe's API.
 */
import crypto from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { addMonths } from '#domain/jobs/job-lifecycle.ts';
import { PaymentView, Pricing } from '#domain/pricing/payment.schema.ts';
import {
  deriveLocalWebhookSecret,
  LOCAL_SIGNATURE_HEADER,
} from '#server/adapters/payments/local-provider.ts';
import { createStripePaymentProvider } from '#server/adapters/payments/stripe-provider.ts';
import { signWebhookPayload } from '#server/adapters/payments/webhook-signature.ts';
import {
  companyPlans,
  jobBoosts,
  jobEvents,
  jobs,
  outboxEmails,
  paymentEvents,
  payments,
} from '#server/db/schema/index.ts';
import {
  addCompanyMember,
  addDays,
  type CompanyRow,
  insertCompany,
  insertJob,
  insertUser,
  type JobRow,
  type UserRow,
} from '#tests/helpers/factories.ts';
import { type FakeStripe, startFakeStripe } from '#tests/helpers/fake-stripe.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient, type SessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

type Member = { company: CompanyRow; user: UserRow & { password: string }; client: SessionClient };
type PaymentRow = typeof payments.$inferSelect;

const PUBLIC_URL = 'http://localhost:3000';

describe.each(BACKENDS)('payments with the local test provider [%s]', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ backend });
  });
  afterAll(async () => {
    await t?.close();
  });

  const now = () => t.deps.now();
  const nowSeconds = () => Math.floor(now().getTime() / 1000);

  async function newMember(countryCode = 'DK'): Promise<Member> {
    const company = await insertCompany(t.deps.db, { countryCode, countryCodes: [countryCode] });
    const user = await insertUser(t.deps.db);
    await addCompanyMember(t.deps.db, company, user);
    const client = createSessionClient(t.app);
    const response = await client.post('/api/users/sign-in', { email: user.email, password: user.password });
    expect(response.statusCode, response.body).toBe(200);
    return { company, user, client };
  }

  function waitingJob(
    company: CompanyRow,
    overrides: Partial<typeof jobs.$inferInsert> = {},
  ): Promise<JobRow> {
    return insertJob(t.deps.db, company, { status: 'PENDING_PAYMENT', approvedAt: null, ...overrides });
  }

  function checkoutUrl(jobId: string, query: Record<string, string> = {}): string {
    const search = new URLSearchParams(query).toString();
    return `/api/jobs/${jobId}/checkout${search ? `?${search}` : ''}`;
  }

  async function paymentByLocation(response: LightMyRequestResponse): Promise<PaymentRow> {
    expect(response.statusCode, response.body).toBe(303);
    const location = String(response.headers.location);
    const ref = location.split('/').pop() ?? '';
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.providerRef, ref));
    if (!row) throw new Error(`no payment for ${location}`);
    return row;
  }

  async function checkout(
    member: Member,
    job: JobRow,
    product: 'plan' | 'boost' = 'plan',
  ): Promise<PaymentRow> {
    return paymentByLocation(await member.client.get(checkoutUrl(job.id, { product })));
  }

  function signedEvent(input: {
    ref: string;
    type?: string;
    id?: string;
    timestamp?: number;
    secret?: string;
  }): { body: string; headers: Record<string, string> } {
    const body = JSON.stringify({
      id: input.id ?? `evt_test_${crypto.randomBytes(8).toString('hex')}`,
      object: 'event',
      type: input.type ?? 'checkout.session.completed',
      data: { object: { id: input.ref, object: 'checkout.session', payment_status: 'paid' } },
    });
    const secret = input.secret ?? deriveLocalWebhookSecret(t.app.deps.appSecret as string);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        [LOCAL_SIGNATURE_HEADER]: signWebhookPayload(secret, body, input.timestamp ?? nowSeconds()),
      },
    };
  }

  function deliver(event: { body: string; headers: Record<string, string> }, provider = 'local') {
    return t.app.inject({
      method: 'POST',
      url: `/api/payments/webhook/${provider}`,
      headers: event.headers,
      payload: event.body,
    });
  }

  async function expectReceived(response: LightMyRequestResponse): Promise<void> {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true });
  }

  async function reload(payment: PaymentRow): Promise<PaymentRow> {
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, payment.id));
    if (!row) throw new Error('payment vanished');
    return row;
  }

  async function receipts(user: UserRow) {
    return t.deps.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, user.email), eq(outboxEmails.kind, 'payment_receipt')));
  }

  async function plansOf(company: CompanyRow) {
    return t.deps.db.select().from(companyPlans).where(eq(companyPlans.companyId, company.id));
  }

  async function jobRow(job: JobRow) {
    const [row] = await t.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
    return row;
  }

  describe('GET /api/jobs/{id}/checkout', () => {
    it('creates a PENDING payment at the startup country price and answers 303 to the provider', async () => {
      const member = await newMember('DK');
      const job = await waitingJob(member.company);
      const response = await member.client.get(
        checkoutUrl(job.id, { cancel_url: '/client/startups/x/max-posted' }),
      );
      expect(response.statusCode, response.body).toBe(303);
      expect(response.headers.location).toMatch(
        /^http:\/\/localhost:3000\/payments\/test-checkout\/lcs_[0-9a-f]{40}$/,
      );
      const payment = await paymentByLocation(response);
      expect(payment).toMatchObject({
        status: 'PENDING',
        provider: 'local',
        productKey: 'PLAN_YEARLY',
        companyId: member.company.id,
        jobId: job.id,
        userId: member.user.id,
        amount: 59_900,
        currency: 'DKK',
        vatRateBp: 2500,
        vatAmount: 11_980,
        checkoutUrl: response.headers.location,
        paidAt: null,
      });
      expect(payment.metadata).toMatchObject({
        success_url: `${PUBLIC_URL}/client/startups/${member.company.key}/posted?job=${job.id}&payment=${payment.id}`,
        cancel_url: `${PUBLIC_URL}/client/startups/x/max-posted`,
      });
      // The provider was called with the payment id as idempotency key: the same key names the
      // same checkout, so asking again with it gives this very reference.
      const again = await t.app.deps.payments?.provider.createCheckout({
        paymentId: payment.id,
        amount: payment.amount,
        currency: payment.currency,
        productName: 'Startup plan',
        description: '',
        successUrl: PUBLIC_URL,
        cancelUrl: PUBLIC_URL,
        customerEmail: null,
        idempotencyKey: payment.id,
        metadata: {},
      });
      expect(again?.providerRef).toBe(payment.providerRef);
      // Nothing is confirmed by starting a checkout.
      expect((await jobRow(job))?.status).toBe('PENDING_PAYMENT');
      expect(await plansOf(member.company)).toEqual([]);
    });

    it.each([
      ['SE', 84_900, 'SEK', 2500],
      ['IS', 1_150_000, 'ISK', 2400],
      ['FI', 7_900, 'EUR', 2550],
    ])('prices a startup in %s at %i %s', async (country, amount, currency, vatRateBp) => {
      const member = await newMember(country);
      const payment = await checkout(member, await waitingJob(member.company));
      expect(payment).toMatchObject({ amount, currency, vatRateBp });
    });

    it('answers 404 to a member of another startup, and to an unknown job', async () => {
      const a = await newMember();
      const b = await newMember();
      const jobOfB = await waitingJob(b.company);
      const before = await t.deps.db.select({ n: count() }).from(payments);
      expectError(await a.client.get(checkoutUrl(jobOfB.id)), 404, 'NOT_FOUND');
      expectError(await a.client.get(checkoutUrl(crypto.randomUUID())), 404, 'NOT_FOUND');
      expectError(await a.client.get(checkoutUrl('not-a-uuid')), 404, 'NOT_FOUND');
      expect(await t.deps.db.select({ n: count() }).from(payments)).toEqual(before);
      // B's payments are as invisible to A as B's jobs.
      const paymentOfB = await checkout(b, jobOfB);
      expectError(
        await a.client.get(`/api/companies/${b.company.key}/payments/${paymentOfB.id}`),
        404,
        'NOT_FOUND',
      );
      expectError(
        await a.client.get(`/api/companies/${a.company.key}/payments/${paymentOfB.id}`),
        404,
        'NOT_FOUND',
      );
    });

    it('sends a visitor who is not logged in to the log-in, then back to the cancel address', async () => {
      const member = await newMember();
      const job = await waitingJob(member.company);
      const anonymous = createSessionClient(t.app);
      const withCancel = await anonymous.get(checkoutUrl(job.id, { cancel_url: '/client/startups/k/jobs' }));
      expect(withCancel.statusCode).toBe(303);
      expect(withCancel.headers.location).toBe('/?to=%2Fclient%2Fstartups%2Fk%2Fjobs');
      const without = await anonymous.get(checkoutUrl(job.id));
      expect(without.headers.location).toBe('/?to=%2Fclient');
      const rows = await t.deps.db.select().from(payments).where(eq(payments.jobId, job.id));
      expect(rows).toEqual([]);
    });

    it.each(['https://evil.example/phish', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
      'refuses the foreign cancel_url %j (422, no payment)',
      async (cancelUrl) => {
        const member = await newMember();
        const job = await waitingJob(member.company);
        const body = expectError(
          await member.client.get(checkoutUrl(job.id, { cancel_url: cancelUrl })),
          422,
          'VALIDATION',
        );
        expect(body.fieldErrors?.cancel_url).toBeDefined();
        expect(await t.deps.db.select().from(payments).where(eq(payments.jobId, job.id))).toEqual([]);
      },
    );

    it('sells the plan through a job that is not live and the boost for a live one only (409)', async () => {
      const member = await newMember();
      const live = await insertJob(t.deps.db, member.company, { status: 'ACTIVE', approvedAt: now() });
      const draft = await waitingJob(member.company, { status: 'DRAFT' });
      expect(
        expectError(await member.client.get(checkoutUrl(live.id, { product: 'plan' })), 409, 'CONFLICT')
          .message,
      ).toMatch(/already live/);
      expect(
        expectError(await member.client.get(checkoutUrl(draft.id, { product: 'boost' })), 409, 'CONFLICT')
          .message,
      ).toMatch(/Only a live job can be boosted/);
      expectError(await member.client.get(checkoutUrl(draft.id, { product: 'gold' })), 422, 'VALIDATION');
      expect((await checkout(member, draft, 'plan')).productKey).toBe('PLAN_YEARLY');
      expect((await checkout(member, live, 'boost')).productKey).toBe('BOOST');
    });
  });

  describe('the full local flow: checkout → signed webhook', () => {
    it('marks the payment PAID, starts a 12-month plan, puts the job live and mails one receipt', async () => {
      const member = await newMember('DK');
      const job = await waitingJob(member.company);
      const payment = await checkout(member, job);
      await expectReceived(await deliver(signedEvent({ ref: payment.providerRef })));

      const paid = await reload(payment);
      expect(paid.status).toBe('PAID');
      expect(paid.paidAt?.toISOString()).toBe(now().toISOString());
      expect(paid.receiptSentAt).not.toBeNull();
      const plans = await plansOf(member.company);
      expect(plans).toHaveLength(1);
      expect(plans[0]).toMatchObject({
        paymentId: payment.id,
        startsAt: now(),
        endsAt: addMonths(now(), 12),
      });
      const live = await jobRow(job);
      expect(live).toMatchObject({ status: 'ACTIVE', approvedAt: now(), expirationDate: addDays(now(), 60) });
      const events = await t.deps.db.select().from(jobEvents).where(eq(jobEvents.jobId, job.id));
      expect(events).toEqual([
        expect.objectContaining({
          fromStatus: 'PENDING_PAYMENT',
          toStatus: 'ACTIVE',
          reason: 'payment',
          userId: member.user.id,
        }),
      ]);

      const mails = await receipts(member.user);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Your Nordhub receipt: Startup plan');
      for (const line of [
        'Amount paid: 599 DKK',
        'VAT 25% included: 119.80 DKK',
        `Job: ${job.title}`,
        `Startup: ${member.company.name}`,
      ]) {
        expect(mails[0]?.text).toContain(line);
      }

      const view = parseJson(
        await member.client.get(`/api/companies/${member.company.key}/payments/${payment.id}`),
        PaymentView,
      );
      expect(view).toMatchObject({
        status: 'PAID',
        productKey: 'PLAN_YEARLY',
        jobId: job.id,
        formattedAmount: '599 DKK',
        vatLine: 'VAT 25% included: 119.80 DKK',
        planEndsAt: addMonths(now(), 12).toISOString(),
        boostEndsAt: null,
      });
      const plan = await member.client.get(`/api/companies/${member.company.key}/plan`);
      expect(plan.json()).toEqual({
        plan: {
          startsAt: now().toISOString(),
          endsAt: addMonths(now(), 12).toISOString(),
          paymentId: payment.id,
        },
      });
    });

    it('applies five concurrent deliveries of one event once: one plan row, one receipt', async () => {
      const member = await newMember();
      const job = await waitingJob(member.company);
      const payment = await checkout(member, job);
      const event = signedEvent({ ref: payment.providerRef });
      const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
      for (const response of responses) await expectReceived(response);
      expect(await plansOf(member.company)).toHaveLength(1);
      expect(await receipts(member.user)).toHaveLength(1);
      const recorded = await t.deps.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.paymentId, payment.id));
      expect(recorded).toHaveLength(1);
      const moves = await t.deps.db.select().from(jobEvents).where(eq(jobEvents.jobId, job.id));
      expect(moves).toHaveLength(1);
    });

    it('answers 500 when the receipt cannot be sent, and the redelivery sends it without a second effect', async () => {
      const member = await newMember();
      const payment = await checkout(member, await waitingJob(member.company));
      const event = signedEvent({ ref: payment.providerRef });
      const mail = t.app.deps.mail;
      t.app.deps.mail = {
        send: async () => {
          throw new Error('SMTP is down');
        },
      };
      try {
        expect((await deliver(event)).statusCode).toBe(500);
      } finally {
        t.app.deps.mail = mail;
      }
      expect(await reload(payment)).toMatchObject({ status: 'PAID', receiptSentAt: null });
      expect(await receipts(member.user)).toEqual([]);
      await expectReceived(await deliver(event));
      expect(await receipts(member.user)).toHaveLength(1);
      expect(await plansOf(member.company)).toHaveLength(1);
    });

    it('applies one completion of a session delivered under two event ids once', async () => {
      const member = await newMember();
      const payment = await checkout(member, await waitingJob(member.company));
      await expectReceived(
        await deliver(signedEvent({ ref: payment.providerRef, id: 'evt_first_completion' })),
      );
      await expectReceived(
        await deliver(signedEvent({ ref: payment.providerRef, id: 'evt_second_completion' })),
      );
      expect(await plansOf(member.company)).toHaveLength(1);
      expect(await receipts(member.user)).toHaveLength(1);
    });

    it('ignores an expiry arriving after the completion, and cancels a pending checkout on expiry', async () => {
      const member = await newMember();
      const job = await waitingJob(member.company);
      const payment = await checkout(member, job);
      await expectReceived(await deliver(signedEvent({ ref: payment.providerRef })));
      await expectReceived(
        await deliver(signedEvent({ ref: payment.providerRef, type: 'checkout.session.expired' })),
      );
      expect((await reload(payment)).status).toBe('PAID');
      expect(await plansOf(member.company)).toHaveLength(1);
      expect((await jobRow(job))?.status).toBe('ACTIVE');

      const other = await newMember();
      const abandoned = await checkout(other, await waitingJob(other.company));
      await expectReceived(
        await deliver(signedEvent({ ref: abandoned.providerRef, type: 'checkout.session.expired' })),
      );
      expect((await reload(abandoned)).status).toBe('CANCELLED');
      expect(await plansOf(other.company)).toEqual([]);
    });

    it.each<[string, (ref: string) => { body: string; headers: Record<string, string> }]>([
      [
        'a tampered body',
        (ref) => {
          const event = signedEvent({ ref });
          return { ...event, body: event.body.replace('"paid"', '"paid" ') };
        },
      ],
      ['another secret', (ref) => signedEvent({ ref, secret: 'not-our-secret' })],
      ['a timestamp older than 300 s', (ref) => signedEvent({ ref, timestamp: nowSeconds() - 301 })],
      [
        'no signature',
        (ref) => ({ body: signedEvent({ ref }).body, headers: { 'content-type': 'application/json' } }),
      ],
    ])('answers 400 to %s and changes nothing', async (_name, build) => {
      const member = await newMember();
      const job = await waitingJob(member.company);
      const payment = await checkout(member, job);
      const eventsBefore = await t.deps.db.select({ n: count() }).from(paymentEvents);
      expectError(await deliver(build(payment.providerRef)), 400, 'BAD_REQUEST');
      expect((await reload(payment)).status).toBe('PENDING');
      expect(await plansOf(member.company)).toEqual([]);
      expect((await jobRow(job))?.status).toBe('PENDING_PAYMENT');
      expect(await receipts(member.user)).toEqual([]);
      expect(await t.deps.db.select({ n: count() }).from(paymentEvents)).toEqual(eventsBefore);
    });

    it('answers 400 for a provider that is not the configured one, even with a valid signature', async () => {
      const member = await newMember();
      const payment = await checkout(member, await waitingJob(member.company));
      expectError(await deliver(signedEvent({ ref: payment.providerRef }), 'stripe'), 400, 'BAD_REQUEST');
      expect((await reload(payment)).status).toBe('PENDING');
    });

    it('answers 200 to an event about a checkout it does not know, and to other event types', async () => {
      await expectReceived(await deliver(signedEvent({ ref: 'lcs_unknown' })));
      await expectReceived(await deliver(signedEvent({ ref: 'lcs_unknown', type: 'customer.created' })));
    });

    it('starts a plan paid during a running plan at its end; a draft it was bought through stays a draft', async () => {
      const member = await newMember();
      // Two checkouts opened before either is paid (no plan runs yet): both may complete.
      const first = await checkout(member, await waitingJob(member.company));
      const draft = await waitingJob(member.company, { status: 'DRAFT' });
      const second = await checkout(member, draft);
      await expectReceived(await deliver(signedEvent({ ref: first.providerRef })));
      await expectReceived(await deliver(signedEvent({ ref: second.providerRef })));
      // Publishing (with its checks) is still the member's step; the plan gives it room.
      expect((await jobRow(draft))?.status).toBe('DRAFT');
      const plans = (await plansOf(member.company)).sort(
        (x, y) => x.startsAt.getTime() - y.startsAt.getTime(),
      );
      expect(plans.map((p) => [p.startsAt, p.endsAt])).toEqual([
        [now(), addMonths(now(), 12)],
        [addMonths(now(), 12), addMonths(now(), 24)],
      ]);
    });

    it('publishes every job waiting for payment with the plan, the oldest too, and leaves the rest to their members', async () => {
      const member = await newMember('DK');
      const older = await waitingJob(member.company, { createdAt: addDays(now(), -9) });
      const paused = await insertJob(t.deps.db, member.company, {
        status: 'STOPPED',
        approvedAt: addDays(now(), -20),
      });
      const draft = await waitingJob(member.company, { status: 'DRAFT' });
      const boughtThrough = await waitingJob(member.company);
      const payment = await checkout(member, boughtThrough);
      await expectReceived(await deliver(signedEvent({ ref: payment.providerRef })));

      for (const job of [boughtThrough, older]) {
        expect(await jobRow(job)).toMatchObject({ status: 'ACTIVE', approvedAt: now() });
        const events = await t.deps.db.select().from(jobEvents).where(eq(jobEvents.jobId, job.id));
        expect(events).toEqual([
          expect.objectContaining({ fromStatus: 'PENDING_PAYMENT', toStatus: 'ACTIVE', reason: 'payment' }),
        ]);
      }
      expect((await jobRow(paused))?.status).toBe('STOPPED');
      expect((await jobRow(draft))?.status).toBe('DRAFT');
    });

    it('never sells the plan while one runs: 409 with its end date, and no payment starts', async () => {
      const member = await newMember();
      const first = await checkout(member, await waitingJob(member.company));
      await expectReceived(await deliver(signedEvent({ ref: first.providerRef })));
      const draft = await waitingJob(member.company, { status: 'DRAFT' });
      const refused = expectError(
        await member.client.get(checkoutUrl(draft.id, { product: 'plan' })),
        409,
        'CONFLICT',
      );
      expect(refused.message).toBe(
        `Your Startup plan already runs until ${formatUtcDate(addMonths(now(), 12))}: publish the job instead`,
      );
      const [started] = await t.deps.db
        .select({ n: count() })
        .from(payments)
        .where(eq(payments.companyId, member.company.id));
      expect(started?.n).toBe(1);
      // A boost is another product: still sold for a live job.
      const live = await insertJob(t.deps.db, member.company, { status: 'ACTIVE', approvedAt: now() });
      expect((await checkout(member, live, 'boost')).productKey).toBe('BOOST');
    });
  });

  describe('boost', () => {
    it('boosts a live job for 30 days, and a second boost extends from the end', async () => {
      const member = await newMember('SE');
      const job = await insertJob(t.deps.db, member.company, { status: 'ACTIVE', approvedAt: now() });
      const first = await checkout(member, job, 'boost');
      expect(first).toMatchObject({ productKey: 'BOOST', amount: 84_900, currency: 'SEK' });
      await expectReceived(await deliver(signedEvent({ ref: first.providerRef })));
      expect((await jobRow(job))?.boostingExpiresAt).toEqual(addDays(now(), 30));

      const second = await checkout(member, job, 'boost');
      await expectReceived(await deliver(signedEvent({ ref: second.providerRef })));
      expect((await jobRow(job))?.boostingExpiresAt).toEqual(addDays(now(), 60));
      const boosts = await t.deps.db.select().from(jobBoosts).where(eq(jobBoosts.jobId, job.id));
      expect(
        boosts
          .map((b) => ({ paymentId: b.paymentId, startsAt: b.startsAt, endsAt: b.endsAt, amount: b.amount }))
          .sort((x, y) => x.startsAt.getTime() - y.startsAt.getTime()),
      ).toEqual([
        { paymentId: first.id, startsAt: now(), endsAt: addDays(now(), 30), amount: 84_900 },
        { paymentId: second.id, startsAt: addDays(now(), 30), endsAt: addDays(now(), 60), amount: 84_900 },
      ]);
      const mails = await receipts(member.user);
      expect(mails).toHaveLength(2);
      expect(mails[0]?.text).toContain('VAT 25% included: 169.80 SEK');
      // A boost is not a plan.
      expect(await plansOf(member.company)).toEqual([]);
    });
  });

  describe('GET /api/pricing', () => {
    it.each([
      ['SE', 'SE', '849 SEK', 'VAT 25% included: 169.80 SEK'],
      ['is', 'IS', '11,500 ISK', 'VAT 24% included: 2,225.81 ISK'],
      ['DE', 'EU', '79 EUR', 'No VAT charged (reverse charge or outside the scope of EU VAT)'],
      ['US', 'OTHER', '79 EUR', 'No VAT charged (reverse charge or outside the scope of EU VAT)'],
    ])('prices %s from the %s row, VAT included', async (country, row, amount, vatLine) => {
      const pricing = parseJson(
        await t.app.inject({ method: 'GET', url: `/api/pricing?country=${country}` }),
        Pricing,
      );
      expect(pricing.source).toBe('query');
      for (const view of [pricing.plan, pricing.boost]) {
        expect(view).toMatchObject({ priceCountryCode: row, formattedAmount: amount, vatLine });
      }
      expect(pricing.plan?.description).toBe('12 months of unlimited active jobs');
    });

    it('defaults to DK without a country or a proxy header, and refuses a malformed country', async () => {
      const pricing = parseJson(await t.app.inject({ method: 'GET', url: '/api/pricing' }), Pricing);
      expect(pricing).toMatchObject({
        countryCode: 'DK',
        source: 'default',
        plan: { formattedAmount: '599 DKK' },
      });
      expectError(await t.app.inject({ method: 'GET', url: '/api/pricing?country=DNK' }), 422, 'VALIDATION');
    });
  });

  it('documents the payment routes in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths['/api/jobs/{id}/checkout'] ?? {})).toEqual(['get']);
    expect(Object.keys(document.paths['/api/payments/webhook/{provider}'] ?? {})).toEqual(['post']);
    expect(Object.keys(document.paths['/api/pricing'] ?? {})).toEqual(['get']);
    expect(Object.keys(document.paths['/api/companies/{key}/payments/{id}'] ?? {})).toEqual(['get']);
  });
});

describe.each(BACKENDS)('payments with Stripe (a local fake of its API) [%s]', (backend) => {
  const WEBHOOK_SECRET = 'whsec_fake_for_tests';
  let fake: FakeStripe;
  let t: TestApp;
  const stripe = new Stripe('sk_test_fake');

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
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  async function newMember(countryCode: string) {
    const company = await insertCompany(t.deps.db, { countryCode, countryCodes: [countryCode] });
    const user = await insertUser(t.deps.db);
    await addCompanyMember(t.deps.db, company, user);
    const client = createSessionClient(t.app);
    expect(
      (await client.post('/api/users/sign-in', { email: user.email, password: user.password })).statusCode,
    ).toBe(200);
    return { company, user, client };
  }

  function stripeEvent(sessionId: string, type = 'checkout.session.completed') {
    return JSON.stringify({
      id: `evt_${crypto.randomBytes(8).toString('hex')}`,
      object: 'event',
      type,
      data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid' } },
    });
  }

  function deliver(body: string, signature: string, provider = 'stripe') {
    return t.app.inject({
      method: 'POST',
      url: `/api/payments/webhook/${provider}`,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload: body,
    });
  }

  it('creates the Checkout Session once per idempotency key', async () => {
    const provider = createStripePaymentProvider({
      secretKey: 'sk_test_fake',
      webhookSecret: WEBHOOK_SECRET,
      api: { host: fake.host, port: fake.port, protocol: 'http' },
    });
    const input = {
      paymentId: crypto.randomUUID(),
      amount: 7_900,
      currency: 'EUR',
      productName: 'Job boost',
      description: '30 days',
      successUrl: 'http://localhost:3000/ok',
      cancelUrl: 'http://localhost:3000/back',
      customerEmail: 'buyer@example.test',
      idempotencyKey: `idem-${crypto.randomUUID()}`,
      metadata: { payment_id: 'p1' },
    };
    const first = await provider.createCheckout(input);
    const again = await provider.createCheckout(input);
    expect(again).toEqual(first);
    const calls = fake.requests.filter((r) => r.idempotencyKey === input.idempotencyKey);
    expect(calls).toHaveLength(2);
    expect([...fake.sessions.values()].filter((s) => s.id === first.providerRef)).toHaveLength(1);
    expect(calls[0]?.params).toMatchObject({
      mode: 'payment',
      client_reference_id: input.paymentId,
      customer_email: 'buyer@example.test',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '7900',
      'line_items[0][quantity]': '1',
      'metadata[payment_id]': 'p1',
    });
  });

  it('checks out through Stripe and confirms by its signed webhook; a tampered one is refused', async () => {
    const member = await newMember('IS');
    const job = await insertJob(t.deps.db, member.company, { status: 'PENDING_PAYMENT', approvedAt: null });
    const response = await member.client.get(`/api/jobs/${job.id}/checkout?cancel_url=%2Fclient`);
    expect(response.statusCode, response.body).toBe(303);
    const [payment] = await t.deps.db.select().from(payments).where(eq(payments.jobId, job.id));
    if (!payment) throw new Error('no payment');
    const session = fake.sessions.get(payment.providerRef);
    expect(response.headers.location).toBe(session?.url);
    expect(payment).toMatchObject({
      provider: 'stripe',
      status: 'PENDING',
      amount: 1_150_000,
      currency: 'ISK',
    });
    const call = fake.requests.find((r) => r.params.client_reference_id === payment.id);
    expect(call?.idempotencyKey).toBe(payment.id);
    // ISK stays two-decimal in Stripe's API: 11,500 krónur are 1150000.
    expect(call?.params).toMatchObject({
      'line_items[0][price_data][currency]': 'isk',
      'line_items[0][price_data][unit_amount]': '1150000',
      success_url: `http://localhost:3000/client/startups/${member.company.key}/posted?job=${job.id}&payment=${payment.id}`,
      cancel_url: 'http://localhost:3000/client',
    });

    const nowSeconds = Math.floor(t.deps.now().getTime() / 1000);
    const body = stripeEvent(payment.providerRef);
    const signature = stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: WEBHOOK_SECRET,
      timestamp: nowSeconds,
    });
    const tampered = body.replace('"paid"', '"paid" ');
    expectError(await deliver(tampered, signature), 400, 'BAD_REQUEST');
    const old = stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: WEBHOOK_SECRET,
      timestamp: nowSeconds - 301,
    });
    expectError(await deliver(body, old), 400, 'BAD_REQUEST');
    // The local provider's route does not exist here: its TEST MODE cannot confirm anything.
    expectError(await deliver(body, signature, 'local'), 400, 'BAD_REQUEST');
    const [pending] = await t.deps.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(pending?.status).toBe('PENDING');

    const accepted = await deliver(body, signature);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [paid] = await t.deps.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(paid?.status).toBe('PAID');
    const [live] = await t.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(live?.status).toBe('ACTIVE');
    const [mail] = await t.deps.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, member.user.email), eq(outboxEmails.kind, 'payment_receipt')));
    expect(mail?.text).toContain('Amount paid: 11,500 ISK');
    expect(mail?.text).toContain('VAT 24% included: 2,225.81 ISK');
  });
});
