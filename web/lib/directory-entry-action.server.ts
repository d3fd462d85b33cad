import { redirect } from 'react-router';
import { AppError } from '#domain/errors.ts';
import type { PostedForm } from './form-action.server.ts';
import { runFormAction } from './form-action.server.ts';

type SavedEntry = { key: string; name: string; isPublished: boolean };

/**
 * The action of a tool's or a partner's page in the back office: `save` (the entry's form; a changed
 * key goes to the entry's new address) and `publish:{key}` / `unpublish:{key}` (its switch). Field
 * errors come back to the form as with any form action.
 */
export function runDirectoryEntryAction(
  form: PostedForm,
  entry: {
    key: string;
    /** The entry's page in the back office for a key. */
    pathOf: (key: string) => string;
    save: (values: PostedForm['values']) => Promise<SavedEntry>;
    setPublished: (isPublished: boolean) => Promise<SavedEntry>;
  },
) {
  return runFormAction(form, async () => {
    const [kind] = (form.intent ?? '').split(':');
    if (kind === 'save') {
      const saved = await entry.save(form.values);
      if (saved.key !== entry.key) return redirect(entry.pathOf(saved.key));
      return { ok: true as const, intent: form.intent, message: `Saved ${saved.name}.` };
    }
    if (kind === 'publish' || kind === 'unpublish') {
      const saved = await entry.setPublished(kind === 'publish');
      return {
        ok: true as const,
        intent: 'list',
        message: `${saved.name} is ${saved.isPublished ? 'published' : 'unpublished'}.`,
      };
    }
    throw new AppError('BAD_REQUEST', 'Unknown form');
  });
}
