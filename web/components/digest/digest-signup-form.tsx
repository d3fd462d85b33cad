import type { DigestSubscribeResult } from '#domain/digest/digest.schema.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { FormMessages } from '../account/form-messages.tsx';
import { PRIMARY_BUTTON } from '../account/use-account-form.ts';
import { FormField } from '../auth/form-field.tsx';
import { DigestPreferencesFields } from './digest-preferences-fields.tsx';
import { useDigestForm } from './use-digest-form.ts';

const DEFAULT_CHOICE = { locations: [], roles: [], frequency: 'daily', visaSponsorshipOnly: false };

/**
 * The subscribe form (docs/product.md, Calls `POST digest`). The answer is the same whether or not the address
 * already subscribes; the confirmation link arrives by mail (double opt-in). Errors from the server
 * ('Digest subscribe errors: returned to the caller', docs/product.md, Error texts) show next to their fields.
 */
export function DigestSignupForm({ email }: { email: string }) {
  const { isBusy, errors, generalError, success, handleSubmit } = useDigestForm();
  const onSubmit = handleSubmit({
    parse: (values, schemas) => schemas.DigestSubscribeInput.safeParse(values),
    send: (data) => apiRequest<DigestSubscribeResult>('POST', '/api/digest', data),
    onSuccess: (result) => result.message,
  });
  return (
    <div className="space-y-6">
      <FormMessages error={generalError} success={success} />
      {!success && (
        <form noValidate onSubmit={onSubmit} className="space-y-8" aria-label="Subscribe to the job digest">
          <FormField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={50}
            defaultValue={email}
            error={errors.email}
          />
          <DigestPreferencesFields defaults={DEFAULT_CHOICE} errors={errors} />
          <button type="submit" className={PRIMARY_BUTTON} disabled={isBusy}>
            {isBusy ? 'Subscribing…' : 'Subscribe'}
          </button>
        </form>
      )}
    </div>
  );
}
