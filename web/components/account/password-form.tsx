import type { Me } from '#domain/users/user.schema.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { FormField } from '../auth/form-field.tsx';
import { FormMessages } from './form-messages.tsx';
import { PASSWORD_HINT, PRIMARY_BUTTON, useAccountForm } from './use-account-form.ts';

/** Change the password with the current one; every other session of the account ends. */
export function PasswordForm() {
  const { isBusy, errors, generalError, success, handleSubmit } = useAccountForm();
  const onSubmit = handleSubmit({
    parse: (form, schemas) =>
      schemas.ChangePasswordInput.safeParse({
        currentPassword: form.currentPassword ?? '',
        password: form.password ?? '',
      }),
    send: (data) => apiRequest<Me>('PUT', '/api/users/me/password', data),
    onSuccess: (_me, form) => {
      form.reset();
      return 'Your password is changed. You are logged out on all other devices.';
    },
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormMessages error={generalError} success={success} />
      <FormField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword}
      />
      <FormField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        error={errors.password}
      />
      <p className="-mt-2 text-xs text-slate-600">{PASSWORD_HINT}</p>
      <button type="submit" className={PRIMARY_BUTTON} disabled={isBusy}>
        {isBusy ? 'Saving…' : 'Change password'}
      </button>
    </form>
  );
}
