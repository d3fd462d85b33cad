import { Component, type ReactNode, Suspense } from 'react';

/** docs/product.md, Error texts: what shows when the error page itself cannot be shown (sic). */
export const ERROR_PAGE_FAILED_MESSAGE = 'An error occured while showing the error page';

/** The last resort: plain markup that needs nothing that could fail (no header, no data). */
export function ErrorPageFailed() {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-24 text-center">
      <title>Error | Nordhub</title>
      <h1 className="text-3xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-4 text-lg text-slate-600">{ERROR_PAGE_FAILED_MESSAGE}</p>
      <a
        href="/"
        className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        Back to home
      </a>
    </main>
  );
}

class ErrorPageBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    return this.state.hasFailed ? <ErrorPageFailed /> : this.props.children;
  }
}

/**
 * The inner boundary of the error page (web/root.tsx): if rendering the error page throws, this
 * shows `ERROR_PAGE_FAILED_MESSAGE` instead of a blank window. In the browser the class boundary
 * catches it; on the server, where class boundaries do not run, the Suspense boundary answers its
 * fallback (the same page) and the browser tries once more, then the class boundary catches it.
 */
export function ErrorPageGuard({ children }: { children: ReactNode }) {
  return (
    <ErrorPageBoundary>
      <Suspense fallback={<ErrorPageFailed />}>{children}</Suspense>
    </ErrorPageBoundary>
  );
}
