// First: zod must be jitless before any schema is built (our CSP forbids eval).
import '../components/auth/zod-jitless.ts';
import { Link, redirect } from 'react-router';
import { ToolInput } from '#domain/content/directory.schema.ts';
import { AppError } from '#domain/errors.ts';
import { getAppContext } from '../app-context.ts';
import { DirectoryEntryForm, PublishButton } from '../components/admin/directory-entry-form.tsx';
import { StatusMessage } from '../components/ui/form-controls.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { useFormResult } from '../lib/form-result.ts';
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
    runFormAction(form, async () => {
      const [kind] = (form.intent ?? '').split(':');
      if (kind === 'save') {
        const tool = await adminDirectory.updateTool(me.id, params.key, parseForm(ToolInput, form.values));
        if (tool.key !== params.key) return redirect(`/admin/tools/${tool.key}`);
        return { ok: true as const, intent: form.intent, message: `Saved ${tool.name}.` };
      }
      if (kind === 'publish' || kind === 'unpublish') {
        const tool = await adminDirectory.setToolPublished(me.id, params.key, kind === 'publish');
        return {
          ok: true as const,
          intent: 'list',
          message: `${tool.name} is ${tool.isPublished ? 'published' : 'unpublished'}.`,
        };
      }
      throw new AppError('BAD_REQUEST', 'Unknown form');
    }),
  );
}

/** `/admin/tools/{key}`: a tool's form, and its publish switch. */
export default function AdminTool({ loaderData }: Route.ComponentProps) {
  const { tool } = loaderData;
  const publishResult = useFormResult('list');
  return (
    <div className="max-w-2xl">
      <p className="text-sm">
        <Link to="/admin/tools" className="text-brand-700 hover:underline">
          All tools
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{tool.name}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <p className="text-slate-700">
          {tool.isPublished ? (
            <>
              Published at{' '}
              <Link to={`/tools/${tool.key}`} className="text-brand-700 underline">
                /tools/{tool.key}
              </Link>
            </>
          ) : (
            'Unpublished: visitors do not see it'
          )}
        </p>
        <PublishButton entryKey={tool.key} name={tool.name} isPublished={tool.isPublished} />
      </div>
      <StatusMessage message={publishResult.message} />
      <div className="mt-6">
        <DirectoryEntryForm
          key={tool.updatedAt}
          intent="save"
          prefix="tool"
          entry={tool}
          hasBody={false}
          submitText="Save tool"
          label={`Edit ${tool.name}`}
        />
      </div>
    </div>
  );
}
