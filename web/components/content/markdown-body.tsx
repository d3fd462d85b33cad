/**
 * A content body rendered on the server by markdown-it (server/services/content/render-markdown.ts,
 * ADR 029): raw HTML in the markdown was escaped there and unsafe links dropped, so the HTML is shown
 * as it is. Loaders hand over `bodyHtml`, never the markdown to render again in the browser.
 */
export function MarkdownBody({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`markdown-body space-y-4 leading-relaxed text-slate-700 ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it's output with html: false (ADR 029).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
