import { Link } from 'react-router';
import { WHITE_LABEL_PATHS } from '#domain/companies/white-label-feed-constants.ts';
import { imageUrl } from '#domain/content/image-sizes.ts';

export type WhiteLabelHeaderFeed = { name: string; logoImage: string | null; description: string };

/**
 * The white-label header (docs/product.md, Career pages and white-label feeds): the feed's logo, or
 * its name plus its description. Nothing of Nordhub's navigation: the host is the organisation's.
 */
export function WhiteLabelHeader({ feed }: { feed: WhiteLabelHeaderFeed }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-4xl px-4 py-6">
        <Link to={WHITE_LABEL_PATHS.page} className="inline-block rounded focus-visible:outline-2">
          {feed.logoImage ? (
            <img
              src={imageUrl('large', feed.logoImage)}
              alt={feed.name}
              className="max-h-16 w-auto"
              data-testid="white-label-logo"
            />
          ) : (
            <span className="text-2xl font-bold text-slate-900" data-testid="white-label-name">
              {feed.name}
            </span>
          )}
        </Link>
        {!feed.logoImage && feed.description && (
          <p className="mt-2 max-w-2xl text-slate-700" data-testid="white-label-description">
            {feed.description}
          </p>
        )}
      </div>
    </header>
  );
}

/** The white-label layout's minimal footer: "Powered by Nordhub", linking to the main site. */
export function WhiteLabelFooter({ publicUrl }: { publicUrl: string }) {
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <p className="mx-auto max-w-4xl px-4 py-6 text-center text-sm text-slate-600">
        Powered by{' '}
        <a href={publicUrl} className="font-semibold text-brand-700 hover:underline">
          Nordhub
        </a>
      </p>
    </footer>
  );
}
