import { useEffect, useRef, useState } from 'react';
import { Link, useRevalidator, useSearchParams } from 'react-router';
import { apiRequest } from '../lib/api-client.ts';
import { pageMeta } from '../lib/page-meta.ts';

export function meta() {
  return [
    ...pageMeta({ title: 'Verify email', description: 'Confirm the email address of your Nordhub account.' }),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

type VerifyState = { status: 'pending' } | { status: 'done' } | { status: 'failed'; message: string };

/**
 * `/client/verify-email?key=…`: the link of the verification email. The key is sent once, from the
 * browser (spec §5: a key from the query is consumed when used), so link previewers that only GET
 * the page never spend it.
 */
export default function ClientVerifyEmail() {
  const [searchParams] = useSearchParams();
  const key = searchParams.get('key') ?? '';
  const [state, setState] = useState<VerifyState>({ status: 'pending' });
  const sentFor = useRef<string | null>(null);
  const revalidator = useRevalidator();
  const revalidate = revalidator.revalidate;

  useEffect(() => {
    if (sentFor.current === key) return;
    sentFor.current = key;
    if (!key) {
      setState({ status: 'failed', message: 'This link is not valid' });
      return;
    }
    setState({ status: 'pending' });
    void apiRequest('POST', '/api/users/verify-email', { emailVerificationKey: key }).then((result) => {
      if (result.ok) {
        setState({ status: 'done' });
        void revalidate();
      } else {
        setState({ status: 'failed', message: result.error.message });
      }
    });
  }, [key, revalidate]);

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
