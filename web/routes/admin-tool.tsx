// First: zod must be jitless before any schema is built (our CSP forbids eval).
import '../components/auth/zod-jitless.ts';
import { Link } from 'react-router';
import { ToolInput } from '#domain/content/directory.schema.ts';
import { getAppContext } from '../app-context.ts';
import { DirectoryEntryPage } from '../components/admin/directory-entry-page.tsx';
import { runDirectoryEntryAction } from '../lib/directory-entry-action.server.ts';
import { parseForm, readForm } from '../lib/form-action.server.ts';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { withNotFoundPage } from '../lib/responses.ts';
import type { Route } from './+types/admin-tool.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: loaderData ? `Tool: ${loaderData.tool.name}` : 'Tool',
    description: 'Edit a tool of the directory.',
    noIndex: true,
  });
}

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'content.manage');
  const { adminDirectory } = getAppContext(context).services;
  return withNotFoundPage(async () => ({ tool: await adminDirectory.getTool(me.id, params.key) }));
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  const me = requireSiteAction(context, url, 'content.manage');
  const { adminDirectory } = getAppContext(context).services;
  const form = await readForm(request);
  return withNotFoundPage(() =>
    runDirectoryEntryAction(form, {
      key: params.key,
      pathOf: (key) => `/admin/tools/${key}`,
      save: (values) => adminDirectory.updateTool(me.id, params.key, parseForm(ToolInput, values)),
      setPublished: (isPublished) => adminDirectory.setToolPublished(me.id, params.key, isPublished),
    }),
  );
}

/** `/admin/tools/{key}`: a tool's form, and its publish switch. */
export default function AdminTool({ loaderData }: Route.ComponentProps) {
  const { tool } = loaderData;
  return (
    <DirectoryEntryPage
      entry={tool}
      list={{ to: '/admin/tools', label: 'All tools' }}
      publishedAt={
        <>
          Published at{' '}
          <Link to={`/tools/${tool.key}`} className="text-brand-700 underline">
            /tools/{tool.key}
          </Link>
        </>
      }
      prefix="tool"
      hasBody={false}
      submitText="Save tool"
    />
  );
}
