import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ERROR_PAGE_FAILED_MESSAGE, ErrorPageGuard } from './error-page-guard.tsx';

function Broken(): never {
  throw new Error('the error page broke');
}

describe('the error page guard', () => {
  it('shows the error page when it renders', () => {
    const html = renderToString(
      <ErrorPageGuard>
        <p>Page not found</p>
      </ErrorPageGuard>,
    );
    expect(html).toContain('Page not found');
    expect(html).not.toContain(ERROR_PAGE_FAILED_MESSAGE);
  });

  it('answers "An error occured while showing the error page" when the error page throws on the server', () => {
    const html = renderToString(
      <ErrorPageGuard>
        <Broken />
      </ErrorPageGuard>,
    );
    expect(html).toContain('An error occured while showing the error page');
  });
});
