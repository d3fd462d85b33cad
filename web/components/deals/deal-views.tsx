import { Link } from 'react-router';
import { imageUrl } from '#domain/content/image-sizes.ts';
import type { Deal } from '#domain/deals/deal.schema.ts';
import {
  DEAL_ACCESS_LOGGED_OUT,
  DEAL_ACCESS_NOT_STARTUP,
  DEAL_ACCESS_TITLE,
  DEAL_CATEGORIES,
} from '#domain/deals/deal-constants.ts';
import { MarkdownBody } from '../content/markdown-body.tsx';
import { LogoImage } from '../ui/logo-image.tsx';

/** The deals grouped by category, in the categories' order; a category without deals is left out. */
export function DealsByCategory({
  deals,
  hrefOf,
}: {
  deals: readonly Deal[];
  hrefOf: (deal: Deal) => string;
}) {
  const groups = DEAL_CATEGORIES.map((category) => ({
    ...category,
    deals: deals.filter((deal) => deal.category === category.value),
  })).filter((group) => group.deals.length > 0);
  if (groups.length === 0) return <p className="mt-6 text-slate-700">No deals right now. Come back soon.</p>;
  return (
    <div className="mt-8 space-y-10">
      {groups.length > 1 && (
        <nav aria-label="Deal categories">
          <ul className="flex flex-wrap gap-2">
            {groups.map((group) => (
              <li key={group.value}>
                <a
                  href={`#${group.value}`}
                  className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100"
                >
                  {group.label} ({group.deals.length})
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {groups.map((group) => (
        <section key={group.value} aria-labelledby={`${group.value}-heading`} id={group.value}>
          <h2 id={`${group.value}-heading`} className="text-2xl font-semibold text-slate-900">
            {group.label}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.deals.map((deal) => (
              <li key={deal.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex items-center gap-3">
                  <LogoImage image={deal.partnerLogo} name={deal.partnerName} size={40} />
                  <p className="text-sm font-medium text-slate-700">{deal.partnerName}</p>
                </div>
                <h3 className="mt-3 text-lg font-semibold text-slate-900">
                  <Link to={hrefOf(deal)} className="text-brand-700 underline">
                    {deal.title}
                  </Link>
                </h3>
                <p className="mt-1 text-slate-700">{deal.summary}</p>
                <p className="mt-auto pt-3 text-sm text-slate-600">
                  {deal.type === 'DOWNLOAD' ? 'Document to download' : 'Code or link'}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** What a startup member gets (the code, the link, the document), or how to get access. */
export function DealRedeem({ deal, path }: { deal: Deal; path: string }) {
  if (!deal.canRedeem) {
    return (
      <section
        aria-labelledby="access-heading"
        className="rounded-xl border border-amber-300 bg-amber-50 p-5"
      >
        <h2 id="access-heading" className="text-lg font-semibold text-slate-900">
          {DEAL_ACCESS_TITLE}
        </h2>
        <p className="mt-2 text-slate-800">
          {deal.isSignedIn ? DEAL_ACCESS_NOT_STARTUP : DEAL_ACCESS_LOGGED_OUT}
        </p>
        <p className="mt-3 flex flex-wrap gap-4">
          {!deal.isSignedIn && (
            <Link
              to={`/?auth=login&to=${encodeURIComponent(path)}`}
              className="font-semibold text-brand-700 underline"
            >
              Log in as a startup
            </Link>
          )}
          <Link
            to={deal.isSignedIn ? '/client/startups/new' : '/?auth=signup&to=/client/startups/new'}
            className="font-semibold text-brand-700 underline"
          >
            Create a startup profile
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="redeem-heading"
      className="rounded-xl border border-emerald-300 bg-emerald-50 p-5"
    >
      <h2 id="redeem-heading" className="text-lg font-semibold text-slate-900">
        Get this deal
      </h2>
      {deal.type === 'DOWNLOAD' ? (
        deal.documentUrl ? (
          <p className="mt-3">
            <a href={deal.documentUrl} download className="font-semibold text-brand-700 underline">
              Download the document
            </a>
          </p>
        ) : (
          <p className="mt-2 text-slate-800">The document is on its way: ask the team.</p>
        )
      ) : (
        <div className="mt-3 space-y-3">
          {deal.code && (
            <details className="rounded-lg border border-emerald-300 bg-white p-3">
              <summary className="cursor-pointer font-semibold text-brand-700">Reveal the code</summary>
              <p className="mt-2 text-slate-800">
                Your code:{' '}
                <code className="rounded bg-slate-100 px-2 py-1 font-mono text-lg">{deal.code}</code>
              </p>
            </details>
          )}
          {deal.url && (
            <p>
              <a
                href={deal.url}
                rel="noopener noreferrer nofollow"
                target="_blank"
                className="font-semibold text-brand-700 underline"
              >
                Get the deal at {deal.partnerName}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
          )}
        </div>
      )}
    </section>
  );
}

/** A deal's page: image, partner, description (rendered on the server, ADR 029) and how to get it. */
export function DealDetail({
  deal,
  bodyHtml,
  path,
  back,
  children,
}: {
  deal: Deal;
  bodyHtml: string;
  path: string;
  back: { to: string; label: string };
  children?: React.ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <p>
        <Link to={back.to} className="font-medium text-brand-700 underline">
          {back.label}
        </Link>
      </p>
      <div className="mt-4 flex items-center gap-3">
        <LogoImage image={deal.partnerLogo} name={deal.partnerName} size={56} />
        <p className="text-slate-700">
          {deal.partnerName} · {deal.categoryLabel}
        </p>
      </div>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{deal.title}</h1>
      <p className="mt-2 text-lg text-slate-700">{deal.summary}</p>
      {deal.image && (
        <img
          src={imageUrl('listing', deal.image)}
          alt=""
          width={1200}
          height={675}
          className="mt-6 h-auto w-full rounded-xl border border-slate-200"
        />
      )}
      <div className="mt-6">
        <DealRedeem deal={deal} path={path} />
      </div>
      <MarkdownSection html={bodyHtml} />
      {children}
    </article>
  );
}

function MarkdownSection({ html }: { html: string }) {
  if (html.trim() === '') return null;
  return (
    <section aria-label="About the deal" className="mt-8">
      <MarkdownBody html={html} />
    </section>
  );
}
