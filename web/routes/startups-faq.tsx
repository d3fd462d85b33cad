import { Link } from 'react-router';
import { getAppContext } from '../app-context.ts';
import { MarkdownBody } from '../components/content/markdown-body.tsx';
import { canonicalFor, pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/startups-faq.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return getAppContext(context).services.company.faq();
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    url: canonicalFor(matches, '/startups/faq'),
    title: 'FAQ for startups',
    description:
      'Answers for startups on Nordhub: posting jobs, prices per country, boosts, Scout, the applicant pipeline, career pages and deals.',
  });
}

function topicId(topic: string): string {
  return `topic-${topic
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

/**
 * `/startups/faq` (docs/product.md, Pages; the startup user menu's "FAQ"): questions and answers
 * grouped by topic, edited in the back office (`/admin/faq`). Each answer is a native `<details>`,
 * so the page works without JavaScript.
 */
export default function StartupsFaq({ loaderData }: Route.ComponentProps) {
  const { topics } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">FAQ for startups</h1>
      <p className="mt-3 text-lg text-slate-600">
        How hiring on Nordhub works, from your first job post to your first hire.
      </p>
      {topics.length === 0 ? (
        <p className="mt-8 text-slate-700">There are no questions here yet.</p>
      ) : (
        <>
          <nav aria-label="Topics" className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {topics.map(({ topic }) => (
                <li key={topic}>
                  <a
                    href={`#${topicId(topic)}`}
                    className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 hover:border-brand-600"
                  >
                    {topic}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {topics.map(({ topic, entries }) => (
            <section key={topic} aria-labelledby={topicId(topic)} className="mt-10">
              <h2 id={topicId(topic)} className="text-xl font-semibold text-slate-900">
                {topic}
              </h2>
              <div className="mt-3 divide-y divide-slate-200 border-y border-slate-200">
                {entries.map((entry) => (
                  <details key={entry.id} className="group py-3">
                    <summary className="cursor-pointer font-medium text-slate-900">{entry.question}</summary>
                    <MarkdownBody html={entry.answerHtml} className="mt-3" />
                  </details>
                ))}
              </div>
            </section>
          ))}
        </>
      )}
      <p className="mt-12 text-slate-700">
        Did not find your answer?{' '}
        <Link to="/contact" className="font-medium text-brand-700 underline">
          Contact us
        </Link>
        .
      </p>
    </div>
  );
}
