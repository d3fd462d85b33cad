import { AppError } from '#domain/errors.ts';
import { isLocalPaymentProvider } from '../../adapters/payments/local-provider.ts';
import type { PortalDeps } from '../deps.ts';
import { findTestCheckout } from './get-test-checkout.ts';

/**
 * The TEST MODE page's buttons. Pay: the local provider signs a `checkout.session.completed` event
 * and it is posted to our own webhook route, where it is verified and applied like a provider's
 * delivery (nothing is marked paid here). Cancel: the same with `checkout.session.expired`, then
 * back to the checkout's cancel address. Answers where to send the browser: a path when the
 * address is on our public origin, else the absolute URL.
 */
export async function completeTestCheckout(
  deps: PortalDeps,
  ref: string,
  outcome: 'pay' | 'cancel',
): Promise<{ redirectTo: string }> {
  const checkout = await findTestCheckout(deps, ref);
  const runtime = deps.payments;
  if (!runtime || !isLocalPaymentProvider(runtime.provider) || !runtime.deliverWebhook) {
    throw new AppError('NOT_FOUND', 'Checkout not found');
  }
  const target = outcome === 'pay' ? checkout.successUrl : checkout.cancelUrl;
  if (outcome === 'pay' && checkout.status === 'PAID')
    return { redirectTo: toLocalPath(target, deps.publicUrl) };
  if (checkout.status !== 'PENDING') {
    if (outcome === 'cancel') return { redirectTo: toLocalPath(target, deps.publicUrl) };
    throw new AppError('CONFLICT', 'This checkout has ended. Please start a new one from your job.');
  }
  const event = runtime.provider.buildSignedEvent({
    providerRef: checkout.ref,
    paymentId: checkout.paymentId,
    outcome: outcome === 'pay' ? 'completed' : 'expired',
    now: deps.now(),
  });
  const delivery = await runtime.deliverWebhook({
    provider: runtime.provider.name,
    body: event.body,
    headers: event.headers,
  });
  if (delivery.statusCode !== 200) {
    throw new Error(`The test webhook was not accepted (HTTP ${delivery.statusCode})`);
  }
  return { redirectTo: toLocalPath(target, deps.publicUrl) };
}

/** `https://our.host/client/x?y` → `/client/x?y` when on our public origin, so the page stays on this host. */
function toLocalPath(url: string, publicUrl: string): string {
  const target = new URL(url);
  return target.origin === new URL(publicUrl).origin
    ? `${target.pathname}${target.search}${target.hash}`
    : target.href;
}
