import { Link } from 'react-router';
import { EMBED_SCRIPT_PATH, FEATURED_JOBS_EMBED_PATH, jobListWidgetPath } from '#domain/site/widget-paths.ts';
import { selectProfile } from '#domain/users/build-profile-entries.ts';
import { getAppContext } from '../app-context.ts';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/startups-career-page.ts';

/** What the widget snippet shows until a member's startup fills it in. */
const PLACEHOLDER_KEY = 'YOUR-STARTUP';

export async function loader({ context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const companies = app.me?.profiles.filter((profile) => profile.type === 'company') ?? [];
  // The startup the member acts as, else their first one (docs/product.md, Profiles and roles).
  const selected = app.me ? selectProfile(app.me.profiles, app.me.profile, app.rememberedProfile) : null;
  const startup = (selected?.type === 'company' ? selected : null) ?? companies[0] ?? null;
  return {
    origin: app.site.origin,
    isLoggedIn: app.me !== null,
    startup: startup ? { key: startup.key, name: startup.name } : null,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    url: canonicalFor(matches, '/startups/career-page'),
    title: 'Your jobs on your own website: job-list widget and featured jobs',
    description:
      'Show your startup’s open jobs on your own website with the Nordhub job-list widget, or embed the featured startup jobs: copy a snippet, and the list stays up to date by itself.',
  });
}

function widgetSnippet(origin: string, key: string, name: string): string {
  return [
    `<iframe src="${origin}${jobListWidgetPath(key)}" title="Jobs at ${name}" data-nordhub-embed`,
    '  style="width: 100%; height: 400px; border: 0" loading="lazy"></iframe>',
    `<script src="${origin}${EMBED_SCRIPT_PATH}" async></script>`,
  ].join('\n');
}

function featuredSnippet(origin: string): string {
  return [
    `<iframe src="${origin}${FEATURED_JOBS_EMBED_PATH}" title="Featured startup jobs on Nordhub" data-nordhub-embed`,
    '  style="width: 100%; height: 600px; border: 0" loading="lazy"></iframe>',
    `<script src="${origin}${EMBED_SCRIPT_PATH}" async></script>`,
  ].join('\n');
}

const SECTION = 'mt-10';
const H2 = 'text-xl font-bold text-slate-900';
const TEXT = 'mt-2 text-slate-700';
const SNIPPET =
  'mt-1 block w-full rounded-md border border-slate-300 bg-slate-50 p-3 font-mono text-sm text-slate-900';

function Snippet({ id, label, code }: { id: string; label: string; code: string }) {
  return (
    <div className="mt-4">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea id={id} readOnly rows={4} className={SNIPPET} defaultValue={code} spellCheck={false} />
    </div>
  );
}

/**
 * `/startups/career-page` (docs/product.md, Career pages and white-label feeds): how a startup shows
 * its jobs on its own website (the job-list widget) and how any site shows the featured jobs, with
 * the snippets to copy; a signed-in member's is filled in with their startup.
 */
export default function StartupsCareerPage({ loaderData }: Route.ComponentProps) {
  const { origin, startup, isLoggedIn } = loaderData;
  const key = startup?.key ?? PLACEHOLDER_KEY;
  const name = startup?.name ?? 'your startup';
  const settings = startup ? `/client/startups/${encodeURIComponent(startup.key)}/settings` : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Your jobs on your own website</h1>
      <p className="mt-4 text-lg text-slate-700">
        Put your open jobs on your career page with one snippet. The list comes from Nordhub, so a job you
        publish here shows there at once, and a job that closes leaves it.
      </p>

      <section aria-labelledby="widget-heading" className={SECTION}>
        <h2 id="widget-heading" className={H2}>
          Job-list widget
        </h2>
        <p className={TEXT}>
          The widget lists {startup ? `${startup.name}’s` : 'your startup’s'} active jobs in a compact list.
          Each job opens its page on Nordhub in a new tab, where candidates apply. The widget grows to fit its
          jobs (the small script in the snippet sets its height), shows no cookie banner because it sets no
          cookies, and knows nothing about who looks at it.
        </p>
        {!startup && (
          <p className={TEXT}>
            {isLoggedIn ? (
              <>
                Replace {PLACEHOLDER_KEY} with your startup’s key (the last part of its address on Nordhub),
                or{' '}
                <Link to="/startups/join" className="font-semibold text-brand-700 hover:underline">
                  create your startup
                </Link>{' '}
                to get the snippet filled in.
              </>
            ) : (
              <>
                Replace {PLACEHOLDER_KEY} with your startup’s key, the last part of its address on Nordhub.
                Log in as a member of your startup to get the snippet filled in.
              </>
            )}
          </p>
        )}
        <Snippet id="widget-snippet" label={`Snippet for ${name}`} code={widgetSnippet(origin, key, name)} />
        <p className={TEXT}>
          Any website may show your widget. To allow only your own sites, list their addresses (like
          https://www.example.com) under Job-list widget in your startup’s{' '}
          {settings ? (
            <Link
              to={`${settings}?openedSetting=widget`}
              className="font-semibold text-brand-700 hover:underline"
            >
              settings
            </Link>
          ) : (
            'settings'
          )}
          .
        </p>
      </section>

      <section aria-labelledby="featured-heading" className={SECTION}>
        <h2 id="featured-heading" className={H2}>
          Featured jobs embed
        </h2>
        <p className={TEXT}>
          A list of the featured jobs on Nordhub (boosted jobs and Scout searches) for any website: an
          incubator, a university or a blog about startups. Any site may show it.
        </p>
        <Snippet id="featured-snippet" label="Snippet for the featured jobs" code={featuredSnippet(origin)} />
      </section>

      <section aria-labelledby="domain-heading" className={SECTION}>
        <h2 id="domain-heading" className={H2}>
          A career page on your own domain
        </h2>
        <p className={TEXT}>
          Prefer a whole page? Point a host name such as jobs.your-startup.com at Nordhub (a CNAME) and enter
          it as the career domain in your startup’s settings: it shows your startup and its jobs only.
        </p>
      </section>
    </div>
  );
}
