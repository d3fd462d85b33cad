import { parseRichText, type RichInline } from '#domain/content/rich-text.ts';

function Inline({ parts }: { parts: RichInline[] }) {
  return (
    <>
      {parts.map((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder.
        part.bold ? <strong key={i}>{part.text}</strong> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}

/** Renders our markdown subset as React elements: no HTML from the text is ever interpreted. */
export function RichText({ text }: { text: string }) {
  const blocks = parseRichText(text);
  return (
    <div className="space-y-4 leading-relaxed text-slate-700">
      {blocks.map((block, i) => {
        if (block.type === 'heading') {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks never reorder.
            <h3 key={i} className="pt-2 text-lg font-semibold text-slate-900">
              <Inline parts={block.content} />
            </h3>
          );
        }
        if (block.type === 'list') {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks never reorder.
            <ul key={i} className="list-disc space-y-1 pl-6">
              {block.items.map((item, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: items never reorder.
                <li key={j}>
                  <Inline parts={item} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks never reorder.
          <p key={i}>
            <Inline parts={block.content} />
          </p>
        );
      })}
    </div>
  );
}
