import { Link } from 'react-router';
import type { ProfileEngagement } from '#domain/engagement/engagement.schema.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';

const ACTION_TEXT: Record<ProfileEngagement['action'], string> = {
  view: 'Viewed your profile',
  contact: 'Contacted you',
};

/**
 * "Who viewed your profile" (engagement, docs/product.md, Calls) on a portal dashboard: the startups and investors
 * whose members looked at the profile's public page or followed its pitch or website link while
 * acting as that profile, newest first, one row per profile, action and day. A name links to the
 * viewer's public page when it has one.
 */
export function WhoViewed({
  engagements,
  emptyText,
}: {
  engagements: ProfileEngagement[];
  emptyText: string;
}) {
  return (
    <section aria-labelledby="who-viewed-heading" className="mt-10">
      <h2 id="who-viewed-heading" className="text-xl font-semibold text-slate-900">
        Who viewed your profile
      </h2>
      {engagements.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{emptyText}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
          {engagements.map((item) => (
            <li
              key={`${item.profile.type}-${item.profile.key}-${item.action}-${item.at}`}
              className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3"
            >
              <p className="min-w-0">
                {item.profile.link ? (
                  <Link to={item.profile.link} className="font-semibold text-brand-700 hover:underline">
                    {item.profile.name}
                  </Link>
                ) : (
                  <span className="font-semibold text-slate-900">{item.profile.name}</span>
                )}
                <span className="text-sm text-slate-600">
                  {' '}
                  · {item.profile.type === 'company' ? 'Startup' : 'Investor'}
                </span>
              </p>
              <p className="text-sm text-slate-700">
                {ACTION_TEXT[item.action]} ·{' '}
                <time dateTime={item.at}>{formatUtcDate(new Date(item.at))}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
