import { useEffect, useRef, useState } from 'react';
import type { PendingEmailChange } from '#domain/users/account.schema.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { FormField } from '../auth/form-field.tsx';
import { FormMessages } from './form-messages.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON, useAccountForm } from './use-account-form.ts';

type EmailFormProps = { email: string; isEmailVerified: boolean };

/**
 * The account's address with its verification state, the new address waiting for confirmation (if
 * any), and the change form: the new address gets a confirmation link, and the account switches to
 * it when that link is opened.
 */
export function EmailForm({ email, isEmailVerified }: EmailFormProps) {
  const { isBusy, errors, generalError, success, handleSubmit } = useAccountForm();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void apiRequest<PendingEmailChange>('GET', '/api/users/me/email-change').then((result) => {
      if (isCurrent && result.ok) setPendingEmail(result.data.pendingEmail);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  const onSubmit = handleSubmit({
    parse: (form, schemas) =>
      schemas.ChangeEmailInput.safeParse({ email: form.email ?? '', password: form.password ?? '' }),
    send: (data) => apiRequest<PendingEmailChange>('PUT', '/api/users/me/email', data),
    onSuccess: (data, form) => {
      form.reset();
      setPendingEmail(data.pendingEmail);
      return `We sent a confirmation link to ${data.pendingEmail}. Your email address changes when you open it.`;
    },
  });

  return (
    <div className="space-y-5">
      <dl className="space-y-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <dt className="font-medium text-slate-800">Current email address:</dt>
          <dd className="text-slate-900">{email}</dd>
          <dd>
            {isEmailVerified ? (
              <span className="rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                Verified
              </span>
            ) : (
              <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                Not verified
              </span>
            )}
          </dd>
        </div>
        {pendingEmail && (
          <div className="flex flex-wrap gap-2">
            <dt className="font-medium text-slate-800">Waiting for confirmation:</dt>
            <dd className="text-slate-900">
              {pendingEmail} (open the link we sent to this address to switch to it)
            </dd>
          </div>
        )}
      </dl>
      {/* A new verification link replaces a pending change's, so it is offered only without one. */}
      {!isEmailVerified && !pendingEmail && <ResendVerification email={email} />}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormMessages error={generalError} success={success} />
        <FormField
          label="New email address"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={50}
          error={errors.email}
        />
        <FormField
          label="Current password"
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
        <button type="submit" className={PRIMARY_BUTTON} disabled={isBusy}>
          {isBusy ? 'Sending…' : 'Change email'}
        </button>
      </form>
    </div>
  );
}

function ResendVerification({ email }: { email: string }) {
  const inFlight = useRef(false);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const resend = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setIsBusy(true);
    const result = await apiRequest<{ isSent: boolean }>('POST', '/api/users/me/email/verification');
    inFlight.current = false;
    setIsBusy(false);
    if (result.ok) {
      setError(null);
      setSuccess(
        result.data.isSent
          ? `We sent a new verification link to ${email}.`
          : 'Your email address is already verified.',
      );
    } else {
      setSuccess(null);
      setError(result.error.message);
    }
  };
  return (
    <div className="space-y-2">
      <FormMessages error={error} success={success} />
      <button type="button" className={SECONDARY_BUTTON} disabled={isBusy} onClick={() => void resend()}>
        {isBusy ? 'Sending…' : 'Send the verification email again'}
      </button>
    </div>
  );
}
