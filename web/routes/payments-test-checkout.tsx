import { Form, redirect } from 'react-router';
import { isAppError } from '#domain/errors.ts';
import { getAppContext } from '../app-context.ts';
import { FormError, SECONDARY_SUBMIT_BUTTON, SubmitButton } from '../components/ui/form-controls.tsx';
import { readForm, runFormAction } from '../lib/form-action.server.ts';
import { useFormResult } from '../lib/form-result.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { notFound, withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/payments-test-checkout.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Checkout (TEST MODE)',
    description: 'The local test payment provider: no money moves.',
    noIndex: true,
  });
}

/** The reference in the URL is the key to this checkout: never kept by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ context, params }: Route.LoaderArgs) {
  return withNotFoundPage(async () => {
    return { checkout: await getAppContext(context).services.payments.getTestCheckout(params.ref) };
  });
}

/**
 * Pay or Cancel, as plain form posts (no JavaScript needed). Neither marks anything itself: the
 * local provider signs a webhook event and it goes through our webhook route like a provider's.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const outcome = form.intent === 'cancel' ? 'cancel' : 'pay';
    try {
      const { redirectTo } = await getAppContext(context).services.payments.completeTestCheckout(
        params.ref,
        outcome,
      );
      return redirect(redirectTo, 303);
    } catch (error) {
      if (isAppError(error, 'NOT_FOUND')) throw notFound();
      throw error;
    }
  });
}

/**
 * `/payments/test-checkout/{ref}`: the local test provider's checkout page (PAYMENT_PROVIDER=local,
 * the default). It says TEST MODE: paying here confirms the payment through the signed webhook,
 * without any money.
 */
export default function PaymentsTestCheckout({ loaderData }: Route.ComponentProps) {
  const { checkout } = loaderData;
  const { formError } = useFormResult();
  const isOpen = checkout.status === 'PENDING';
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12">
      <p className="inline-block rounded-md bg-amber-100 px-3 py-1 text-sm font-bold tracking-wide text-amber-900">
        TEST MODE
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Checkout</h1>
      <p className="mt-3 text-slate-700">
        This is the local test payment provider. No card is asked for and no money moves: Pay confirms the
        payment through the same signed webhook a real provider uses.
      </p>
      <section
        aria-labelledby="checkout-summary"
        className="mt-8 rounded-xl border border-slate-200 bg-white p-6"
      >
        <h2 id="checkout-summary" className="text-xl font-bold text-slate-900">
          {checkout.productName}
        </h2>
        <p className="mt-1 text-slate-700">{checkout.description}</p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-slate-800">
          <dt className="font-medium">Startup</dt>
          <dd>{checkout.companyName}</dd>
          {checkout.jobTitle && (
            <>
              <dt className="font-medium">Job</dt>
              <dd>{checkout.jobTitle}</dd>
            </>
          )}
          <dt className="font-medium">Amount</dt>
          <dd className="text-2xl font-bold" data-testid="checkout-amount">
            {checkout.formattedAmount}
          </dd>
          <dt className="font-medium">VAT</dt>
          <dd>{checkout.vatLine}</dd>
        </dl>
      </section>
      <Form method="post" className="mt-6 space-y-4">
        <FormError message={formError} />
        {isOpen ? (
          <div className="flex flex-wrap gap-3">
            <SubmitButton name="intent" value="pay" busyText="Paying…">
              Pay {checkout.formattedAmount}
            </SubmitButton>
            <SubmitButton name="intent" value="cancel" className={SECONDARY_SUBMIT_BUTTON}>
              Cancel
            </SubmitButton>
          </div>
        ) : (
          <p className="rounded-md bg-slate-100 px-3 py-2 text-slate-800" role="status">
            {checkout.status === 'PAID'
              ? 'This checkout is paid.'
              : 'This checkout has ended. Start a new one from your job.'}
            {checkout.status === 'PAID' && (
              <>
                {' '}
                <SubmitButton name="intent" value="pay" className="font-semibold text-brand-700 underline">
                  Continue
                </SubmitButton>
              </>
            )}
          </p>
        )}
      </Form>
    </div>
  );
}
