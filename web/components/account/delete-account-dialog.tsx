import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { apiRequest } from '../../lib/api-client.ts';
import { FormField } from '../auth/form-field.tsx';
import { FormMessages } from './form-messages.tsx';
import { DANGER_BUTTON, SECONDARY_BUTTON, useAccountForm } from './use-account-form.ts';

/**
 * Delete account with a confirm step (Radix AlertDialog: focus stays inside, Escape cancels, focus
 * returns to the button). The password confirms it; afterwards a full navigation to `/` leaves no
 * piece of the account in the page.
 */
export function DeleteAccountDialog() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <AlertDialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <AlertDialog.Trigger className={DANGER_BUTTON}>Delete account</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-xl font-bold text-slate-900">
            Delete your account?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            This cannot be undone. Your account, talent profile, applications, saved jobs and followed
            startups are deleted. Startups and investor profiles where you are the only member are deleted
            with their jobs. Enter your password to confirm.
          </AlertDialog.Description>
          <DeleteAccountForm />
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function DeleteAccountForm() {
  const { isBusy, errors, generalError, success, handleSubmit } = useAccountForm();
  const onSubmit = handleSubmit({
    parse: (form, schemas) => schemas.DeleteAccountInput.safeParse({ password: form.password ?? '' }),
    send: (data) => apiRequest<{ ok: true }>('POST', '/api/users/me/delete', data),
    onSuccess: () => {
      window.location.assign('/');
      return 'Your account is deleted.';
    },
  });
  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
      <FormMessages error={generalError} success={success} />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <AlertDialog.Cancel className={SECONDARY_BUTTON} disabled={isBusy}>
          Cancel
        </AlertDialog.Cancel>
        <button type="submit" className={DANGER_BUTTON} disabled={isBusy}>
          {isBusy ? 'Deleting…' : 'Delete my account'}
        </button>
      </div>
    </form>
  );
}
