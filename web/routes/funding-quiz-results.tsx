import { Form, Link, redirect } from 'react-router';
import { choiceLabel, choiceLabels, type FundingChoices } from '#domain/investors/funding-choices.ts';
import { FundingQuizAnswers, hasRequiredQuizAnswers } from '#domain/investors/funding-quiz.schema.ts';
import type { QuizReason } from '#domain/investors/funding-quiz-match.ts';
import { getAppContext } from '../app-context.ts';
import { InvestorCard } from '../components/funding/investor-card.tsx';
import { FormError, SelectField, StatusMessage, SubmitButton } from '../components/ui/form-controls.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { postedText, useFormResult } from '../lib/form-result.ts';
import { requireUser } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { parseSearchParams } from '../lib/parse-search-params.ts';
import type { Route } from './+types/funding-quiz-results.ts';

export async function loader({ context, url }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const answers = parseSearchParams(url, FundingQuizAnswers);
  // Without the answers that decide a match, the quiz asks for them (never '0 matching investors').
  if (!hasRequiredQuizAnswers(answers)) throw redirect('/funding/quiz');
  const { funding } = app.services;
  const [matches, choices] = await Promise.all([funding.matchInvestors(answers), funding.getChoices()]);
  const startups = app.me?.companies ?? [];
  const selected = app.me?.profile?.startsWith('company:') ? app.me.profile.slice('company:'.length) : null;
  return {
    answers,
    matches,
    choices,
    startups: startups.map((s) => ({ value: s.key, text: s.name })),
    selectedStartup: (startups.some((s) => s.key === selected) ? selected : startups[0]?.key) ?? '',
    isLoggedIn: app.me !== null,
    path: `${url.pathname}${url.search}`,
  };
}

/** A startup member saves the answers (carried by the form's hidden fields) on their startup. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const me = requireUser(context, url);
  const { funding } = getAppContext(context).services;
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const answers = parseForm(FundingQuizAnswers, form.values);
    const companyKey = typeof form.values.companyKey === 'string' ? form.values.companyKey : '';
    const saved = await funding.saveQuizAnswers(me.id, companyKey, answers);
    return { ok: true as const, message: `Your answers were saved on ${saved.companyName}.` };
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const count = loaderData?.matches.length ?? 0;
  return [
    ...pageMeta({
      matches,
      title: 'Your funding quiz results',
      description: `${count} investors match your stage, industry, amount, country and impact focus.`,
    }),
    // Every answer combination is an address: not for search engines.
    { name: 'robots', content: 'noindex' },
  ];
}

/** A reason in words, every code through the site configuration's labels. */
function reasonText(reason: QuizReason, choices: FundingChoices): string {
  switch (reason.kind) {
    case 'stage':
      return `Invests at your stage: ${choiceLabel(choices.stages, reason.code)}`;
    case 'industry':
      return `Invests in ${choiceLabel(choices.industries, reason.code)}`;
    case 'amount':
      return `Invests the amount you are raising: ${choiceLabel(choices.investmentRanges, reason.code)}`;
    case 'country':
      return `Invests in ${choiceLabel(choices.countries, reason.code)}`;
    case 'global':
      return 'Invests globally';
    case 'impact':
      return reason.sdgs.length > 0
        ? `Impact investor: ${choiceLabels(choices.sdgs, reason.sdgs).join(', ')}`
        : 'Impact investor';
  }
}

/** What the founder answered, in words. */
function answerSummary(answers: FundingQuizAnswers, choices: FundingChoices): string[] {
  return [
    answers.stage && choiceLabel(choices.stages, answers.stage),
    answers.industry && choiceLabel(choices.industries, answers.industry),
    answers.amount && choiceLabel(choices.investmentRanges, answers.amount),
    answers.country && choiceLabel(choices.countries, answers.country),
    answers.impact ? 'Impact' : undefined,
  ].filter((text): text is string => Boolean(text));
}

/**
 * `/funding/quiz/results` (issue 12): the investors that match the quiz's answers, best first, each
 * with its reasons. The answers are the address's query, so the results can be shared; a startup
 * member can save them on the startup (a React Router action, works without JavaScript).
 */
export default function FundingQuizResults({ loaderData }: Route.ComponentProps) {
  const { answers, matches, choices, startups } = loaderData;
  const { fieldErrors, formError, message, values } = useFormResult();
  const summary = answerSummary(answers, choices);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <p className="text-sm">
        <Link to="/funding" className="font-medium text-brand-700 underline">
          All investors
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">Investors that match your startup</h1>
      <p className="mt-2 text-slate-700">
        {summary.length > 0 ? `You answered: ${summary.join(' · ')}. ` : 'You answered no questions. '}
        <Link to="/funding/quiz" className="font-medium text-brand-700 underline">
          Change your answers
        </Link>
      </p>
      <p className="mt-1 text-sm text-slate-600">
        Share these results with their address: it holds your answers.
      </p>
      {startups.length > 0 && (
        <Form
          method="post"
          aria-label="Save the answers"
          className="mt-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
        >
          {answers.stage && <input type="hidden" name="stage" value={answers.stage} />}
          {answers.industry && <input type="hidden" name="industry" value={answers.industry} />}
          {answers.amount && <input type="hidden" name="amount" value={answers.amount} />}
          {answers.country && <input type="hidden" name="country" value={answers.country} />}
          <input type="hidden" name="impact" value={answers.impact ? 'yes' : 'no'} />
          <SelectField
            label="Save the answers on"
            name="companyKey"
            options={startups}
            defaultValue={postedText(values, 'companyKey') ?? loaderData.selectedStartup}
            error={fieldErrors.companyKey}
          />
          <SubmitButton busyText="Saving…">Save answers</SubmitButton>
          <div className="basis-full">
            <StatusMessage message={message} />
            <FormError message={formError} />
          </div>
        </Form>
      )}
      <h2 className="mt-6 text-sm font-medium text-slate-600">
        {matches.length === 1 ? '1 matching investor' : `${matches.length} matching investors`}
      </h2>
      {matches.length === 0 ? (
        <p className="mt-3 text-slate-700">
          No investor matches these answers.{' '}
          <Link to="/funding" className="font-medium text-brand-700 underline">
            Browse all investors
          </Link>
        </p>
      ) : (
        <ol className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {matches.map(({ investor, match }) => (
            <li key={investor.id}>
              <InvestorCard investor={investor} choices={choices}>
                <div>
                  <h4 className="text-sm font-medium text-slate-700">Why it matches</h4>
                  <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-900">
                    {match.reasons.map((reason) => (
                      <li key={reason.kind}>{reasonText(reason, choices)}</li>
                    ))}
                  </ul>
                </div>
              </InvestorCard>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
