import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';

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
