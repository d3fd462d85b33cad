import type { Env } from '../../env.ts';
import { createLocalPaymentProvider } from './local-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripePaymentProvider } from './stripe-provider.ts';

export type PaymentProviderEnv = Pick<
  Env,
  | 'PAYMENT_PROVIDER'
  | 'PUBLIC_URL'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_API_HOST'
  | 'STRIPE_API_PORT'
  | 'STRIPE_API_PROTOCOL'
>;

/**
 * The configured provider: `stripe` needs both Stripe secrets (the boot fails with a clear message
 * otherwise); `local` (the default) is the offline test provider, whose webhook secret is derived
 * from the app secret.
 */
export function createPaymentProvider(options: {
  env: PaymentProviderEnv;
  appSecret: string;
}): PaymentProvider {
  const { env } = options;
  if (env.PAYMENT_PROVIDER === 'stripe') {
    if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) {
      throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    }
    return createStripePaymentProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      api: { host: env.STRIPE_API_HOST, port: env.STRIPE_API_PORT, protocol: env.STRIPE_API_PROTOCOL },
    });
  }
  return createLocalPaymentProvider({ appSecret: options.appSecret, publicUrl: env.PUBLIC_URL });
}
