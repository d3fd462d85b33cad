import { data, Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { OUTBOX_DEFAULT_LIMIT, type OutboxEmail } from '#domain/mail/outbox-email.schema.ts';
import { getAppContext } from '../app-context.ts';
import { TextWithLinks } from '../components/ui/text-with-links.tsx';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/dev-outbox.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Mail outbox (development)',
    description: 'The mails this development server sent: verification, password reset and more.',
    noIndex: true,
  });
}

/** The mails hold live single-use links: no browser or proxy may keep the page. */
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

type ListOutboxEmails = (limit?: number) => Promise<OutboxEmail[]>;

/**
 * The server adds the development flag and the outbox service only outside production. Both are read
 * defensively: if either is missing, the page does not exist.
 */
function readOutboxLister(context: LoaderFunctionArgs['context']): ListOutboxEmails | null {
  const app = getAppContext(context) as unknown as {
    isDevelopment?: unknown;
    services?: { listOutboxEmails?: unknown };
  };
  const list = app.services?.listOutboxEmails;
  if (app.isDevelopment !== true || typeof list !== 'function') return null;
  return list as ListOutboxEmails;
}

export async function loader({ context, url }: LoaderFunctionArgs) {
  const listOutboxEmails = readOutboxLister(context);
  if (!listOutboxEmails) throw data('This page could not be found', { status: 404 });
  const emails = await listOutboxEmails(OUTBOX_DEFAULT_LIMIT);
  const selectedId = url.searchParams.get('id');
  const selected = emails.find((email) => email.id === selectedId) ?? emails[0] ?? null;
  // Only the selected mail's bodies travel to the page: the list needs the headers alone.
  return {
    emails: emails.map(({ id, to, subject, kind, transport, createdAt }) => ({
      id,
      to,
      subject,
      kind,
      transport,
      createdAt,
    })),
    selected,
  };
}

export default function DevOutbox() {
  const { emails, selected } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Mail outbox</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        Development only: the last {OUTBOX_DEFAULT_LIMIT} mails this server sent, newest first. With{' '}
        <code>SMTP_URL</code> set they also went to that SMTP server; without it they exist only here.{' '}
        <Link to="/dev/outbox" className="font-medium text-brand-700 underline">
          Refresh
        </Link>
      </p>

      {emails.length === 0 ? (
        <p className="mt-8 rounded-lg bg-white p-6 text-slate-600">
          No mail sent yet. Sign up or ask for a password reset, and the mail shows up here.
        </p>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <section aria-labelledby="outbox-list-heading">
            <h2 id="outbox-list-heading" className="sr-only">
              Sent mail
            </h2>
            <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
              <table className="w-full text-left text-sm">
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Subject
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      To
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Kind
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Sent (UTC)
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {emails.map((email) => {
                    const isSelected = email.id === selected?.id;
                    return (
                      <tr
                        key={email.id}
                        className={`border-t border-slate-200 ${isSelected ? 'bg-brand-50' : ''}`}
                      >
                        <td className="px-3 py-2">
                          <Link
                            to={`?id=${encodeURIComponent(email.id)}`}
                            preventScrollReset
                            aria-current={isSelected ? 'true' : undefined}
                            className="font-medium text-brand-700 underline"
                          >
                            {email.subject || '(no subject)'}
                          </Link>
                        </td>
                        <td className="px-3 py-2 break-all">{email.to}</td>
                        <td className="px-3 py-2">
                          <code>{email.kind}</code>
                        </td>
                        <td className="px-3 py-2 whitespace-nowrap">
                          <time dateTime={email.createdAt}>{formatUtc(email.createdAt)}</time>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>

          {selected ? <SelectedMail email={selected} /> : null}
        </div>
      )}
    </div>
  );
}

function SelectedMail({ email }: { email: OutboxEmail }) {
  return (
    <section aria-labelledby="outbox-selected-heading" className="min-w-0">
      <h2 id="outbox-selected-heading" className="text-xl font-semibold">
        {email.subject || '(no subject)'}
      </h2>
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-700">To</dt>
        <dd className="break-all">{email.to}</dd>
        <dt className="font-medium text-slate-700">Kind</dt>
        <dd>
          <code>{email.kind}</code>
        </dd>
        <dt className="font-medium text-slate-700">Delivered by</dt>
        <dd>{email.transport === 'smtp' ? 'SMTP server' : 'Outbox only (no SMTP_URL)'}</dd>
        <dt className="font-medium text-slate-700">Sent (UTC)</dt>
        <dd>
          <time dateTime={email.createdAt}>{formatUtc(email.createdAt)}</time>
        </dd>
      </dl>

      <h3 className="mt-6 text-lg font-semibold">HTML part</h3>
      <p className="text-sm text-slate-600">
        Shown sandboxed: no scripts, and its links do not open. Use the links in the text part below.
      </p>
      <iframe
        title={`HTML part of the mail: ${email.subject}`}
        // An empty sandbox: the mail's HTML can neither run scripts nor reach this page.
        sandbox=""
        srcDoc={email.html}
        className="mt-2 h-[36rem] w-full rounded-xl border border-slate-200 bg-white"
      />

      <h3 className="mt-6 text-lg font-semibold">Text part</h3>
      <pre className="mt-2 overflow-x-auto whitespace-pre-wrap break-words rounded-xl border border-slate-200 bg-white p-4 text-sm">
        <TextWithLinks text={email.text} />
      </pre>
    </section>
  );
}

/** '2026-11-20 08:00:00': the same on the server and in the browser, so hydration matches. */
function formatUtc(iso: string): string {
  return iso.slice(0, 19).replace('T', ' ');
}
