import { Link } from 'react-router';
import { imageUrl } from '#domain/content/image-sizes.ts';
import { choiceLabel, choiceLabels, rangeLabel } from '#domain/investors/funding-choices.ts';
import { LISTING_LABELS } from '#domain/investors/investor-form-constants.ts';
import { getAppContext } from '../app-context.ts';
import { LogoImage } from '../components/ui/logo-image.tsx';
import { RichText } from '../components/ui/rich-text.tsx';
import { requireInvestorMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-investor-profile.ts';

/**
 * `/client/investors/{key}/profile` (issue 33): the investor's public page as founders see it, drafts
 * included, with what the profile still needs to be listed. Members and admins only (the guard lets
 * a draft see it; anyone else goes to `/investors/join`).
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me } = await requireInvestorMember(context, url, params.investor);
  const { services } = getAppContext(context);
  const [profile, choices] = await Promise.all([
    services.investor.getProfile(me.id, params.investor),
    services.investor.getChoices(),
  ]);
  return { profile, choices };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: loaderData ? `Preview: ${loaderData.profile.name}` : 'Preview your investor page',
    description: 'How your investor page looks to founders on Nordhub.',
    noIndex: true,
  });
}

const SECTION = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

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

export default function ClientInvestorProfile({ loaderData }: Route.ComponentProps) {
  const { profile, choices } = loaderData;
  const key = encodeURIComponent(profile.key);
  const isDraft = profile.status === 'DRAFT';
  const range = rangeLabel(choices.investmentRanges, profile.investmentRange);
  const focus: [string, string[]][] = [
    ['Stages', choiceLabels(choices.stages, profile.stages)],
    ['Industries', choiceLabels(choices.industries, profile.industries)],
    ['Ticket size', range ? [range] : []],
    ['Markets', choiceLabels(choices.markets, profile.markets)],
    ['Based in', choiceLabels(choices.countries, profile.countryCodes)],
  ];
  return (
    <div>
      <section
        aria-label="Preview"
        className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      >
        <div className="mx-auto max-w-5xl space-y-2">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <p>
              <strong className="font-semibold">Preview</strong>:{' '}
              {isDraft
                ? 'this is how founders will see your page once you publish it. Only your team sees it now.'
                : 'this is how founders see your page.'}
            </p>
            <div className="flex flex-wrap gap-3 sm:ml-auto">
              <Link to={`/client/investors/${key}/edit`} className="font-semibold text-brand-800 underline">
                Edit profile
              </Link>
              {!isDraft && (
                <Link to={`/funding/${key}`} className="font-semibold text-brand-800 underline">
                  Open the public page
                </Link>
              )}
            </div>
          </div>
          {profile.missingForListing.length === 0 ? (
            <p>Your profile has everything it needs to be listed.</p>
          ) : (
            <div>
              <h2 className="font-semibold">Missing to be listed</h2>
              <ul className="list-disc pl-5">
                {profile.missingForListing.map((field) => (
                  <li key={field}>{LISTING_LABELS[field]}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </section>
      <div className="mx-auto max-w-5xl px-4 py-10">
        {profile.coverImage && (
          <img
            src={imageUrl('cover', profile.coverImage)}
            alt=""
            className="mb-6 h-48 w-full rounded-xl object-cover"
          />
        )}
        <header className="flex flex-wrap items-center gap-4">
          <LogoImage image={profile.logoImage} name={profile.name} size={72} />
          <div className="min-w-0 flex-1">
            <h1 className="text-3xl font-bold text-slate-900">{profile.name}</h1>
            <p className="mt-1 text-slate-700">
              {choiceLabel(choices.categories, profile.category)}
              {range ? ` · ${range}` : ''}
            </p>
          </div>
        </header>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          <div className="space-y-6 md:col-span-2">
            <section aria-labelledby="intro-heading" className={SECTION}>
              <h2 id="intro-heading" className="text-lg font-semibold">
                About {profile.name}
              </h2>
              <div className="mt-2 text-slate-800">
                {profile.intro ? <RichText text={profile.intro} /> : <p className="text-sm">Not given</p>}
              </div>
            </section>
            <section aria-labelledby="people-heading" className={SECTION}>
              <h2 id="people-heading" className="text-lg font-semibold">
                Key people
              </h2>
              {profile.keyPeople.length === 0 ? (
                <p className="mt-2 text-sm text-slate-600">Not given</p>
              ) : (
                <ul className="mt-2 grid gap-3 sm:grid-cols-2">
                  {profile.keyPeople.map((person, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: two people may share a name.
                    <li key={`${person.name}-${index}`} className="flex items-center gap-3">
                      {person.image && (
                        <img
                          src={imageUrl('thumbnail', person.image)}
                          alt=""
                          width={48}
                          height={48}
                          className="h-12 w-12 rounded-full object-cover"
                        />
                      )}
                      <div>
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
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="portfolio-heading" className={SECTION}>
              <h2 id="portfolio-heading" className="text-lg font-semibold">
                Investments
              </h2>
              {profile.investments.length === 0 ? (
                <p className="mt-2 text-sm text-slate-600">No investments listed yet.</p>
              ) : (
                <ul className="mt-2 grid gap-1 sm:grid-cols-2">
                  {profile.investments.map((entry, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the list.
                    <li key={`${entry.name}-${index}`}>
                      {entry.companyKey ? (
                        <Link
                          to={`/startups/${encodeURIComponent(entry.companyKey)}`}
                          className="font-medium text-brand-700 underline"
                        >
                          {entry.name}
                        </Link>
                      ) : (
                        <span className="text-slate-800">{entry.name}</span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
          <aside aria-label="Investment focus" className="space-y-6">
            {focus.map(([title, labels]) => (
              <section key={title} aria-label={title} className={SECTION}>
                <h2 className="text-base font-semibold">{title}</h2>
                <div className="mt-2">
                  <Chips labels={labels} />
                </div>
              </section>
            ))}
            {profile.platform.impact && (
              <section aria-label="Sustainable Development Goals" className={SECTION}>
                <h2 className="text-base font-semibold">Sustainable Development Goals</h2>
                <div className="mt-2">
                  <Chips labels={choiceLabels(choices.sdgs, profile.sdgs)} />
                </div>
              </section>
            )}
            <section aria-label="Contact" className={SECTION}>
              <h2 className="text-base font-semibold">Contact</h2>
              <p className="mt-2 text-sm text-slate-800">
                {profile.contactPreference === 'EMAIL'
                  ? 'Takes pitches through Nordhub: they arrive by email and in the investor portal.'
                  : `Takes pitches on its own website${(profile.contactUrl ?? profile.website) ? `: ${profile.contactUrl ?? profile.website}` : '.'}`}
              </p>
            </section>
          </aside>
        </div>
      </div>
    </div>
  );
}
