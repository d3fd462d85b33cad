import { Form, redirect, useSearchParams } from 'react-router';
import { AppError } from '#domain/errors.ts';
import { ResetPasswordInput } from '#domain/users/user.schema.ts';
import { getAppContext } from '../app-context.ts';
import { FormField } from '../components/auth/form-field.tsx';
import { afterAuthenticationPath, decideAfterAuthentication } from '../components/profiles/after-auth.ts';
import { FormError, SUBMIT_BUTTON, SubmitButton } from '../components/ui/form-controls.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { postedText, useFormResult } from '../lib/form-result.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-reset-password.ts';

const PAGE_PATH = '/client/reset-password';
const LINK_INVALID_MESSAGE = 'This reset link is not valid any more, please ask for a new one';

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      matches,
      title: 'Reset password',
      description: 'Choose a new password for your Nordhub account.',
      noIndex: true,
    }),
    // The address carries the reset key: no link on this page may pass it on.
    { name: 'referrer', content: 'no-referrer' },
  ];
}

/** The key is in this page's address: never sent on as a referrer, never kept by a cache. */
export function headers() {
  return { 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' };
}

/**
 * Sets the new password with the key (a hidden field, so it never rides in the action's URL), ends
 * every session and every other emailed key of the account, and logs this browser in. A plain form
 * post: it works before hydration and without JavaScript, and the password never reaches a URL.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const app = getAppContext(context);
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const resetKey = typeof form.values.resetKey === 'string' ? form.values.resetKey.trim() : '';
    if (!resetKey) throw new AppError('NOT_FOUND', LINK_INVALID_MESSAGE);
    const input = parseForm(ResetPasswordInput, { password: form.values.password, resetKey });
    const { userId, me } = await app.services.account.resetPassword(input);
    // Logged in like any log-in (docs/product.md, After authentication): the profile's page when one is
    // selected, else the prompt that is due (Choose profile, Connect profile, Choose role).
    const next = me ? afterAuthenticationPath(decideAfterAuthentication(me, null)) : '/';
    return redirect(next, { headers: { 'Set-Cookie': await app.startSession(userId, 'password-reset') } });
  });
}

/**
 * `/client/reset-password?key=…` (docs/product.md, Profiles and roles): a new password from the emailed link; then logged in, where
 * a log-in leads (docs/product.md, After authentication).
 */
export default function ClientResetPassword() {
  const [searchParams] = useSearchParams();
  const { fieldErrors, formError, values } = useFormResult();
  // After a refused post the page's address has no key any more; the form sent it back.
  const resetKey = postedText(values, 'resetKey') ?? searchParams.get('key') ?? '';
  return (
    <div className="mx-auto w-full max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">Reset password</h1>
      <Form method="post" action={PAGE_PATH} noValidate className="mt-6 space-y-4">
        <FormError message={formError ?? fieldErrors.resetKey ?? null} />
        <input type="hidden" name="resetKey" value={resetKey} />
        <FormField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          error={fieldErrors.password}
        />
        <p className="-mt-2 text-xs text-slate-600">
          At least 8 characters, with an uppercase letter, a digit and a special character.
        </p>
        <SubmitButton busyText="Saving…" className={`w-full ${SUBMIT_BUTTON}`}>
          Save new password
        </SubmitButton>
      </Form>
    </div>
  );
}
