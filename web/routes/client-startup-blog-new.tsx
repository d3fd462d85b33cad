import { redirect } from 'react-router';
import { BlogPostInput } from '#domain/content/blog.schema.ts';
import { getAppContext } from '../app-context.ts';
import { BlogPostForm } from '../components/blog/blog-post-form.tsx';
import { SECONDARY_SUBMIT_BUTTON, SubmitButton } from '../components/ui/form-controls.tsx';
import { PortalPageHeading } from '../components/ui/portal-page.tsx';
import { readBlogPostForm } from '../lib/blog-form.server.ts';
import { readForm, runFormAction } from '../lib/form-action.server.ts';
import { requireStartupMember } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/client-startup-blog-new.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: loaderData ? `${loaderData.startup.name}: write a post` : 'Write a post',
    description: "Write a post for your startup page and Nordhub's News & Insights.",
    noIndex: true,
  });
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { startup } = await requireStartupMember(context, url, params.company);
  return { startup };
}

/** Save a draft or submit it to the team at once (`intent=submit`); then the post's page. */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { me } = await requireStartupMember(context, url, params.company);
  const { services } = getAppContext(context);
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const input = await readBlogPostForm(form, BlogPostInput, (kind, data) =>
      services.companyProfile.storeImageUpload(me.id, kind, data),
    );
    const post = await services.blog.createCompanyPost(
      me.id,
      params.company,
      input,
      form.intent === 'submit',
    );
    return redirect(
      `/client/startups/${params.company}/blog/${post.id}?saved=${form.intent === 'submit' ? 'submitted' : 'draft'}`,
    );
  });
}

export default function ClientStartupBlogNew({ loaderData }: Route.ComponentProps) {
  const { startup } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PortalPageHeading
        profileName={startup.name}
        profilePath={`/client/startups/${startup.key}/blog`}
        title="Write a post"
      />
      <BlogPostForm
        post={null}
        withAuthor={false}
        intents={['submit', 'draft']}
        actions={
          <>
            <SubmitButton name="intent" value="submit" busyText="Submitting…">
              Submit for approval
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
