import { Form, Link } from 'react-router';
import { AdminBlogPostInput, BlogPostIdParams, BlogRejectInput } from '#domain/content/blog.schema.ts';
import { AppError } from '#domain/errors.ts';
import { formatUtcDateTime } from '#domain/jobs/format-expiry.ts';
import { getAppContext } from '../app-context.ts';
import { BlogPostForm } from '../components/blog/blog-post-form.tsx';
import { BlogStatusBadge } from '../components/blog/blog-status-badge.tsx';
import {
  FormError,
  SECONDARY_SUBMIT_BUTTON,
  StatusMessage,
  SubmitButton,
  TextAreaField,
} from '../components/ui/form-controls.tsx';
import { readBlogPostForm } from '../lib/blog-form.server.ts';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { postedText, useFormResult } from '../lib/form-result.ts';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { notFound, withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/admin-blog-post.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: loaderData ? `Post: ${loaderData.post.title}` : 'Post',
    description: 'Edit, publish, approve or reject a blog post.',
    noIndex: true,
  });
}

function postId(params: { id?: string }): string {
  const parsed = BlogPostIdParams.safeParse({ id: params.id });
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'blog.manage');
  const id = postId(params);
  const post = await withNotFoundPage(() => getAppContext(context).services.adminBlog.get(me.id, id));
  return { post };
}

const MOVE_MESSAGES = {
  publish: 'Published: the post is in News & Insights.',
  unpublish: 'Unpublished: the post is a draft again.',
  approve: "Approved: the post is in News & Insights and on the startup's page.",
  reject: 'Rejected: the startup sees your reason in its portal.',
} as const;

/** The text form (`intent=save`) and one form per move (publish, unpublish, approve, reject with a reason). */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const me = requireSiteAction(context, url, 'blog.manage');
  const id = postId(params);
  const { services } = getAppContext(context);
  const form = await readForm(request);
  return runFormAction(form, async () => {
    switch (form.intent) {
      case 'save': {
        const input = await readBlogPostForm(form, AdminBlogPostInput, (kind, data) =>
          services.companyProfile.storeImageUpload(me.id, kind, data),
        );
        await services.adminBlog.update(me.id, id, input);
        return { ok: true as const, intent: 'save', message: 'Saved.' };
      }
      case 'publish':
      case 'unpublish':
      case 'approve': {
        await services.adminBlog.move(me.id, id, form.intent);
        return { ok: true as const, intent: 'move', message: MOVE_MESSAGES[form.intent] };
      }
      case 'reject': {
        const { reason } = parseForm(BlogRejectInput, form.values);
        await services.adminBlog.move(me.id, id, 'reject', reason);
        return { ok: true as const, intent: 'move', message: MOVE_MESSAGES.reject };
      }
      default:
        throw new AppError('BAD_REQUEST', 'Unknown form');
    }
  });
}

function StateForms({ post }: { post: Route.ComponentProps['loaderData']['post'] }) {
  const result = useFormResult(['move', 'publish', 'unpublish', 'approve', 'reject']);
  const isCompanyPost = post.company !== null;
  return (
    <section aria-labelledby="post-state" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="post-state" className="text-lg font-semibold text-slate-900">
        State
      </h2>
      <StatusMessage message={result.message} />
      <FormError message={result.formError} />
      <div className="mt-3 flex flex-wrap items-start gap-3">
        {post.status === 'PUBLISHED' && (
          <Form method="post">
            <SubmitButton
              name="intent"
              value="unpublish"
              className={SECONDARY_SUBMIT_BUTTON}
              busyText="Unpublishing…"
            >
              Unpublish
            </SubmitButton>
          </Form>
        )}
        {!isCompanyPost && post.status !== 'PUBLISHED' && (
          <Form method="post">
            <SubmitButton name="intent" value="publish" busyText="Publishing…">
              Publish
            </SubmitButton>
          </Form>
        )}
        {isCompanyPost && post.status === 'SUBMITTED' && (
          <>
            <Form method="post">
              <SubmitButton name="intent" value="approve" busyText="Approving…">
                Approve and publish
              </SubmitButton>
            </Form>
            <Form method="post" noValidate className="w-full max-w-xl space-y-2">
              <TextAreaField
                label="Why is it rejected? (the startup reads this)"
                name="reason"
                rows={3}
                required
                defaultValue={postedText(result.values, 'reason') ?? ''}
                error={result.fieldErrors.reason}
              />
              <SubmitButton
                name="intent"
                value="reject"
                className={SECONDARY_SUBMIT_BUTTON}
                busyText="Rejecting…"
              >
                Reject
              </SubmitButton>
            </Form>
          </>
        )}
      </div>
    </section>
  );
}

/** `/admin/blog/{id}`: a post's state and moves, and its text (any post; audited). */
export default function AdminBlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <div className="max-w-4xl">
      <p className="text-sm">
        <Link to="/admin/blog" className="font-semibold text-brand-700 hover:underline">
          Blog
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">{post.title}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <BlogStatusBadge status={post.status} />
        <span>
          {post.company ? (
            <>
              By{' '}
              <Link to={`/admin/startups/${post.company.key}`} className="text-brand-700 hover:underline">
                {post.company.name}
              </Link>
            </>
          ) : (
            `By ${post.author} (team)`
          )}
        </span>
        {post.submittedAt && <span>Submitted {formatUtcDateTime(new Date(post.submittedAt))}</span>}
        {post.status === 'PUBLISHED' && (
          <Link to={`/blog/${post.slug}`} className="font-medium text-brand-700 hover:underline">
            See it in News &amp; Insights
          </Link>
        )}
      </p>
      {post.status === 'REJECTED' && post.rejectionReason && (
        <p className="mt-3 text-slate-700">Rejected: {post.rejectionReason}</p>
      )}
      <StateForms post={post} />
      <h2 className="mt-8 text-lg font-semibold text-slate-900">Text</h2>
      <BlogPostForm
        post={post}
        withAuthor={post.company === null}
        intents={['save']}
        actions={
          <SubmitButton name="intent" value="save" busyText="Saving…">
            Save
          </SubmitButton>
        }
      />
    </div>
  );
}
