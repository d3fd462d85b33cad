import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { apiRequest } from '../lib/api-client.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { useRootData } from '../root.tsx';
import type { Route } from './+types/client-verify-email.ts';

const PAGE_PATH = '/client/verify-email';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Verify email',
    description: 'Confirm the email address of your Nordhub account.',
    noIndex: true,
  });
}

type VerifyState = { status: 'pending' } | { status: 'done' } | { status: 'failed'; message: string };

/** Kept in this history entry once the key is spent, so a reload still says it worked. */
type VerifiedState = { emailVerified?: boolean } | null;

/**
 * `/client/verify-email?key=…`: the link of the verification email. The key is sent once, from the
 * browser (docs/product.md, Validation: a key from the query is consumed when used), so link previewers that only GET
 * the page never spend it. Once spent it leaves the address (the entry remembers the success), so a
 * reload or a bookmark never offers the spent key again.
 */
export default function ClientVerifyEmail() {
  const [searchParams] = useSearchParams();
  const key = searchParams.get('key') ?? '';
  const isVerifiedHere = (useLocation().state as VerifiedState)?.emailVerified === true;
  const isEmailVerified = useRootData()?.me?.isEmailVerified ?? false;
  const [state, setState] = useState<VerifyState>({ status: 'pending' });
  const sentFor = useRef<string | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (sentFor.current === key) return;
    sentFor.current = key;
    if (!key) {
      setState(
        isVerifiedHere || isEmailVerified
          ? { status: 'done' }
          : { status: 'failed', message: 'This link is not valid' },
      );
      return;
    }
    setState({ status: 'pending' });
    void apiRequest('POST', '/api/users/verify-email', { emailVerificationKey: key }).then((result) => {
      if (result.ok) {
        setState({ status: 'done' });
        // The navigation also reloads the page data: the header knows the address is verified.
        void navigate(PAGE_PATH, { replace: true, state: { emailVerified: true } satisfies VerifiedState });
      } else {
        setState({ status: 'failed', message: result.error.message });
      }
    });
  }, [key, isVerifiedHere, isEmailVerified, navigate]);

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Verify email</h1>
      <div role="status" className="mt-6 text-slate-700">
        {state.status === 'pending' && <p>Verifying your email address…</p>}
        {state.status === 'done' && <p>Your email address is verified. Thank you!</p>}
      </div>
      {state.status === 'failed' && (
        <p role="alert" className="mt-2 rounded-md bg-red-50 px-3 py-2 text-red-800">
          {state.message}
        </p>
      )}
      {state.status !== 'pending' && (
        <Link
          to="/"
          className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Back to home
        </Link>
      )}
    </div>
  );
}
