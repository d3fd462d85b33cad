// First: zod must be jitless before any schema is built (our CSP forbids eval).
import '../components/auth/zod-jitless.ts';
import { Form, Link, useSearchParams } from 'react-router';
import {
  type AdminPaymentList,
  AdminPaymentsQuery,
  PAYMENT_STATUS_LABELS,
} from '#domain/admin/admin-payments.schema.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';
import { PAYMENT_STATUSES } from '#domain/pricing/pricing-constants.ts';
import { getAppContext } from '../app-context.ts';
import { PaymentStatusBadge } from '../components/admin/payment-status-badge.tsx';
import { DataTable } from '../components/ui/data-table.tsx';
import { InputField, SelectField, SUBMIT_BUTTON } from '../components/ui/form-controls.tsx';
import { Pagination } from '../components/ui/pagination.tsx';
import { issueFieldErrors } from '../lib/form-action.server.ts';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/admin-payments.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Payments',
    description: 'Every checkout and its state, per startup.',
    noIndex: true,
  });
}

/** The filters from the address; a value that does not parse is shown with its error and ignored. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'payment.refund');
  const raw = Object.fromEntries(url.searchParams);
  const parsed = AdminPaymentsQuery.safeParse(raw);
  const fieldErrors: Record<string, string> = {};
  if (!parsed.success) {
    for (const [key, messages] of Object.entries(issueFieldErrors(parsed.error.issues))) {
      if (messages[0]) fieldErrors[key] = messages[0];
    }
  }
  const query = parsed.success
    ? parsed.data
    : AdminPaymentsQuery.parse({ company: raw.company?.slice(0, 100) });
  const list: AdminPaymentList = await getAppContext(context).services.adminPayments.list(me.id, query);
  return { list, fieldErrors, company: raw.company ?? '', status: raw.status ?? '' };
}

const STATUS_OPTIONS = PAYMENT_STATUSES.map((status) => ({
  value: status,
  text: PAYMENT_STATUS_LABELS[status],
}));

/** `/admin/payments`: every checkout, newest first, by startup and state. */
export default function AdminPayments({ loaderData }: Route.ComponentProps) {
  const { list, fieldErrors, company, status } = loaderData;
  const [search] = useSearchParams();
  const pages = Math.max(1, Math.ceil(list.total / list.perPage));
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Payments</h1>
      <p className="mt-2 text-slate-700">
        Every checkout of the plan and of boosts, newest first. Open one to refund it.
      </p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4">
        <InputField
          label="Startup (name or key)"
          name="company"
          type="search"
          maxLength={100}
          defaultValue={company}
          error={fieldErrors.company}
        />
        <SelectField
          label="State"
          name="status"
          placeholder="Any state"
          options={STATUS_OPTIONS}
          defaultValue={status.toUpperCase()}
          error={fieldErrors.status}
        />
        <button type="submit" className={SUBMIT_BUTTON}>
          Filter
        </button>
      </Form>
      <p className="mt-6 text-sm text-slate-700" role="status">
        {list.total === 1 ? '1 payment' : `${list.total.toLocaleString('en-GB')} payments`}
      </p>
      {list.items.length > 0 && (
        <DataTable
          className="mt-3"
          tableClassName="min-w-[56rem]"
          caption="Payments, newest first"
          columns={['Created', 'Startup', 'Product', 'Job', 'Amount', 'State', 'Paid']}
        >
          {list.items.map((payment) => (
            <tr key={payment.id} className="border-b border-slate-200 align-top">
              <td className="py-3 pr-4">
                <time dateTime={payment.createdAt}>{formatUtcDate(new Date(payment.createdAt))}</time>
              </td>
              <td className="py-3 pr-4">
                {payment.company.name}
                <span className="block text-xs text-slate-600">{payment.company.key}</span>
              </td>
              <td className="py-3 pr-4">
                <Link
                  to={`/admin/payments/${payment.id}`}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {payment.productName}
                </Link>
              </td>
              <td className="py-3 pr-4">{payment.job?.title ?? '–'}</td>
              <td className="py-3 pr-4 text-right whitespace-nowrap">{payment.formattedAmount}</td>
              <td className="py-3 pr-4">
                <PaymentStatusBadge status={payment.status} />
              </td>
              <td className="py-3 pr-4">
                {payment.paidAt ? (
                  <time dateTime={payment.paidAt}>{formatUtcDate(new Date(payment.paidAt))}</time>
                ) : (
                  '–'
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pagination page={list.page} pages={pages} search={search} />
    </div>
  );
}
