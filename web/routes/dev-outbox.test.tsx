import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  RouterContextProvider,
  StaticRouterProvider,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OutboxEmail } from '#domain/mail/outbox-email.schema.ts';
import type { WebContext } from '#server/http/web-context.ts';
import { appContext } from '../app-context.ts';
import DevOutbox, { loader } from './dev-outbox.tsx';

const EMAILS: OutboxEmail[] = [
  {
    id: '00000000-0000-4000-8000-000000000002',
    to: 'anna@example.com',
    subject: 'Verify your email address',
    html: '<p>Hi <b>Anna</b></p><script>alert(1)</script>',
    text: 'Hi Anna,\n\nVerify email address:\nhttps://nordhub.test/client/verify-email?key=abc&x=1.\n\n<b>not html</b>',
    kind: 'verify_email',
    transport: 'smtp',
    createdAt: '2026-11-20T08:05:00.000Z',
  },
  {
    id: '00000000-0000-4000-8000-000000000001',
    to: 'bjorn@example.com',
    subject: 'Reset your Nordhub password',
    html: '<p>Reset</p>',
    text: 'Reset: https://nordhub.test/client/reset-password?key=def',
    kind: 'reset_password',
    transport: 'outbox',
    createdAt: '2026-11-20T08:00:00.000Z',
  },
];

/** The request context as the server builds it; only what this page reads is meaningful. */
function createContext(extra: { isDevelopment?: boolean; withLister?: boolean }) {
  const context = new RouterContextProvider();
  const services = extra.withLister === false ? {} : { listOutboxEmails: async () => EMAILS };
  context.set(appContext, { services, isDevelopment: extra.isDevelopment } as unknown as WebContext);
  return context;
}

const ROUTES = [{ id: 'dev-outbox', path: '/dev/outbox', loader, Component: DevOutbox }];

/** Runs the loader as the server would, without rendering (an error would render React Router's default page). */
async function query(url: string, context: RouterContextProvider) {
  const handler = createStaticHandler(ROUTES);
  const result = await handler.query(new Request(`http://localhost${url}`), { requestContext: context });
  if (result instanceof Response) throw new Error('unexpected redirect');
  return { handler, result };
}

async function render(url: string, context: RouterContextProvider) {
  const { handler, result } = await query(url, context);
  const router = createStaticRouter(handler.dataRoutes, result);
  return { result, html: renderToString(<StaticRouterProvider router={router} context={result} />) };
}

describe('dev outbox page', () => {
  it.each([
    ['outside development', { isDevelopment: false }],
    ['when the context has no development flag', {}],
    ['when the outbox service is missing', { isDevelopment: true, withLister: false }],
  ])('does not exist %s (404)', async (_label, extra) => {
    const { result } = await query('/dev/outbox', createContext(extra));
    expect(result.statusCode).toBe(404);
    const error = result.errors?.['dev-outbox'];
    expect(isRouteErrorResponse(error) && error.status).toBe(404);
  });

  it('lists the mails and shows the newest one: sandboxed HTML and the text part with clickable links', async () => {
    const { result, html } = await render('/dev/outbox', createContext({ isDevelopment: true }));
    expect(result.statusCode).toBe(200);
    expect(html).toContain('Mail outbox');
    for (const email of EMAILS) {
      expect(html).toContain(email.to);
      expect(html).toContain(email.subject);
      expect(html).toContain(email.kind);
    }
    expect(html).toContain('2026-11-20 08:05:00');
    expect(html).toMatch(/<iframe[^>]*sandbox=""[^>]*>/);
    // The mail's HTML is only ever the iframe's srcdoc attribute, never markup of the page.
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain(
      'srcDoc="&lt;p&gt;Hi &lt;b&gt;Anna&lt;/b&gt;&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;"',
    );
    expect(html).toContain(
      '<a href="https://nordhub.test/client/verify-email?key=abc&amp;x=1" class="text-brand-700 underline">',
    );
    expect(html).toContain('&lt;b&gt;not html&lt;/b&gt;');
    expect(html).not.toContain('reset-password?key=def');
  });

  it('shows the mail chosen with ?id', async () => {
    const { html } = await render(`/dev/outbox?id=${EMAILS[1]?.id}`, createContext({ isDevelopment: true }));
    expect(html).toContain('<a href="https://nordhub.test/client/reset-password?key=def"');
    expect(html).not.toContain('verify-email?key=abc');
  });
});
