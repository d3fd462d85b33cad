import { type ReactNode, useMemo, useState } from 'react';
import { Form } from 'react-router';
import type { ManagedBlogPost } from '#domain/content/blog.schema.ts';
import {
  BLOG_BODY_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_MAX_TAGS,
  BLOG_TAGS,
  BLOG_TITLE_MAX,
} from '#domain/content/blog-constants.ts';
import { postedList, postedText, useFormResult } from '../../lib/form-result.ts';
import { ImageUploadField, UploadsInFlight } from '../companies/image-upload-field.tsx';
import {
  ChoiceGroup,
  FieldIds,
  FormError,
  InputField,
  StatusMessage,
  TextAreaField,
} from '../ui/form-controls.tsx';

/**
 * A blog post's fields (the startup portal's and the back office's form): title, summary, markdown
 * body, tags, cover picture, and the author's name for the team's posts. A multipart form: it works
 * without JavaScript (the cover then travels inside it); `actions` are its submit buttons.
 */
export function BlogPostForm({
  post,
  withAuthor,
  intents,
  actions,
}: {
  post: ManagedBlogPost | null;
  withAuthor: boolean;
  /** The submit buttons' intents: this form shows only their answers. */
  intents: readonly string[];
  actions: ReactNode;
}) {
  const result = useFormResult(intents);
  const values = result.values;
  const [uploading, setUploading] = useState(0);
  const uploads = useMemo(() => ({ change: (delta: number) => setUploading((n) => n + delta) }), []);
  const cover = values ? (postedText(values, 'coverImage') ?? '') : (post?.coverImage ?? '');
  return (
    <UploadsInFlight.Provider value={uploads}>
      <FieldIds prefix="post">
        <Form method="post" encType="multipart/form-data" noValidate className="mt-6 max-w-3xl space-y-6">
          <FormError message={result.formError} />
          <StatusMessage message={result.message} />
          <InputField
            label="Title"
            name="title"
            required
            maxLength={BLOG_TITLE_MAX}
            defaultValue={postedText(values, 'title') ?? post?.title ?? ''}
            error={result.fieldErrors.title}
          />
          {/* A startup's post keeps its startup as author (the back office's form posts it back). */}
          {!withAuthor && post && <input type="hidden" name="author" value={post.author} />}
          {withAuthor && (
            <InputField
              label="Author"
              name="author"
              required
              autoComplete="name"
              defaultValue={postedText(values, 'author') ?? post?.author ?? ''}
              error={result.fieldErrors.author}
            />
          )}
          <TextAreaField
            label="Summary"
            name="excerpt"
            rows={3}
            required
            maxLength={BLOG_EXCERPT_MAX}
            hint="One or two sentences, shown in lists and to search engines."
            defaultValue={postedText(values, 'excerpt') ?? post?.excerpt ?? ''}
            error={result.fieldErrors.excerpt}
          />
          <TextAreaField
            label="Post"
            name="body"
            rows={16}
            required
            maxLength={BLOG_BODY_MAX}
            hint="Markdown: ## for headings, **bold**, - for lists, [text](https://…) for links. HTML is shown as text."
            defaultValue={postedText(values, 'body') ?? post?.body ?? ''}
            error={result.fieldErrors.body}
          />
          <ChoiceGroup
            legend={`Tags (at most ${BLOG_MAX_TAGS})`}
            name="tags"
            type="checkbox"
            columns={3}
            options={BLOG_TAGS}
            selected={postedList(values, 'tags') ?? post?.tags ?? []}
            error={result.fieldErrors.tags ?? result.fieldErrors['tags.0']}
          />
          <ImageUploadField
            key={cover}
            label="Cover picture"
            hint="PNG, JPEG or WebP, at most 8 MB; shown wide (16:9)."
            kind="image"
            name="coverImage"
            fileName="coverFile"
            initialKeys={cover ? [cover] : []}
            max={1}
            error={result.fieldErrors.coverImage}
            previewAlt={() => 'The cover picture'}
            previewShape="wide"
          />
          <div className="flex flex-wrap items-center gap-3">
            {actions}
            {uploading > 0 && (
              <span className="text-sm text-slate-600">Waiting for the upload to finish…</span>
            )}
          </div>
        </Form>
      </FieldIds>
    </UploadsInFlight.Provider>
  );
}
