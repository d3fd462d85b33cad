import type { ReactNode } from 'react';
import type { PriceView, PricingSource } from '#domain/pricing/payment.schema.ts';
import { FREE_PLAN_SUMMARY, PRICE_REGIONS } from '#domain/pricing/pricing-constants.ts';
import { selectProfile } from '#domain/users/build-profile-entries.ts';
import { getAppContext } from '../app-context.ts';
import { FilterForm, SubmitWithoutJavaScript } from '../components/ui/filter-form.tsx';
import { SECONDARY_SUBMIT_BUTTON } from '../components/ui/form-controls.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/pricing.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Pricing',
    description:
      'Post a job at your startup for free. The Startup plan gives you unlimited active jobs for 12 months; a boost features a job above matching search results and in the featured lists for 30 days.',
    url: canonicalFor(matches, '/pricing'),
  });
}

const REGION_CODES: readonly string[] = PRICE_REGIONS.map((region) => region.value);

/**
 * Prices in the visitor's currency (docs/product.md, Plans and pricing): the country picked on the page, else the
 * selected startup profile's country, else the visitor's detected country, else DK.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const picked = url.searchParams.get('country')?.trim().toUpperCase() ?? '';
  const selected = app.me ? selectProfile(app.me.profiles, app.me.profile, app.rememberedProfile) : null;
  const startup = selected?.type === 'company' ? selected : null;
  const pricing = await app.services.payments.getPricingForVisitor({
    countryCode: REGION_CODES.includes(picked) ? picked : null,
    userId: app.me?.id ?? null,
    companyKey: startup?.key ?? null,
    headers: Object.fromEntries(request.headers),
  });
  return {
    pricing,
    startup: startup ? { key: startup.key, name: startup.name } : null,
  };
}

/** The page differs by visitor (their startup, their country): never kept by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

function regionName(code: string): string {
  return PRICE_REGIONS.find((region) => region.value === code)?.text ?? code;
}

function describeSource(source: PricingSource, code: string, startupName: string | null): string {
  const name = regionName(code);
  switch (source) {
    case 'startup':
      return `Prices for ${name}, the country of ${startupName ?? 'your startup'}.`;
    case 'ip':
      return `Prices for ${name}, where you seem to be.`;
    case 'query':
      return `Prices for ${name}.`;
    default:
      return `Prices for ${name}. Pick your country to see yours.`;
  }
}

function VatDetails({ price }: { price: PriceView }) {
  return (
    <details className="mt-3 text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-slate-800">
        {price.vatRateBp > 0 ? 'Prices include VAT' : 'About VAT'}
      </summary>
      <p className="mt-1">{price.vatLine}</p>
    </details>
  );
}

function PlanCard({
  id,
  title,
  price,
  period,
  features,
  action,
  isHighlighted = false,
}: {
  id: string;
  title: string;
  price: ReactNode;
  period: string;
  features: string[];
  action: ReactNode;
  isHighlighted?: boolean;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col rounded-xl border bg-white p-6 ${isHighlighted ? 'border-brand-600 ring-2 ring-brand-600/20' : 'border-slate-200'}`}
    >
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-4 text-3xl font-bold text-slate-900">{price}</p>
      <p className="text-sm text-slate-600">{period}</p>
      <ul className="mt-5 flex-1 list-disc space-y-2 pl-5 text-slate-700">
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className="mt-6">{action}</div>
    </section>
  );
}

const PRIMARY_LINK =
  'inline-block rounded-md bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700';
const SECONDARY_LINK =
  'inline-block rounded-md border border-brand-600 px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50';

/** `/pricing` (docs/product.md, Pages): the free plan, the Startup plan and the boost, in local currency. */
export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const { pricing, startup } = loaderData;
  const base = startup ? `/client/startups/${encodeURIComponent(startup.key)}` : null;
  const notOnSale = <span className="text-xl">Not available at the moment</span>;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Pricing</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Post your first job for free. When you want more jobs live at the same time, take the Startup plan;
        when a job needs more eyes, boost it. No subscription: you pay once, for what you choose.
      </p>

      <FilterForm
        action="/pricing"
        formKey={pricing.countryCode}
        className="mt-6 flex flex-wrap items-end gap-3"
      >
        <div>
          <label htmlFor="pricing-country" className="block text-sm font-medium text-slate-800">
            Show prices for
          </label>
          <select
            id="pricing-country"
            name="country"
            defaultValue={REGION_CODES.includes(pricing.countryCode) ? pricing.countryCode : undefined}
            className="mt-1 block rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900"
          >
            {PRICE_REGIONS.map((region) => (
              <option key={region.value} value={region.value}>
                {region.text}
              </option>
            ))}
          </select>
        </div>
        {/* With JavaScript the country applies as it is chosen. */}
        <SubmitWithoutJavaScript className={SECONDARY_SUBMIT_BUTTON}>Show prices</SubmitWithoutJavaScript>
      </FilterForm>
      <p className="mt-3 text-sm text-slate-700" data-testid="pricing-source">
        {describeSource(pricing.source, pricing.countryCode, startup?.name ?? null)}
      </p>

      <div className="mt-8 grid gap-6 md:grid-cols-3">
        <PlanCard
          id="plan-free"
          title="Free"
          price={`0 ${pricing.plan?.currency ?? ''}`.trim()}
          period="for as long as you like"
          features={[
            FREE_PLAN_SUMMARY,
            'Applicants on Nordhub, by email or on your own website',
            'Your startup profile and job pages',
          ]}
          action={
            <a href={base ? `${base}/jobs/new` : '/client/startups/new'} className={SECONDARY_LINK}>
              {base ? 'Post a job' : 'Create your startup profile'}
            </a>
          }
        />
        <PlanCard
          id="plan-startup"
          title="Startup plan"
          isHighlighted
          price={pricing.plan ? pricing.plan.formattedAmount : notOnSale}
          period="for 12 months, paid once"
          features={[
            'Unlimited active jobs for 12 months',
            'The job waiting for it goes live as soon as the payment is confirmed',
            'Bought again before it ends, it runs on from the end',
          ]}
          action={
            <>
              <a href={base ? `${base}/jobs` : '/client/startups/new'} className={PRIMARY_LINK}>
                {base ? 'Go to your jobs' : 'Get started'}
              </a>
              {pricing.plan && <VatDetails price={pricing.plan} />}
            </>
          }
        />
        <PlanCard
          id="plan-boost"
          title="Boost"
          price={pricing.boost ? pricing.boost.formattedAmount : notOnSale}
          period="per job, for 30 days"
          features={[
            'Featured above matching search results',
            'In the featured job lists',
            'A second boost adds 30 days from the end of the first',
          ]}
          action={
            <>
              <a href={base ? `${base}/jobs` : '/client/startups/new'} className={SECONDARY_LINK}>
                {base ? 'Boost a job' : 'Get started'}
              </a>
              {pricing.boost && <VatDetails price={pricing.boost} />}
            </>
          }
        />
      </div>
    </div>
  );
}
