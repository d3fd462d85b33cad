import type { ReactNode } from 'react';
import { LogoImage } from '../ui/logo-image.tsx';

/** Entries grouped by their category, categories in the order the list gives them. */
export function groupByCategory<T extends { category: string }>(items: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups];
}

export function categoryId(prefix: string, category: string): string {
  return `${prefix}-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/** A tool's or partner's card: logo, name (its link), category and a few words. */
export function DirectoryCard({
  name,
  logo,
  children,
  heading,
}: {
  name: string;
  logo: string | null;
  heading: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <LogoImage image={logo} name={name} size={48} />
      <div className="min-w-0">
        <h3 className="text-lg font-semibold text-slate-900">{heading}</h3>
        <div className="mt-1 text-sm text-slate-700">{children}</div>
      </div>
    </li>
  );
}

/** The category links at the top of a directory page. */
export function CategoryNav({ prefix, categories }: { prefix: string; categories: readonly string[] }) {
  return (
    <nav aria-label="Categories" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category}>
            <a
              href={`#${categoryId(prefix, category)}`}
              className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 hover:border-brand-600 hover:text-brand-700"
            >
              {category}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
