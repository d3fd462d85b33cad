import { z } from 'zod';
import { SignInInput, SignUpInput } from './auth.schema.ts';

/**
 * My Account (`/settings`, issue 3 scope 10): the same field rules and messages (docs/product.md, Validation) as sign-up
 * ('Please enter first name', 'Please enter your email address', 'Please enter a valid password')
 * and sign-in ('Please enter your password' for the current password), taken from those schemas so
 * the rules can never drift apart.
 */
const Name = SignUpInput.shape.name;
const Email = SignUpInput.shape.email;
const NewPassword = SignUpInput.shape.password;
const CurrentPassword = SignInInput.shape.password;

/** Wrong current password (email change, password change, delete account): a field error on it. */
export const INCORRECT_PASSWORD_MESSAGE = 'Incorrect password, please try again';
export const SAME_EMAIL_MESSAGE = 'This is already your email address';
export const EMAIL_TAKEN_MESSAGE = 'There is already an account with this email address';

export const ChangeNameInput = z.object({ name: Name });
export type ChangeNameInput = z.infer<typeof ChangeNameInput>;

/** The new address is confirmed from a mailed link before the account uses it. */
export const ChangeEmailInput = z.object({ email: Email, password: CurrentPassword });
export type ChangeEmailInput = z.infer<typeof ChangeEmailInput>;

export const ChangePasswordInput = z.object({ currentPassword: CurrentPassword, password: NewPassword });
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

/** Deleting the account is confirmed with the password. */
export const DeleteAccountInput = z.object({ password: CurrentPassword });
export type DeleteAccountInput = z.infer<typeof DeleteAccountInput>;

/** An email change waiting for its confirmation link (null: none). */
export const PendingEmailChange = z.object({ pendingEmail: z.string().nullable() });
export type PendingEmailChange = z.infer<typeof PendingEmailChange>;
