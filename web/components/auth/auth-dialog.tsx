// First: zod must be jitless before any schema is built (our CSP forbids eval).
import './zod-jitless.ts';
import { Dialog } from 'radix-ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { ForgotPasswordInput, SignInInput, SignUpInput } from '#domain/users/auth.schema.ts';
import {
  ACCOUNT_EXISTS_MESSAGE,
  FORGOT_PASSWORD_SUCCESS,
  INVALID_LOGIN_MESSAGE,
  type Me,
} from '#domain/users/user.schema.ts';
import { type ApiResult, apiRequest } from '../../lib/api-client.ts';
import { useSubmitGuard } from '../../lib/use-submit-guard.ts';
import { decideAfterAuthentication } from '../profiles/after-auth.ts';
import { openProfileModal } from '../profiles/profile-modal-store.ts';
import type { AuthStep } from './auth-modal-store.ts';
import { CaptchaField } from './captcha-field.tsx';
import {
  type FieldErrorMap,
  FormField,
  issueFieldErrors,
  readTextFields,
  serverFieldErrors,
} from './form-field.tsx';
import { ProfessionalNetworkButton } from './professional-network-button.tsx';

const TITLES: Record<AuthStep, string> = {
  landing: 'Let us know who you are',
  signup: 'Sign up with email',
  login: 'Log in',
  forgot: 'Forgot password?',
  exists: ACCOUNT_EXISTS_MESSAGE,
};

const DESCRIPTIONS: Record<AuthStep, string> = {
  landing: 'Create an account to apply for jobs and follow startups, or log in.',
  signup: 'All fields are required.',
  login: 'Log in with your email address and password.',
  forgot: 'We will email you a link to reset your password.',
  exists: 'There is already an account with this email address.',
};

const PRIMARY_BUTTON =
  'w-full rounded-md bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60';
const LINK_BUTTON = 'text-sm font-semibold text-brand-700 underline-offset-2 hover:underline';

function GeneralError({ message }: { message: string | null }) {
  // The region exists from the start so screen readers announce the message when it appears.
  return (
    <div role="alert" className={message ? 'rounded-md bg-red-50 px-3 py-2 text-sm text-red-800' : undefined}>
      {message}
    </div>
  );
}

type AuthDialogProps = {
  initialStep: AuthStep;
  /** The `to` query: where to go after logging in (same-origin paths only). */
  to: string | null;
  onClose: () => void;
};

