import { z } from 'zod';
import {
  ChangeEmailInput,
  ChangeNameInput,
  ChangePasswordInput,
  DeleteAccountInput,
  PendingEmailChange,
} from '#domain/users/account.schema.ts';
import { Me } from '#domain/users/user.schema.ts';
import { changeEmail } from '../../../services/users/change-email.ts';
import { changeName } from '../../../services/users/change-name.ts';
import { changePassword } from '../../../services/users/change-password.ts';
import { deleteAccount } from '../../../services/users/delete-account.ts';
import { getPendingEmail } from '../../../services/users/get-pending-email.ts';
import { resendVerification } from '../../../services/users/resend-verification.ts';
import { defineRoute } from '../../define-route.ts';
import { loggedOutCookies, requireUserId, setSessionCookie } from '../../session.ts';
import { authDeps, readMe } from './user-session.ts';

const MINUTE = 60_000;
/** The routes that check the current password: a stolen session must not make them a guessing oracle. */
const PASSWORD_CHECK_LIMIT = { max: 10, timeWindowMs: 15 * MINUTE };

/** My Account (`/settings`): name, email, password, verification mail and account deletion. */
export const ACCOUNT_ROUTES = [
  defineRoute({
    method: 'PUT',
    url: '/api/users/me/name',
    summary: "Change the signed-in user's first and last name",
    tags: ['users'],
    body: ChangeNameInput,
    response: Me,
    errors: [401],
    handler: async ({ body }, request, reply) => {
      const userId = await requireUserId(request);
      await changeName(request.server.deps, userId, body);
      return readMe(request, reply, userId);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/users/me/email',
    summary:
      'Ask to change the email address (needs the current password): mails a confirmation link to the new address, which switches the account to it and marks it verified, and a notice to the current one; E_ACCOUNT_EXISTS when the new address has an account',
    tags: ['users'],
    body: ChangeEmailInput,
    response: PendingEmailChange,
    errors: [401, 409, 429],
    rateLimit: PASSWORD_CHECK_LIMIT,
    handler: async ({ body }, request) => {
      const userId = await requireUserId(request);
      return changeEmail(authDeps(request), userId, body);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/users/me/email-change',
    summary: 'The new email address waiting for its confirmation link, if any',
    tags: ['users'],
    response: PendingEmailChange,
    errors: [401],
    cacheControl: 'private, no-store',
    handler: async (_input, request) => {
      const userId = await requireUserId(request);
      return { pendingEmail: await getPendingEmail(request.server.deps, userId) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/users/me/email/verification',
    summary:
      'Mail the verification link of the current email address again (nothing when already verified); it replaces every earlier link, a pending email change included',
    tags: ['users'],
    response: z.object({ isSent: z.boolean() }),
    errors: [401, 429],
    rateLimit: { max: 3, timeWindowMs: 15 * MINUTE },
    handler: async (_input, request) => {
      const userId = await requireUserId(request);
      return resendVerification(authDeps(request), userId);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/users/me/password',
    summary:
      'Change the password (needs the current one): every session of the account ends, this browser gets a new one',
    tags: ['users'],
    body: ChangePasswordInput,
    response: Me,
    errors: [401, 429],
    rateLimit: PASSWORD_CHECK_LIMIT,
    handler: async ({ body }, request, reply) => {
      const userId = await requireUserId(request);
      const { token } = await changePassword(request.server.deps, {
        ...body,
        userId,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(reply, token);
      return readMe(request, reply, userId);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/users/me/delete',
    summary:
      'Delete the account and its personal data (needs the password); startups and investor profiles with no other member are deleted with it; logs out',
    tags: ['users'],
    body: DeleteAccountInput,
    response: z.object({ ok: z.literal(true) }),
    errors: [401, 429],
    rateLimit: PASSWORD_CHECK_LIMIT,
    handler: async ({ body }, request, reply) => {
      const userId = await requireUserId(request);
      await deleteAccount(request.server.deps, userId, body);
      for (const cookie of loggedOutCookies(request.server)) reply.header('set-cookie', cookie);
      return { ok: true as const };
    },
  }),
];
