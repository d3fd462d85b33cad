import { escapeHtml } from '#domain/content/rich-text.ts';

type Operation = {
  summary: string;
  tags: string[];
  parameters: unknown[];
  responses: object;
  'x-public'?: boolean;
  'x-examples'?: { summary: string; url: string }[];
};

type OpenApiDocument = {
  info: { title: string; version: string; description: string; 'x-public-api'?: string[] };
  tags?: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
};

/** `code` spans for backticked words of the (escaped) text. */
function inlineCode(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function renderOperation(path: string, method: string, operation: Operation): string {
  const parameters = (
    operation.parameters as { name: string; in: string; required: boolean; description?: string }[]
  )
    .map(
      (p) =>
        `<li><code>${escapeHtml(p.name)}</code> <small>(${p.in}${p.required ? ', required' : ''})</small>${p.description ? ` ${escapeHtml(p.description)}` : ''}</li>`,
    )
    .join('');
  const examples = (operation['x-examples'] ?? [])
    .map(
      (example) =>
        `<li>${escapeHtml(example.summary)}: <a href="${escapeHtml(example.url)}"><code>${escapeHtml(example.url)}</code></a></li>`,
    )
    .join('');
  const statuses = Object.keys(operation.responses).join(', ');
  return `<section><h4><span class="m">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h4>
<p>${inlineCode(operation.summary)}</p>${parameters ? `<ul>${parameters}</ul>` : ''}${examples ? `<p>Examples:</p><ul>${examples}</ul>` : ''}<p><small>Responses: ${statuses}</small></p></section>`;
}

/**
 * A readable, dependency-free page of the OpenAPI document: the public API first (its introduction,
 * then each group with examples to try), apart from the app's own routes, which its pages use and
 * which may change with them.
 */
export function renderApiDocsPage(document: OpenApiDocument): string {
  const publicByTag = new Map<string, string[]>();
  const internalByTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const groups = operation['x-public'] ? publicByTag : internalByTag;
      const tag = operation.tags[0] ?? 'other';
      groups.set(tag, [...(groups.get(tag) ?? []), renderOperation(path, method, operation)]);
    }
  }
  const tagText = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
  const sections = (groups: Map<string, string[]>) =>
    [...groups.entries()]
      .map(([tag, entries]) => {
        const about = tagText.get(tag);
        return `<h3 id="${escapeHtml(tag.replace(/\W+/g, '-'))}">${escapeHtml(tag)}</h3>${about ? `<p>${inlineCode(about)}</p>` : ''}${entries.join('')}`;
      })
      .join('');
  const intro = (document.info['x-public-api'] ?? []).map((line) => `<li>${inlineCode(line)}</li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} | Nordhub</title><meta name="description" content="Reference of the Nordhub API: the public jobs API, feeds and images, and the app's own routes.">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111}code{background:#f3f4f6;padding:0 .25rem;border-radius:.25rem;overflow-wrap:anywhere}.m{display:inline-block;min-width:4rem;font-size:.8rem;background:#1e3a8a;color:#fff;border-radius:.25rem;padding:0 .4rem;text-align:center}section{border-top:1px solid #e5e7eb;padding:.5rem 0}a{color:#1e3a8a}</style>
</head><body><main><h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${inlineCode(document.info.description)} The machine-readable document is at <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<nav aria-label="Parts of the API"><ul><li><a href="#public-api">Public API: jobs, feeds, images</a></li><li><a href="#app-api">The app’s own API</a></li></ul></nav>
<h2 id="public-api">Public API: jobs, feeds, images</h2><ul>${intro}</ul>${sections(publicByTag)}
<h2 id="app-api">The app’s own API</h2><p>What Nordhub’s own pages use: richer, and free to change with them. Not open to other origins.</p>${sections(internalByTag)}</main></body></html>`;
}
