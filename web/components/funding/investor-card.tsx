import { Link } from 'react-router';
import {
  choiceLabel,
  choiceLabels,
  type FundingChoices,
  rangeLabel,
} from '#domain/investors/funding-choices.ts';
import type { InvestorListItem } from '#domain/investors/investor.schema.ts';
import { LogoImage } from '../ui/logo-image.tsx';
import { replyRateText } from './reply-rate-text.ts';

/** An investor in the funding directory: logo, name, category, countries and investment range. */
export function InvestorCard({
  investor,
  choices,
  children,
}: {
  investor: InvestorListItem;
  choices: FundingChoices;
  /** Extra lines under the facts (the quiz's reasons). */
  children?: React.ReactNode;
}) {
  const countries = choiceLabels(choices.countries, investor.countryCodes).join(', ');
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:shadow-md">
      <div className="flex items-center gap-3">
        <LogoImage image={investor.logoImage} name={investor.name} size={44} />
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">
            <Link
              to={`/funding/${encodeURIComponent(investor.key)}`}
              className="after:absolute after:inset-0 hover:text-brand-700"
            >
              {investor.name}
            </Link>
          </h3>
          <p className="text-xs font-medium text-brand-800">
            {choiceLabel(choices.categories, investor.category)}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Countries</dt>
        <dd className="text-slate-900">{countries || 'Not given'}</dd>
        <dt className="text-slate-600">Invests</dt>
        <dd className="text-slate-900">
          {rangeLabel(choices.investmentRanges, investor.investmentRange) ?? 'Not given'}
        </dd>
        {investor.replyRate && (
          <>
            <dt className="text-slate-600">Answers</dt>
            <dd className="text-slate-900">{replyRateText(investor.replyRate)}</dd>
          </>
        )}
      </dl>
      {children}
    </article>
  );
}
