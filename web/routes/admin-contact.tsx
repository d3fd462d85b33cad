import { Form } from 'react-router';
import { AdminContactParams } from '#domain/content/company-pages.schema.ts';
import { AppError } from '#domain/errors.ts';
import { formatUtcDateTime } from '#domain/jobs/format-expiry.ts';
import { getAppContext } from '../app-context.ts';
import { DataTable } from '../components/ui/data-table.tsx';
import {
  FormError,
  SECONDARY_SUBMIT_BUTTON,
  StatusMessage,
  SubmitButton,
} from '../components/ui/form-controls.tsx';
import { readForm, runFormAction } from '../lib/form-action.server.ts';
import { useFormResult } from '../lib/form-result.ts';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/admin-contact.ts';

export function meta() {
  return pageMeta({
    title: 'Contact messages',
    description: 'Messages from the contact form.',
    noIndex: true,
  });
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'content.manage');
  return getAppContext(context).services.adminCompany.contactMessages(me.id);
}

/** Mark one message handled (`id`). */
export async function action({ context, request, url }: Route.ActionArgs) {
  const me = requireSiteAction(context, url, 'content.manage');
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const id = AdminContactParams.safeParse({ id: form.values.id });
    if (form.intent !== 'handle' || !id.success) throw new AppError('BAD_REQUEST', 'Unknown form');
    const message = await getAppContext(context).services.adminCompany.handleContact(me.id, id.data.id);
    return { ok: true as const, intent: 'handle', message: `The message from ${message.name} is handled.` };
  });
}

/** `/admin/contact` (issue 35): messages from the contact form, newest first; each can be marked handled. */
export default function AdminContact({ loaderData }: Route.ComponentProps) {
  const { items, waiting } = loaderData;
  const outcome = useFormResult('handle');
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Contact messages</h1>
      <p className="mt-2 text-slate-700">
        {waiting === 1 ? '1 message waits' : `${waiting} messages wait`} for an answer. Each also went to the
        team's inbox; answer there, then mark it handled here.
      </p>
      <div className="mt-4 space-y-2">
        <StatusMessage message={outcome.message} />
        <FormError message={outcome.formError} />
      </div>
      {items.length === 0 ? (
        <p className="mt-6 text-slate-700">No messages yet.</p>
      ) : (
        <DataTable
          className="mt-6"
          tableClassName="min-w-[56rem]"
          caption="Contact messages, newest first"
          columns={['From', 'Topic', 'Message', 'Received', 'Status']}
        >
          {items.map((item) => (
            <tr key={item.id} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-3 pr-4 font-normal">
                <span className="font-semibold text-slate-900">{item.name}</span>
                <a href={`mailto:${item.email}`} className="block text-sm text-brand-700 underline">
                  {item.email}
                </a>
              </th>
              <td className="py-3 pr-4">{item.topic}</td>
              <td className="max-w-md py-3 pr-4 whitespace-pre-line">{item.message}</td>
              <td className="py-3 pr-4">
                <time dateTime={item.createdAt}>{formatUtcDateTime(new Date(item.createdAt))}</time>
              </td>
              <td className="py-3 pr-4">
                {item.handledAt ? (
                  <>
                    Handled{' '}
                    <time dateTime={item.handledAt}>{formatUtcDateTime(new Date(item.handledAt))}</time>
                    {item.handledByEmail && (
                      <span className="block text-xs text-slate-600">by {item.handledByEmail}</span>
                    )}
                  </>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="id" value={item.id} />
                    <SubmitButton
                      name="intent"
                      value="handle"
                      className={SECONDARY_SUBMIT_BUTTON}
                      busyText="Saving…"
                    >
                      Mark handled<span className="sr-only"> (message from {item.name})</span>
                    </SubmitButton>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
