import { useRevalidator } from 'react-router';
import type { Me } from '#domain/users/user.schema.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { FormField } from '../auth/form-field.tsx';
import { FormMessages } from './form-messages.tsx';
import { PRIMARY_BUTTON, useAccountForm } from './use-account-form.ts';

/** Change the first and last name; the header shows the new name at once (loaders revalidate). */
export function NameForm({ first, last }: { first: string; last: string }) {
  const { isBusy, errors, generalError, success, handleSubmit } = useAccountForm();
  const revalidator = useRevalidator();
  const onSubmit = handleSubmit({
    parse: (form, schemas) =>
      schemas.ChangeNameInput.safeParse({ name: { first: form.firstName ?? '', last: form.lastName ?? '' } }),
    send: (data) => apiRequest<Me>('PUT', '/api/users/me/name', data),
    onSuccess: async () => {
      await revalidator.revalidate();
      return 'Your name is saved.';
    },
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormMessages error={generalError} success={success} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          maxLength={50}
          defaultValue={first}
          error={errors['name.first']}
        />
        <FormField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          maxLength={50}
          defaultValue={last}
          error={errors['name.last']}
        />
      </div>
      <button type="submit" className={PRIMARY_BUTTON} disabled={isBusy}>
        {isBusy ? 'Saving…' : 'Save name'}
      </button>
    </form>
  );
}
