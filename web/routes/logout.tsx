import { Form, redirect } from 'react-router';
import { getAppContext } from '../app-context.ts';
import { SUBMIT_BUTTON } from '../components/ui/form-controls.tsx';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/logout.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Log out',
    description: 'Log out of your account in this browser.',
    noIndex: true,
  });
}

/** Nobody is logged in: nothing to do here, so the front page. */
export async function loader({ context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  if (!app.me) throw redirect('/');
  return { fullName: app.me.fullName };
}

/**
 * docs/product.md, User menu: "Log out" goes to `/`. The header's button posts here when the page runs
 * without JavaScript (with it, the user menu calls `POST /api/users/sign-out`). A plain form post,
 * so the session ends on the server in both cases. Logged out already: the same answer.
 */
export async function action({ context }: Route.ActionArgs) {
  const app = getAppContext(context);
  const headers = new Headers();
  for (const cookie of await app.endSession()) headers.append('Set-Cookie', cookie);
  return redirect('/', { headers });
}

/** `/logout`: who is logged in, and the button that logs this browser out. */
export default function Logout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">Log out</h1>
      <p className="mt-3 text-slate-700">You are logged in as {loaderData.fullName}.</p>
      <Form method="post" action="/logout" className="mt-6">
        <button type="submit" className={`w-full ${SUBMIT_BUTTON}`}>
          Log out
        </button>
      </Form>
    </div>
  );
}
