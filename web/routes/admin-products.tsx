// First: zod must be jitless before any schema is built (our CSP forbids eval).
import '../components/auth/zod-jitless.ts';
import { Form } from 'react-router';
import {
  AdminPriceForm,
  AdminPriceParams,
  type AdminPriceRow,
  type AdminProduct,
} from '#domain/admin/admin-products.schema.ts';
import { AppError } from '#domain/errors.ts';
import { formatMajorAmount } from '#domain/pricing/parse-amount.ts';
import { formatVatRate } from '#domain/pricing/vat.ts';
import { getAppContext } from '../app-context.ts';
import {
  FormError,
  InputField,
  SECONDARY_SUBMIT_BUTTON,
  StatusMessage,
  SubmitButton,
} from '../components/ui/form-controls.tsx';
import { issueFieldErrors, parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { postedText, useFormResult } from '../lib/form-result.ts';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/admin-products.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Products and prices',
    description: "The site's products and the price table.",
    noIndex: true,
  });
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'site.configure');
  return await getAppContext(context).services.adminProducts.list(me.id);
}

/** What switching each product changes for visitors, for the switch's message. */
const SWITCH_EFFECT: Record<string, string> = {
  HEADHUNTER: 'the Scout link, page and orders',
  PLAN_YEARLY: 'the Startup plan on /pricing and its checkout',
  BOOST: 'the boost on /pricing and its checkout',
};

/**
 * Two kinds of form: a product's switch (`intent=switch:{key}`) and a price row
 * (`intent=price:{key}:{country}`), each answered beside its own fields.
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  const me = requireSiteAction(context, url, 'site.configure');
  const { services } = getAppContext(context);
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const [kind, key = '', country = ''] = (form.intent ?? '').split(':');
    if (kind === 'switch') {
      const isEnabled = form.values.isEnabled === 'true';
      const product = await services.adminProducts.setEnabled(me.id, key, isEnabled);
      const effect = SWITCH_EFFECT[product.key] ?? 'it';
      return {
        ok: true as const,
        intent: form.intent,
        message: `${product.name} is ${product.isEnabled ? 'on' : 'off'}: visitors ${product.isEnabled ? 'see' : 'no longer see'} ${effect} (within a minute at most).`,
      };
    }
    if (kind === 'price') {
      const params = AdminPriceParams.safeParse({ productKey: key, countryCode: country });
      if (!params.success) {
        throw new AppError('VALIDATION', 'Unknown price row', issueFieldErrors(params.error.issues));
      }
      const input = parseForm(AdminPriceForm, form.values);
      const product = await services.adminProducts.setPrice(
        me.id,
        params.data.productKey,
        params.data.countryCode,
        {
          amount: input.amount,
          vatRateBp: input.vatRate,
        },
      );
      const row = product.prices.find((price) => price.countryCode === params.data.countryCode);
      return {
        ok: true as const,
        intent: form.intent,
        message: `Saved: ${product.name}, ${row?.regionName ?? country}: ${row?.formattedAmount ?? ''}.`,
      };
    }
    throw new AppError('BAD_REQUEST', 'Unknown form');
  });
}

function ProductSwitch({ product }: { product: AdminProduct }) {
  const intent = `switch:${product.key}`;
  const result = useFormResult(intent);
  return (
    <Form method="post" className="mt-3 space-y-2">
      <StatusMessage message={result.message} />
      <FormError message={result.formError ?? result.fieldErrors.key ?? null} />
      <p className="text-sm text-slate-800">
        <span className="font-semibold">{product.isEnabled ? 'On' : 'Off'}</span>
        {product.key === 'HEADHUNTER' && ' (the Scout link in the header, /scout and Scout orders)'}
      </p>
      <input type="hidden" name="isEnabled" value={product.isEnabled ? 'false' : 'true'} />
      <SubmitButton name="intent" value={intent} className={SECONDARY_SUBMIT_BUTTON} busyText="Saving…">
        {product.isEnabled ? `Switch ${product.name} off` : `Switch ${product.name} on`}
      </SubmitButton>
    </Form>
  );
}

function PriceRowForm({ product, row }: { product: AdminProduct; row: AdminPriceRow }) {
  const intent = `price:${product.key}:${row.countryCode}`;
  const result = useFormResult(intent);
  const amount = row.amount === null ? '' : formatMajorAmount(row.amount);
  const vatRate = row.vatRateBp === null ? '' : formatVatRate(row.vatRateBp).replace('%', '');
  return (
    <li className="border-b border-slate-200 py-3">
      <Form method="post" noValidate aria-label={`${product.name}: ${row.regionName}`}>
        <fieldset className="grid items-start gap-3 sm:grid-cols-[12rem_1fr_1fr_auto]">
          <legend className="sr-only">
            {product.name}: {row.regionName}
          </legend>
          <p className="pt-7 text-sm font-semibold text-slate-800" aria-hidden="true">
            {row.regionName}
            <span className="block text-xs font-normal text-slate-600">
              {row.formattedAmount ?? 'No price yet'}
            </span>
          </p>
          <InputField
            label={`Price (${row.currency}, VAT included)`}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={postedText(result.values, 'amount') ?? amount}
            error={
              result.fieldErrors.amount ?? result.fieldErrors.productKey ?? result.fieldErrors.countryCode
            }
          />
          <InputField
            label="VAT rate (%)"
            name="vatRate"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={postedText(result.values, 'vatRate') ?? vatRate}
            error={result.fieldErrors.vatRate}
          />
          <div className="pt-6">
            <SubmitButton name="intent" value={intent} busyText="Saving…">
              Save
            </SubmitButton>
          </div>
        </fieldset>
        <FormError message={result.formError} />
        <StatusMessage message={result.message} />
      </Form>
    </li>
  );
}

/** `/admin/products`: the products switched on and off, and the per-country price table. */
export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { products } = loaderData;
  return (
    <div className="max-w-4xl">
      <h1 className="text-3xl font-bold text-slate-900">Products and prices</h1>
      <p className="mt-2 text-slate-700">
        A product switched off is gone for visitors within a minute, cached pages included. Prices include
        VAT; new checkouts charge them, payments already made keep theirs.
      </p>
      {products.map((product) => (
        <section key={product.key} aria-labelledby={`product-${product.key}`} className="mt-10">
          <h2 id={`product-${product.key}`} className="text-xl font-semibold text-slate-900">
            {product.name} <span className="text-sm font-normal text-slate-600">({product.key})</span>
          </h2>
          <ProductSwitch product={product} />
          {product.hasPrices && (
            <>
              <h3 className="mt-6 text-base font-semibold text-slate-900">Price per country</h3>
              <ul className="mt-2">
                {product.prices.map((row) => (
                  <PriceRowForm key={row.countryCode} product={product} row={row} />
                ))}
              </ul>
            </>
          )}
        </section>
      ))}
    </div>
  );
}
