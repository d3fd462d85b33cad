import { AppError } from '#domain/errors.ts';
import type { MailSender } from '../../adapters/mail/mail-sender.ts';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import type { ServiceDeps } from '../deps.ts';

/** What the payment services need besides the database: the provider and what goes around it. */
export type PaymentsRuntime = {
  provider: PaymentProvider;
  /** The trusted proxy's country header (env COUNTRY_HEADER), for prices in the visitor's currency. */
  countryHeader?: string | undefined;
  /**
   * Posts a webhook body to our own `POST /api/payments/webhook/{provider}` (in process): the local
   * test provider's Pay and Cancel buttons deliver their signed events through it, so they pass the
   * very verification a provider's delivery passes.
   */
  deliverWebhook?: (input: {
    provider: string;
    body: string;
    headers: Record<string, string>;
  }) => Promise<{ statusCode: number }>;
};

/** Starting a checkout: success and cancel addresses are built on the public URL. */
export type PaymentDeps = ServiceDeps & { publicUrl: string; payments: PaymentsRuntime };

/** Applying a webhook: the receipt goes out by mail, its link on the public URL. */
export type WebhookDeps = ServiceDeps & { mail: MailSender; publicUrl: string };

/** The deps with their payment runtime, or a clear failure when the app was built without one. */
export function requirePayments<
  D extends ServiceDeps & { publicUrl: string; payments?: PaymentsRuntime | undefined },
>(deps: D): D & { payments: PaymentsRuntime } {
  if (!deps.payments) throw new AppError('INTERNAL', 'Payments are not configured');
  return deps as D & { payments: PaymentsRuntime };
}
