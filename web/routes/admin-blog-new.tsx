import { redirect } from 'react-router';
import { AdminBlogPostInput } from '#domain/content/blog.schema.ts';
import { getAppContext } from '../app-context.ts';
import { BlogPostForm } from '../components/blog/blog-post-form.tsx';
import { SECONDARY_SUBMIT_BUTTON, SubmitButton } from '../components/ui/form-controls.tsx';
import { readBlogPostForm } from '../lib/blog-form.server.ts';
import { readForm, runFormAction } from '../lib/form-action.server.ts';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/admin-blog-new.ts';

export function meta() {
  return pageMeta({
    title: 'Write a team post',
    description: 'A new post by the Nordhub team.',
    noIndex: true,
  });
}

export function loader({ context, url }: Route.LoaderArgs) {
  requireSiteAction(context, url, 'blog.manage');
  return null;
}

/** Save as a draft, or publish at once (`intent=publish`); audited as post.create / post.publish. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const me = requireSiteAction(context, url, 'blog.manage');
  const { services } = getAppContext(context);
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const input = await readBlogPostForm(form, AdminBlogPostInput, (kind, data) =>
      services.companyProfile.storeImageUpload(me.id, kind, data),
    );
    const post = await services.adminBlog.create(me.id, input, form.intent === 'publish');
    return redirect(`/admin/blog/${post.id}`);
  });
}

export default function AdminBlogNew() {
  return (
    <div className="max-w-4xl">
      <h1 className="text-3xl font-bold text-slate-900">Write a team post</h1>
      <BlogPostForm
        post={null}
        withAuthor
        intents={['publish', 'draft']}
        actions={
          <>
            <SubmitButton name="intent" value="publish" busyText="Publishing…">
              Publish
            </SubmitButton>
            <SubmitButton name="intent" value="draft" className={SECONDARY_SUBMIT_BUTTON} busyText="Saving…">
              Save draft
            </SubmitButton>
          </>
        }
      />
    </div>
  );
}
