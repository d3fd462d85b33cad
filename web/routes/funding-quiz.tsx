import { Form, Link, redirect } from 'react-router';
import { FundingQuizSubmission, quizAnswersToSearch } from '#domain/investors/funding-quiz.schema.ts';
import { getAppContext } from '../app-context.ts';
import { ChoiceGroup, SelectField, SubmitButton } from '../components/ui/form-controls.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { postedText, useFormResult } from '../lib/form-result.ts';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/funding-quiz.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    url: canonicalFor(matches, '/funding/quiz'),
    title: 'Funding quiz: which investors fit your startup?',
    description:
      'Answer five questions about your stage, industry, amount, country and impact focus and see the investors that match, with the reasons.',
  });
}

/** The selected startup of a member, else the first of their startups. */
function currentStartupKey(me: { profile: string | null; companies: { key: string }[] } | null) {
  if (!me) return null;
  const selected = me.profile?.startsWith('company:') ? me.profile.slice('company:'.length) : null;
  return (me.companies.some((c) => c.key === selected) ? selected : me.companies[0]?.key) ?? null;
}

export async function loader({ context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const { funding } = app.services;
  const startupKey = currentStartupKey(app.me);
  const [choices, saved] = await Promise.all([
    funding.getChoices(),
    app.me && startupKey ? funding.readSavedQuizAnswers(app.me.id, startupKey) : null,
  ]);
  return { choices, saved: saved ?? {} };
}

/**
 * The answers become the results address: the results can be shared and bookmarked. A required
 * question left open is an error beside it (422), never an empty result.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const answers = parseForm(FundingQuizSubmission, form.values);
    const search = quizAnswersToSearch(answers);
    return redirect(`/funding/quiz/results${search ? `?${search}` : ''}`);
  });
}

/**
 * `/funding/quiz` (issue 12): five questions (stage, industry, amount sought, country, impact focus)
 * posted to a React Router action that redirects to the results: it works before hydration. A
 * startup member starts from the answers saved on their startup.
 */
export default function FundingQuiz({ loaderData }: Route.ComponentProps) {
  const { choices, saved } = loaderData;
  const { fieldErrors, values } = useFormResult();
  // After a refusal the form shows what was posted; otherwise the answers saved on the startup.
  const answer = (name: 'stage' | 'industry' | 'amount' | 'country') =>
    postedText(values, name) ?? saved[name] ?? '';
  const impact = values ? postedText(values, 'impact') === 'yes' : saved.impact;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <p className="text-sm">
        <Link to="/funding" className="font-medium text-brand-700 underline">
          All investors
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">Which investors fit your startup?</h1>
      <p className="mt-2 text-slate-700">
        Five questions, no log-in needed. We rank the investors that match and say why.
      </p>
      <Form
        method="post"
        noValidate
        className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-5"
      >
        <SelectField
          label="Your stage"
          name="stage"
          placeholder="Choose your stage"
          options={choices.stages}
          defaultValue={answer('stage')}
          required
          error={fieldErrors.stage}
        />
        <SelectField
          label="Your industry"
          name="industry"
          placeholder="Choose your industry"
          options={choices.industries}
          defaultValue={answer('industry')}
          required
          error={fieldErrors.industry}
        />
        <SelectField
          label="Amount you are raising (optional)"
          name="amount"
          placeholder="Choose an amount"
          options={choices.investmentRanges}
          defaultValue={answer('amount')}
          error={fieldErrors.amount}
        />
        <SelectField
          label="Your country"
          name="country"
          placeholder="Choose your country"
          options={choices.countries}
          defaultValue={answer('country')}
          required
          error={fieldErrors.country}
        />
        <ChoiceGroup
          legend="Are you looking for impact investors?"
          name="impact"
          type="radio"
          options={[
            { value: 'yes', text: 'Yes, impact is at the heart of what we do' },
            { value: 'no', text: 'No' },
          ]}
          selected={[impact ? 'yes' : 'no']}
          columns={1}
        />
        <SubmitButton busyText="Finding investors…">Show matching investors</SubmitButton>
      </Form>
    </div>
  );
}
