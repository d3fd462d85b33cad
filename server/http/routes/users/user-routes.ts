import { z } from 'zod';
import { AppError } from '#domain/errors.ts';
import { ForgotPasswordInput, SignInInput, SignOutInput, SignUpInput } from '#domain/users/auth.schema.ts';
import {
  FORGOT_PASSWORD_SUCCESS,
  Me,
  ResetPasswordInput,
  SelectProfileInput,
  UpdateMeInput,
  VerifyEmailInput,
} from '#domain/users/user.schema.ts';
import { PROFILE_COOKIE } from '../../../services/auth/session-policy.ts';
import { createApplicant } from '../../../services/users/create-applicant.ts';
import { forgotPassword } from '../../../services/users/forgot-password.ts';
import { resetPassword } from '../../../services/users/reset-password.ts';
import { signIn } from '../../../services/users/sign-in.ts';
import { signUp } from '../../../services/users/sign-up.ts';
import { updateMe } from '../../../services/users/update-me.ts';
import { verifyEmail } from '../../../services/users/verify-email.ts';
import { defineRoute } from '../../define-route.ts';
import { requireUserId } from '../../session.ts';
import { authDeps, endSession, readMe, startSession } from './user-session.ts';

const YEAR_SECONDS = 365 * 24 * 3600;

const MINUTE = 60_000;
const Ok = z.object({ ok: z.literal(true) });

export const USER_ROUTES = [
  defineRoute({
    method: 'GET',
    url: '/api/users/me',
    summary: 'The signed-in user with the profiles of this platform (the periodic session check)',
    tags: ['users'],
    response: Me,
    errors: [401],
    cacheControl: 'private, no-store',
    // The session and the user in one statement (the session is still read on every request).
    handler: async (_input, request) => {
      const viewer = await request.getSessionWithMe(request.site.platform);
      if (!viewer) throw new AppError('UNAUTHORIZED', 'Please log in');
      return viewer.me;
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/users/me',
    summary: 'Save UI features reached or the selected profile',
    tags: ['users'],
    body: UpdateMeInput,
    response: Me,
    errors: [401],
    handler: async ({ body }, request, reply) => {
      const userId = await requireUserId(request);
      await updateMe(request.server.deps, userId, body);
      return readMe(request, reply, userId);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/users/sign-in',
    summary: 'Log in with email and password',
    tags: ['users'],
    body: SignInInput,
    response: Me,
    errors: [401, 429],
    rateLimit: { max: 10, timeWindowMs: MINUTE },
    handler: async ({ body }, request, reply) => {
      const { userId } = await signIn(request.server.deps, body);
      await startSession(request, reply, userId, { method: 'password' });
      return readMe(request, reply, userId);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/users/sign-up',
    summary: 'Create an account (E_ACCOUNT_EXISTS when the email is taken); sends the verification email',
    tags: ['users'],
    body: SignUpInput,
    response: Me,
    status: 201,
    errors: [409, 429],
    rateLimit: { max: 10, timeWindowMs: 10 * MINUTE },
    handler: async ({ body }, request, reply) => {
      const { userId } = await signUp(authDeps(request), body, request.ip);
      await startSession(request, reply, userId, { method: 'sign-up', isSignUp: true });
      return readMe(request, reply, userId);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/users/sign-out',
    summary: 'Log out: the session ends on the server; the session and selected-profile cookies are removed',
    tags: ['users'],
    body: SignOutInput,
    response: Ok,
    errors: [409],
    handler: async ({ body }, request, reply) => {
      // A page that found its session gone names the user it showed: if someone has logged in since
      // (another tab), their session is not this page's to end.
      if (body.userId !== undefined) {
        const session = await request.getSession();
        if (session && session.userId !== body.userId) {
          throw new AppError('CONFLICT', 'Another login is active in this browser: it stays logged in');
        }
      }
      // The selected profile goes too: the next login asks again unless the choice was saved on the
      // account ('Remember my choice next time I log in').
      for (const cookie of await endSession(request)) reply.header('set-cookie', cookie);
      return { ok: true as const };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/users/forgot-password',
    summary: 'Email a password reset link (same answer whether or not the account exists)',
    tags: ['users'],
    body: ForgotPasswordInput,
    response: z.object({ message: z.string() }),
    errors: [429],
    rateLimit: { max: 5, timeWindowMs: 15 * MINUTE },
    handler: async ({ body }, request) => {
      await forgotPassword(authDeps(request), body.email);
      return { message: FORGOT_PASSWORD_SUCCESS };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/users/reset-password',
    summary: 'Set a new password with the emailed key (single use); ends all sessions and logs in',
    tags: ['users'],
    body: ResetPasswordInput,
    response: Me,
    errors: [404, 429],
    rateLimit: { max: 10, timeWindowMs: 15 * MINUTE },
    handler: async ({ body }, request, reply) => {
      const { userId } = await resetPassword(request.server.deps, body);
      await startSession(request, reply, userId, { method: 'password-reset' });
      return readMe(request, reply, userId);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/users/verify-email',
    summary: 'Confirm the email address with the emailed key (single use)',
    tags: ['users'],
    body: VerifyEmailInput,
    response: Ok,
    errors: [404, 409],
    handler: async ({ body }, request) => {
      await verifyEmail(request.server.deps, body.emailVerificationKey);
      return { ok: true as const };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/applicant',
    summary: "Create the signed-in user's talent profile",
    tags: ['users'],
    response: Me,
    status: 201,
    errors: [401],
    handler: async (_input, request, reply) => {
      const userId = await requireUserId(request);
      await createApplicant(request.server.deps, userId);
      return readMe(request, reply, userId);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/users/select-profile',
    summary: 'Switch profile: remember the choice in this browser, and for the next login when save is set',
    tags: ['users'],
    body: SelectProfileInput,
    response: Me,
    errors: [401, 422],
    handler: async ({ body }, request, reply) => {
      const userId = await requireUserId(request);
      const me = await readMe(request, reply, userId);
      if (!me.profiles.some((p) => p.id === body.profile)) {
        throw new AppError('VALIDATION', 'This profile is not yours on this site', {
          profile: ['Choose one of your profiles'],
        });
      }
      reply.setCookie(PROFILE_COOKIE, body.profile, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: reply.server.sessionCookie.isSecure,
        maxAge: YEAR_SECONDS,
      });
      if (!body.save) return me;
      await updateMe(request.server.deps, userId, { profile: body.profile });
      return { ...me, profile: body.profile };
    },
  }),
];
