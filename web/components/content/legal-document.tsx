import type { LegalPage } from '#domain/content/legal-pages.ts';
import { LEGAL_PAGES_UPDATED } from '#domain/content/legal-pages.ts';
import { formatUtcDate } from '#domain/jobs/format-expiry.ts';

/** A legal page of the footer (Terms, Privacy) as plain, numbered sections. */
export function LegalDocument({ page }: { page: LegalPage }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{page.title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        Last changed{' '}
        <time dateTime={LEGAL_PAGES_UPDATED}>{formatUtcDate(new Date(LEGAL_PAGES_UPDATED))}</time>
      </p>
      <p className="mt-4 text-slate-700">{page.intro}</p>
      {page.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold text-slate-900">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
