import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  choiceLabel,
  choiceLabels,
  type FundingChoices,
  rangeLabel,
} from '#domain/investors/funding-choices.ts';
import type { InvestorDetail } from '#domain/investors/investor.schema.ts';
import { LogoImage } from '../ui/logo-image.tsx';
import { RichText } from '../ui/rich-text.tsx';

/** What the investor page shows: the public profile, or a member's unpublished one in its preview. */
export type InvestorProfileViewData = Pick<
  InvestorDetail,
  | 'name'
  | 'logoImage'
  | 'category'
  | 'investmentRange'
  | 'intro'
  | 'keyPeople'
  | 'portfolio'
  | 'industries'
  | 'stages'
  | 'countryCodes'
  | 'markets'
  | 'sdgs'
  | 'contactPreference'
  | 'website'
>;

const SECTION = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

/** A list of labels as small chips; "Not given" when empty. */
function Chips({ labels }: { labels: string[] }) {
  if (labels.length === 0) return <p className="text-sm text-slate-600">Not given</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {labels.map((label) => (
        <li key={label} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
          {label}
        </li>
      ))}
    </ul>
  );
}

/**
 * An investor's page as founders see it (`/funding/{key}`, and the member's preview of it):
 * introduction, key people, portfolio (startups on Nordhub linked), what it invests in, and how to
 * reach it. The page adds what only it has: `facts` under the name (views), `action` (the pitch
 * button), `aside` after the contact (reply stats), `onContact` when the website link is followed.
 */
export function InvestorProfileView({
  investor,
  choices,
  facts,
  action,
  aside,
  onContact,
}: {
  investor: InvestorProfileViewData;
  choices: FundingChoices;
  facts?: ReactNode;
  action?: ReactNode;
  aside?: ReactNode;
  onContact?: () => void;
}) {
  const range = rangeLabel(choices.investmentRanges, investor.investmentRange);
  return (
    <>
      <header className="mt-4 flex flex-wrap items-center gap-4">
        <LogoImage image={investor.logoImage} name={investor.name} size={72} />
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-bold text-slate-900">{investor.name}</h1>
          <p className="mt-1 text-slate-700">
            {choiceLabel(choices.categories, investor.category)}
            {range ? ` · ${range}` : ''}
          </p>
          {facts}
        </div>
        {action && <div>{action}</div>}
      </header>

      <div className="mt-8 grid gap-6 md:grid-cols-3">
        <div className="space-y-6 md:col-span-2">
          <section aria-labelledby="intro-heading" className={SECTION}>
            <h2 id="intro-heading" className="text-lg font-semibold">
              About {investor.name}
            </h2>
            <div className="mt-2 text-slate-800">
              <RichText text={investor.intro} />
            </div>
          </section>
          <section aria-labelledby="people-heading" className={SECTION}>
            <h2 id="people-heading" className="text-lg font-semibold">
              Key people
            </h2>
            {investor.keyPeople.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">Not given</p>
            ) : (
              <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                {investor.keyPeople.map((person) => (
                  <li key={`${person.name}-${person.title}`}>
                    <p className="font-medium text-slate-900">{person.name}</p>
                    <p className="text-sm text-slate-600">{person.title}</p>
                    {person.linkedinUrl && (
                      <a
                        href={person.linkedinUrl}
                        rel="noopener noreferrer nofollow"
                        className="text-sm font-medium text-brand-700 underline"
                      >
                        {person.name} on LinkedIn
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="portfolio-heading" className={SECTION}>
            <h2 id="portfolio-heading" className="text-lg font-semibold">
              Investments
            </h2>
            {investor.portfolio.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">No investments listed yet.</p>
            ) : (
              <ul className="mt-2 grid gap-1 sm:grid-cols-2">
                {investor.portfolio.map((startup) => (
                  <li key={startup.name}>
                    {startup.companyKey ? (
                      <Link
                        to={`/startups/${encodeURIComponent(startup.companyKey)}`}
                        className="font-medium text-brand-700 underline"
                      >
                        {startup.name}
                      </Link>
                    ) : (
                      <span className="text-slate-800">{startup.name}</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <aside aria-label="Investment focus" className="space-y-6">
          <section aria-labelledby="industries-heading" className={SECTION}>
            <h2 id="industries-heading" className="text-base font-semibold">
              Industries
            </h2>
            <div className="mt-2">
              <Chips labels={choiceLabels(choices.industries, investor.industries)} />
            </div>
          </section>
          <section aria-labelledby="stages-heading" className={SECTION}>
            <h2 id="stages-heading" className="text-base font-semibold">
              Stages
            </h2>
            <div className="mt-2">
              <Chips labels={choiceLabels(choices.stages, investor.stages)} />
            </div>
          </section>
          <section aria-labelledby="markets-heading" className={SECTION}>
            <h2 id="markets-heading" className="text-base font-semibold">
              Countries and markets
            </h2>
            <div className="mt-2">
              <Chips
                labels={[
                  ...new Set([
                    ...choiceLabels(choices.countries, investor.countryCodes),
                    ...choiceLabels(choices.markets, investor.markets),
                  ]),
                ]}
              />
            </div>
          </section>
          {investor.sdgs.length > 0 && (
            <section aria-labelledby="sdgs-heading" className={SECTION}>
              <h2 id="sdgs-heading" className="text-base font-semibold">
                Sustainable Development Goals
              </h2>
              <div className="mt-2">
                <Chips labels={choiceLabels(choices.sdgs, investor.sdgs)} />
              </div>
            </section>
          )}
          <section aria-labelledby="contact-heading" className={SECTION}>
            <h2 id="contact-heading" className="text-base font-semibold">
              Contact
            </h2>
            <p className="mt-2 text-sm text-slate-800">
              {investor.contactPreference === 'EMAIL'
                ? 'Takes pitches through Nordhub: they arrive by email and in the investor portal.'
                : 'Takes pitches on its own website.'}
            </p>
            {investor.website && (
              <p className="mt-2 text-sm">
                <a
                  href={investor.website}
                  rel="noopener noreferrer nofollow"
                  onClick={onContact}
                  className="text-brand-700 underline"
                >
                  {investor.website.replace(/^https?:\/\//, '')}
                </a>
              </p>
            )}
          </section>
          {aside}
        </aside>
      </div>
    </>
  );
}