/** The auth modal (docs/product.md, Modals and Auth flow): landing, sign up, log in, forgot password, account exists. */
export default function AuthDialog({ initialStep, to, onClose }: AuthDialogProps) {
  const [step, setStep] = useState<AuthStep>(initialStep);
  const [existingEmail, setExistingEmail] = useState('');
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  /**
   * docs/product.md, After authentication: the flow finishes as soon as the user is logged in, then After authentication: the
   * target (or the selected profile's page), else the Switch profile, Connect profile or Choose role
   * modal. `me` is the user as the log-in or sign-up answered; `isSignUp` offers the talent role too.
   */
  const finish = async (me: Me, { isSignUp }: { isSignUp: boolean }) => {
    const outcome = decideAfterAuthentication(me, to);
    onClose();
    if (outcome.kind === 'go') {
      await navigate(outcome.to, { replace: true });
    } else {
      openProfileModal(
        outcome.kind === 'chooseRole'
          ? { kind: 'chooseRole', isSignUp, to, me }
          : { kind: outcome.kind, to, me },
      );
    }
    // The page's data (header, menus) now belongs to a logged-in user.
    await revalidator.revalidate();
  };
  const finishLogIn = (me: Me) => finish(me, { isSignUp: false });
  const finishSignUp = (me: Me) => finish(me, { isSignUp: true });

  let body: ReactNode;
  switch (step) {
    case 'landing':
      body = (
        <div className="space-y-3">
          <button type="button" className={PRIMARY_BUTTON} onClick={() => setStep('signup')}>
            Sign up with email
          </button>
          <ProfessionalNetworkButton
            allowRegistration
            onAuthorized={(me, { created }) => finish(me, { isSignUp: created })}
          />
          <p className="text-center text-sm text-slate-700">
            Already have an account?{' '}
            <button type="button" className={LINK_BUTTON} onClick={() => setStep('login')}>
              Log in
            </button>
          </p>
        </div>
      );
      break;
    case 'signup':
      body = (
        <SignUpForm
          onDone={finishSignUp}
          onAccountExists={(email) => {
            setExistingEmail(email);
            setStep('exists');
          }}
          onLogin={() => setStep('login')}
        />
      );
      break;
    case 'login':
      body = (
        <div className="space-y-4">
          <LoginForm
            onDone={finishLogIn}
            onForgot={() => setStep('forgot')}
            onSignUp={() => setStep('landing')}
          />
          <ProfessionalNetworkButton allowRegistration={false} onAuthorized={finishLogIn} />
        </div>
      );
      break;
    case 'exists':
      body = (
        <LoginForm
          exists
          defaultEmail={existingEmail}
          onDone={finishLogIn}
          onForgot={() => setStep('forgot')}
          onSignUp={() => setStep('landing')}
        />
      );
      break;
    case 'forgot':
      body = <ForgotPasswordForm onLogin={() => setStep('login')} />;
      break;
  }

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="pr-8 text-xl font-bold text-slate-900">{TITLES[step]}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {DESCRIPTIONS[step]}
          </Dialog.Description>
          <div className="mt-5">{body}</div>
          <Dialog.Close
            aria-label="Close"
            className="absolute right-3 top-3 rounded-md px-2 py-1 text-lg leading-none text-slate-600 hover:bg-slate-100"
          >
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SignUpForm({
  onDone,
  onAccountExists,
  onLogin,
}: {
  onDone: (me: Me) => Promise<void>;
  onAccountExists: (email: string) => void;
  onLogin: () => void;
}) {
  const { isBusy, run } = useSubmitGuard();
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = readTextFields(event.currentTarget);
    const input = {
      name: { first: form.firstName ?? '', last: form.lastName ?? '' },
      email: form.email ?? '',
      password: form.password ?? '',
      reCaptchaResponse: form.reCaptchaResponse ?? '',
    };
    const parsed = SignUpInput.safeParse(input);
    if (!parsed.success) {
      setErrors(issueFieldErrors(parsed.error.issues));
      setGeneralError(null);
      return;
    }
    const result = await run(() => apiRequest<Me>('POST', '/api/users/sign-up', parsed.data));
    if (!result) return;
    if (result.ok) {
      await onDone(result.data);
      return;
    }
    if (result.error.code === 'E_ACCOUNT_EXISTS') {
      onAccountExists(parsed.data.email);
      return;
    }
    // The captcha solution was spent: the widget starts over.
    setAttempt((n) => n + 1);
    setErrors(serverFieldErrors(result.error.fieldErrors));
    setGeneralError(result.error.message);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <GeneralError message={generalError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          maxLength={50}
          error={errors['name.first']}
        />
        <FormField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          maxLength={50}
          error={errors['name.last']}
        />
      </div>
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={50}
        error={errors.email}
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        error={errors.password}
      />
      <p className="-mt-2 text-xs text-slate-600">
        At least 8 characters, with an uppercase letter, a digit and a special character.
      </p>
      <CaptchaField error={errors.reCaptchaResponse} resetKey={attempt} />
      <button type="submit" className={PRIMARY_BUTTON} disabled={isBusy}>
        {isBusy ? 'Signing up…' : 'Sign up'}
      </button>
      <p className="text-center text-sm text-slate-700">
        Already have an account?{' '}
        <button type="button" className={LINK_BUTTON} onClick={onLogin}>
          Log in
        </button>
      </p>
    </form>
  );
}

function LoginForm({
  exists = false,
  defaultEmail,
  onDone,
  onForgot,
  onSignUp,
}: {
  exists?: boolean;
  defaultEmail?: string;
  onDone: (me: Me) => Promise<void>;
  onForgot: () => void;
  onSignUp: () => void;
}) {
  const { isBusy, run } = useSubmitGuard();
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [generalError, setGeneralError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = readTextFields(event.currentTarget);
    const parsed = SignInInput.safeParse({
      email: form.email ?? '',
      password: form.password ?? '',
      ...(exists ? { exists: true } : {}),
    });
    if (!parsed.success) {
      setErrors(issueFieldErrors(parsed.error.issues));
      setGeneralError(null);
      return;
    }
    setErrors({});
    const result: ApiResult<Me> | undefined = await run(() =>
      apiRequest<Me>('POST', '/api/users/sign-in', parsed.data),
    );
    if (!result) return;
    if (result.ok) {
      await onDone(result.data);
      return;
    }
    setErrors(serverFieldErrors(result.error.fieldErrors));
    setGeneralError(result.status === 401 ? INVALID_LOGIN_MESSAGE : result.error.message);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <GeneralError message={generalError} />
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={50}
        defaultValue={defaultEmail}
        error={errors.email}
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        autoFocus={exists}
        error={errors.password}
      />
      <div className="text-right">
        <button type="button" className={LINK_BUTTON} onClick={onForgot}>
          Forgot password?
        </button>
      </div>
      <button type="submit" className={PRIMARY_BUTTON} disabled={isBusy}>
        {isBusy ? 'Logging in…' : 'Log in'}
      </button>
      <p className="text-center text-sm text-slate-700">
        No account yet?{' '}
        <button type="button" className={LINK_BUTTON} onClick={onSignUp}>
          Sign up
        </button>
      </p>
    </form>
  );
}

function ForgotPasswordForm({ onLogin }: { onLogin: () => void }) {
  const { isBusy, run } = useSubmitGuard();
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ForgotPasswordInput.safeParse({ email: readTextFields(event.currentTarget).email ?? '' });
    if (!parsed.success) {
      setErrors(issueFieldErrors(parsed.error.issues));
      setGeneralError(null);
      return;
    }
    setErrors({});
    const result = await run(() =>
      apiRequest<{ message: string }>('POST', '/api/users/forgot-password', parsed.data),
    );
    if (!result) return;
    if (result.ok) {
      setGeneralError(null);
      setSuccess(FORGOT_PASSWORD_SUCCESS);
      return;
    }
    setErrors(serverFieldErrors(result.error.fieldErrors));
    setGeneralError(result.error.message);
  };

  if (success) {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
          {success}
        </p>
        <button type="button" className={PRIMARY_BUTTON} onClick={onLogin}>
          Back to log in
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <GeneralError message={generalError} />
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={50}
        error={errors.email}
      />
      <button type="submit" className={PRIMARY_BUTTON} disabled={isBusy}>
        {isBusy ? 'Sending…' : 'Send reset link'}
      </button>
      <p className="text-center text-sm text-slate-700">
        <button type="button" className={LINK_BUTTON} onClick={onLogin}>
          Back to log in
        </button>
      </p>
    </form>
  );
}
