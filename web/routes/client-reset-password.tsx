// First: zod must be jitless before any schema is built (our CSP forbids eval).
import '../components/auth/zod-jitless.ts';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MESSAGE } from '#domain/users/auth.schema.ts';
import { type Me, ResetPasswordInput } from '#domain/users/user.schema.ts';
import { FormField } from '../components/auth/form-field.tsx';
import { apiRequest } from '../lib/api-client.ts';
import { pageMeta } from '../lib/page-meta.ts';

export function meta() {
  return [
    ...pageMeta({ title: 'Reset password', description: 'Choose a new password for your Nordhub account.' }),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/** `/client/reset-password?key=…`: sets a new password with the emailed key; then logged in, to '/'. */
export default function ClientResetPassword() {
  const [searchParams] = useSearchParams();
  const resetKey = searchParams.get('key') ?? '';
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const [isBusy, setIsBusy] = useState(false);
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [generalError, setGeneralError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const password = new FormData(event.currentTarget).get('password');
    const parsed = ResetPasswordInput.safeParse({
      password: typeof password === 'string' ? password : '',
      resetKey,
    });
    if (!parsed.success) {
      const passwordIssue = parsed.error.issues.find((issue) => issue.path[0] === 'password');
      const keyIssue = parsed.error.issues.find((issue) => issue.path[0] === 'resetKey');
      setPasswordError(passwordIssue ? PASSWORD_MESSAGE : undefined);
      setGeneralError(keyIssue ? keyIssue.message : null);
      return;
    }
    setPasswordError(undefined);
    inFlight.current = true;
    setIsBusy(true);
    const result = await apiRequest<Me>('POST', '/api/users/reset-password', parsed.data);
    inFlight.current = false;
    setIsBusy(false);
    if (result.ok) {
      await navigate('/', { replace: true });
      return;
    }
    setPasswordError(result.error.fieldErrors?.password?.[0]);
    setGeneralError(result.error.message);
  };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">Reset password</h1>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        <div
          role="alert"
          className={generalError ? 'rounded-md bg-red-50 px-3 py-2 text-sm text-red-800' : undefined}
        >
          {generalError}
        </div>
        <FormField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          error={passwordError}
        />
        <p className="-mt-2 text-xs text-slate-600">
          At least 8 characters, with an uppercase letter, a digit and a special character.
        </p>
        <button
          type="submit"
          disabled={isBusy}
          className="w-full rounded-md bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {isBusy ? 'Saving…' : 'Save new password'}
        </button>
      </form>
    </div>
  );
}
