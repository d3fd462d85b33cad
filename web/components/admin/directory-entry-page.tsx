import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormResult } from '../../lib/form-result.ts';
import { StatusMessage } from '../ui/form-controls.tsx';
import { DirectoryEntryForm, type DirectoryEntryValues, PublishButton } from './directory-entry-form.tsx';

/**
 * A tool's or a partner's page in the back office: the way back to the list, where the entry is
 * published (or that visitors do not see it), its publish switch and its form.
 */
export function DirectoryEntryPage({
  entry,
  list,
  publishedAt,
  prefix,
  hasBody,
  submitText,
}: {
  entry: DirectoryEntryValues & { updatedAt: string };
  list: { to: string; label: string };
  /** Where visitors find the entry, shown once it is published. */
  publishedAt: ReactNode;
  prefix: string;
  hasBody: boolean;
  submitText: string;
}) {
  const publishResult = useFormResult('list');
  return (
    <div className="max-w-2xl">
      <p className="text-sm">
        <Link to={list.to} className="text-brand-700 hover:underline">
          {list.label}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{entry.name}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <p className="text-slate-700">
          {entry.isPublished ? publishedAt : 'Unpublished: visitors do not see it'}
        </p>
        <PublishButton entryKey={entry.key} name={entry.name} isPublished={entry.isPublished} />
      </div>
      <StatusMessage message={publishResult.message} />
      <div className="mt-6">
        <DirectoryEntryForm
          key={entry.updatedAt}
          intent="save"
          prefix={prefix}
          entry={entry}
          hasBody={hasBody}
          submitText={submitText}
          label={`Edit ${entry.name}`}
        />
      </div>
    </div>
  );
}
