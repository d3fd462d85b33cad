import { Link } from 'react-router';
import { BlogPostIdParams, BlogPostInput } from '#domain/content/blog.schema.ts';
import { BLOG_POST_STATUS_LABELS } from '#domain/content/blog-constants.ts';
import { getAppContext } from '../app-context.ts';
import { BlogPostForm } from '../components/blog/blog-post-form.tsx';
import { BlogStatusBadge } from '../components/blog/blog-status-badge.tsx';
import { SECONDARY_SUBMIT_BUTTON, StatusMessage, SubmitButton } from '../components/ui/form-controls.tsx';
import { PortalPageHeading } from '../components/ui/portal-page.tsx';
import { readBlogPostForm } from '../lib/blog-form.server.ts';
import { readForm, runFormAction } from '../lib/form-action.server.ts';
import { requireStartupMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { notFound, withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/client-startup-blog-post.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: loaderData ? `Edit: ${loaderData.post.title}` : 'Edit post',
    description: "Edit your startup's post and submit it to the Nordhub team.",
    noIndex: true,
  });
}

/** The post's id from the address; anything but an id is the 404 of a missing post. */
function postId(params: { post?: string }): string {
  const parsed = BlogPostIdParams.safeParse({ id: params.post });
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { me, startup } = await requireStartupMember(context, url, params.company);
  const post = await withNotFoundPage(() =>
    getAppContext(context).services.blog.companyPost(me.id, params.company, postId(params)),
  );
  const saved = url.searchParams.get('saved');
  return {
    startup,
    post,
    saved: saved === 'submitted' || saved === 'draft' ? (saved as keyof typeof SAVED_MESSAGES) : null,
  };
}

const SAVED_MESSAGES = {
  submitted: 'Submitted: the Nordhub team will read your post and publish it.',
  draft: 'Draft saved.',
};

export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { me } = await requireStartupMember(context, url, params.company);
  const { services } = getAppContext(context);
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const input = await readBlogPostForm(form, BlogPostInput, (kind, data) =>
      services.companyProfile.storeImageUpload(me.id, kind, data),
    );
    const submit = form.intent === 'submit';
    const post = await withNotFoundPage(() =>
      services.blog.updateCompanyPost(me.id, params.company, postId(params), input, submit),
    );
    return {
      ok: true as const,
      intent: form.intent ?? 'draft',
      message:
        post.status === 'SUBMITTED'
          ? SAVED_MESSAGES.submitted
          : `Saved. The post is a ${BLOG_POST_STATUS_LABELS[post.status].toLowerCase()}.`,
    };
  });
}

/** `/client/startups/{key}/blog/{id}`: edit a post; saving a published post sends it back for approval. */
export default function ClientStartupBlogPost({ loaderData }: Route.ComponentProps) {
  const { startup, post, saved } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PortalPageHeading
        profileName={startup.name}
        profilePath={`/client/startups/${startup.key}/blog`}
        title={post.title}
      />
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <BlogStatusBadge status={post.status} />
        {post.status === 'PUBLISHED' && (
          <>
            <Link to={`/blog/${post.slug}`} className="font-medium text-brand-700 hover:underline">
              See it in News &amp; Insights
            </Link>
            <span>Saving a change sends the post to the team for approval again.</span>
          </>
        )}
        {post.status === 'SUBMITTED' && <span>The Nordhub team is reading it.</span>}
      </div>
      {post.status === 'REJECTED' && post.rejectionReason && (
        <p className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
          The team rejected this post: {post.rejectionReason}
        </p>
      )}
      {saved && <StatusMessage message={SAVED_MESSAGES[saved]} />}
      <BlogPostForm
        post={post}
        withAuthor={false}
        intents={['submit', 'draft']}
        actions={
          <>
            <SubmitButton name="intent" value="submit" busyText="Submitting…">
              {post.status === 'PUBLISHED' ? 'Save and submit for approval' : 'Submit for approval'}
            </SubmitButton>
            {post.status !== 'PUBLISHED' && post.status !== 'SUBMITTED' && (
              <SubmitButton
                name="intent"
                value="draft"
                className={SECONDARY_SUBMIT_BUTTON}
                busyText="Saving…"
              >
                Save draft
              </SubmitButton>
            )}
          </>
        }
      />
    </div>
  );
}
