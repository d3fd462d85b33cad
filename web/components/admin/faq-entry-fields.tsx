import type { AdminFaqEntry } from '#domain/content/company-pages.schema.ts';
import { postedText } from '../../lib/form-result.ts';
import { CheckboxField, InputField, TextAreaField } from '../ui/form-controls.tsx';

/** The fields of one FAQ entry (new or edited), with the refused form's values and errors. */
export function FaqEntryFields({
  entry,
  values,
  fieldErrors,
}: {
  entry: AdminFaqEntry | null;
  values: Record<string, string | string[]> | null;
  fieldErrors: Record<string, string>;
}) {
  const isPublished = values ? values.isPublished !== undefined : (entry?.isPublished ?? true);
  return (
    <>
      <InputField
        label="Topic"
        name="topic"
        required
        hint="Questions with the same topic are shown together, e.g. Posting jobs, Pricing, Scout."
        defaultValue={postedText(values, 'topic') ?? entry?.topic ?? ''}
        error={fieldErrors.topic}
      />
      <InputField
        label="Question"
        name="question"
        required
        defaultValue={postedText(values, 'question') ?? entry?.question ?? ''}
        error={fieldErrors.question}
      />
      <TextAreaField
        label="Answer (markdown)"
        name="answer"
        rows={8}
        required
        defaultValue={postedText(values, 'answer') ?? entry?.answer ?? ''}
        error={fieldErrors.answer}
      />
      <InputField
        label="Order"
        name="sort"
        inputMode="numeric"
        hint="Lower numbers come first; a topic comes where its first question does."
        defaultValue={postedText(values, 'sort') ?? String(entry?.sort ?? 0)}
        error={fieldErrors.sort}
      />
      <CheckboxField
        label="Published"
        name="isPublished"
        defaultChecked={isPublished}
        error={fieldErrors.isPublished}
      />
    </>
  );
}
