// First: zod must be jitless before any schema is built (our CSP forbids eval).
import '../components/auth/zod-jitless.ts';
import { Link } from 'react-router';
import { ToolInput } from '#domain/content/directory.schema.ts';
import { AppError } from '#domain/errors.ts';
import { getAppContext } from '../app-context.ts';
import { DirectoryEntryForm, PublishButton } from '../components/admin/directory-entry-form.tsx';
import { DataTable } from '../components/ui/data-table.tsx';
import { StatusMessage } from '../components/ui/form-controls.tsx';
import { parseForm, readForm, runFormAction } from '../lib/form-action.server.ts';
import { useFormResult } from '../lib/form-result.ts';
import { requireSiteAction } from '../lib/guards.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/admin-tools.ts';

export function meta() {
  return pageMeta({ title: 'Tools', description: 'The tools directory: add, edit, publish.', noIndex: true });
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const me = requireSiteAction(context, url, 'content.manage');
  return await getAppContext(context).services.adminDirectory.listTools(me.id);
}

/** Adds a tool (`intent=create`) or publishes/unpublishes one (`publish:{key}`, `unpublish:{key}`). */
export async function action({ context, request, url }: Route.ActionArgs) {
  const me = requireSiteAction(context, url, 'content.manage');
  const { adminDirectory } = getAppContext(context).services;
  const form = await readForm(request);
  return runFormAction(form, async () => {
    const [kind, key = ''] = (form.intent ?? '').split(':');
    if (kind === 'create') {
      const tool = await adminDirectory.createTool(me.id, parseForm(ToolInput, form.values));
      return { ok: true as const, intent: form.intent, message: `Added ${tool.name} (/tools/${tool.key}).` };
    }
    if (kind === 'publish' || kind === 'unpublish') {
      const tool = await adminDirectory.setToolPublished(me.id, key, kind === 'publish');
      return {
        ok: true as const,
        intent: 'list',
        message: `${tool.name} is ${tool.isPublished ? 'published' : 'unpublished'}.`,
      };
    }
    throw new AppError('BAD_REQUEST', 'Unknown form');
  });
}

/** `/admin/tools`: every tool (published or not), publish switches, and the form adding one. */
export default function AdminTools({ loaderData }: Route.ComponentProps) {
  const listResult = useFormResult('list');
  return (
    <div className="max-w-5xl">
      <h1 className="text-3xl font-bold text-slate-900">Tools</h1>
      <p className="mt-2 text-slate-700">
        The tools directory on{' '}
        <Link to="/tools" className="text-brand-700 underline">
          /tools
        </Link>
        . An unpublished tool is gone from the directory and its page at once.
      </p>
      <StatusMessage message={listResult.message} />
      <DataTable
        caption="Tools"
        columns={['Name', 'Category', 'Order', 'Status', { srOnly: 'Publish' }]}
        className="mt-6"
      >
        {loaderData.tools.map((tool) => (
          <tr key={tool.id} className="border-b border-slate-200 align-top">
            <td className="py-3 pr-4">
              <Link to={`/admin/tools/${tool.key}`} className="text-brand-700 hover:underline">
                {tool.name}
              </Link>
            </td>
            <td className="py-3 pr-4">{tool.category}</td>
            <td className="py-3 pr-4">{tool.sort}</td>
            <td className="py-3 pr-4">{tool.isPublished ? 'Published' : 'Unpublished'}</td>
            <td className="py-3 pr-4">
              <PublishButton entryKey={tool.key} name={tool.name} isPublished={tool.isPublished} />
            </td>
          </tr>
        ))}
      </DataTable>
      <section aria-labelledby="new-tool" className="mt-10 max-w-2xl">
        <h2 id="new-tool" className="text-xl font-semibold text-slate-900">
          Add a tool
        </h2>
        <div className="mt-4">
          <DirectoryEntryForm
            intent="create"
            prefix="new-tool"
            entry={null}
            hasBody={false}
            submitText="Add tool"
            label="Add a tool"
          />
        </div>
      </section>
    </div>
  );
}
