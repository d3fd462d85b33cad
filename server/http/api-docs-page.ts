import { escapeHtml } from '#domain/content/rich-text.ts';

type OpenApiDocument = {
  info: { title: string; version: string; description: string };
  paths: Record<
    string,
    Record<string, { summary: string; tags: string[]; parameters: unknown[]; responses: object }>
  >;
};

/** A readable, dependency-free page listing every route of the OpenAPI document. */
export function renderApiDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = (operation.parameters as { name: string; in: string; required: boolean }[])
        .map(
          (p) =>
            `<li><code>${escapeHtml(p.name)}</code> <small>(${p.in}${p.required ? ', required' : ''})</small></li>`,
        )
        .join('');
      const statuses = Object.keys(operation.responses).join(', ');
      const entry = `<section><h3><span class="m">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(operation.summary)}</p>${parameters ? `<ul>${parameters}</ul>` : ''}<p><small>Responses: ${statuses}</small></p></section>`;
      const tag = operation.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), entry]);
    }
  }
  const sections = [...byTag.entries()]
    .map(([tag, entries]) => `<h2>${escapeHtml(tag)}</h2>${entries.join('')}`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} | Nordhub</title><meta name="description" content="Reference of the Nordhub JSON API.">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111}code{background:#f3f4f6;padding:0 .25rem;border-radius:.25rem}.m{display:inline-block;min-width:4rem;font-size:.8rem;background:#1e3a8a;color:#fff;border-radius:.25rem;padding:0 .4rem;text-align:center}section{border-top:1px solid #e5e7eb;padding:.5rem 0}</style>
</head><body><main><h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${escapeHtml(document.info.description)} The machine-readable document is at <a href="/api/openapi.json">/api/openapi.json</a>.</p>${sections}</main></body></html>`;
}
