import { Outlet } from 'react-router';
import { useRootData } from '../root.tsx';

/**
 * The job-list widget layout (docs/product.md, Pages: layouts): the embeddable pages inside another
 * site's iframe. No header or footer, only the list and "Powered by Nordhub"; `#embed-root` is what
 * public/embed/nordhub-frame.js measures and reports to the framing page.
 */
export default function WidgetLayout() {
  const origin = useRootData()?.site.origin ?? '';
  return (
    <div id="embed-root" className="bg-white p-3">
      <main id="main">
        <Outlet />
      </main>
      <footer className="mt-3 text-right text-xs text-slate-500">
        Powered by{' '}
        <a
          href={`${origin}/`}
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand-700 hover:underline"
        >
          Nordhub
        </a>
      </footer>
    </div>
  );
}
