import { Link } from 'react-router';

/** Page links that keep the rest of the query; plain links, so they work without JavaScript. */
export function Pagination({
  page,
  pages,
  search,
}: {
  page: number;
  pages: number;
  search: URLSearchParams;
}) {
  if (pages <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(search);
    if (target === 1) params.delete('page');
    else params.set('page', String(target));
    const query = params.toString();
    return query ? `?${query}` : '?';
  };
  const first = Math.max(1, page - 2);
  const last = Math.min(pages, first + 4);
  const numbers = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const base = 'rounded-md border px-3 py-1.5 text-sm';
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link
          to={hrefFor(page - 1)}
          rel="prev"
          className={`${base} border-slate-300 bg-white hover:bg-slate-50`}
        >
          Previous
        </Link>
      )}
      {numbers.map((n) =>
        n === page ? (
          <span key={n} aria-current="page" className={`${base} border-brand-600 bg-brand-600 text-white`}>
            {n}
          </span>
        ) : (
          <Link key={n} to={hrefFor(n)} className={`${base} border-slate-300 bg-white hover:bg-slate-50`}>
            {n}
          </Link>
        ),
      )}
      {page < pages && (
        <Link
          to={hrefFor(page + 1)}
          rel="next"
          className={`${base} border-slate-300 bg-white hover:bg-slate-50`}
        >
          Next
        </Link>
      )}
    </nav>
  );
}
