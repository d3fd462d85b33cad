import { AppError } from '#domain/errors.ts';
import type { MailSender } from '../../adapters/mail/mail-sender.ts';
import type { ServiceDeps } from '../deps.ts';
import type { PaymentsRuntime } from './payments-runtime-type.ts';

export type { PaymentsRuntime } from './payments-runtime-type.ts';

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
