// First: zod must be jitless before any schema is built (our CSP forbids eval).
import '../components/auth/zod-jitless.ts';
import { Form, Link } from 'react-router';
import { DealProposalInput } from '#domain/deals/deal.schema.ts';
import { DEAL_CATEGORIES } from '#domain/deals/deal-constants.ts';
import { getAppContext } from '../app-context.ts';
import {
  FormError,
  InputField,
  SelectField,
  StatusMessage,
  SubmitButton,
  TextAreaField,
} from '../components/ui/form-controls.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { postedText, useFormResult } from '../lib/form-result.ts';
import { requireStartupMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-startup-monetise.ts';

export function meta() {
  return pageMeta({
    title: 'Offer a deal to other startups',
    description: 'Offer your product to the startups on Nordhub: send the team a deal proposal.',
    noIndex: true,
  });
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me, startup } = await requireStartupMember(context, url, params.company);
  return { company: { key: params.company, name: startup.name }, email: me.email };
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { me } = await requireStartupMember(context, url, params.company);
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const values = parseForm(DealProposalInput, form.values);
    await getAppContext(context).services.deals.propose(me.id, params.company, values);
    return {
      ok: true as const,
      message: 'Thank you: the team has your proposal and will get back to you by email.',
    };
  });
}

/**
 * `/client/startups/{key}/monetise`: a startup offers its own deal to the other startups. The
 * proposal is stored for the team, who see it in the back office's Deals section and publish it as a
 * deal (docs/product.md, Content pages).
 */
export default function ClientStartupMonetise({ loaderData }: Route.ComponentProps) {
  const { company, email } = loaderData;
  const result = useFormResult();
  const values = result.values;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Offer a deal to other startups</h1>
      <p className="mt-2 text-slate-700">
        Startups on Nordhub get{' '}
        <Link
          to={`/client/startups/${encodeURIComponent(company.key)}/deals`}
          className="text-brand-700 underline"
        >
          deals from our partners
        </Link>
        . Offer yours: a discount, free months or a useful document. The team reads every proposal and
        publishes the deal with {company.name} as its partner.
      </p>
      <Form method="post" noValidate className="mt-8 space-y-5">
        <FormError message={result.formError} />
        <InputField
          label="What you offer"
          name="title"
          defaultValue={postedText(values, 'title') ?? ''}
          error={result.fieldErrors.title}
          maxLength={200}
          required
        />
        <SelectField
          label="Category"
          name="category"
          placeholder="Choose a category"
          options={DEAL_CATEGORIES.map((c) => ({ value: c.value, text: c.label }))}
          defaultValue={postedText(values, 'category') ?? ''}
          error={result.fieldErrors.category}
          required
        />
        <TextAreaField
          label="The deal and how startups redeem it"
          name="description"
          rows={6}
          defaultValue={postedText(values, 'description') ?? ''}
          error={result.fieldErrors.description}
          maxLength={3000}
          required
        />
        <InputField
          label="Contact email"
          name="contactEmail"
          type="email"
          autoComplete="email"
          defaultValue={postedText(values, 'contactEmail') ?? email}
          error={result.fieldErrors.contactEmail}
          required
        />
        <StatusMessage message={result.message} />
        <SubmitButton busyText="Sending…">Send the proposal</SubmitButton>
      </Form>
    </div>
  );
}
