import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from '#domain/content/rich-text.ts';
import {
  EMAIL_MESSAGE,
  FIRST_NAME_MESSAGE,
  LAST_NAME_MESSAGE,
  NAME_MAX_LENGTH,
} from '#domain/users/auth.schema.ts';
import { NETWORK_START_PATH } from '#domain/users/professional-network.schema.ts';
import {
  LOCAL_AUTHORIZE_PATH,
  type LocalAuthorizeRequest,
  type LocalProfessionalNetwork,
} from '../../../adapters/oauth/local-provider.ts';
import type { ProfessionalNetwork } from '../../../adapters/oauth/professional-network.ts';
import { createNonce, setHtmlSecurityHeaders } from '../../security-headers.ts';
import { beginFlow, callbackUrl, NETWORK_OFF_MESSAGE } from './network-flow.ts';

/**
 * The pages the sign-in popup travels through (browser navigations, not JSON, hence not under /api):
 * `/auth/linkedin/start` and, for the local provider, its consent page. The callback page the popup
 * ends on is a React route (web/routes/auth-linkedin-callback.tsx).
 *
 * Popup pages send `Cross-Origin-Opener-Policy: unsafe-none`: the opener (same-origin-allow-popups)
 * must keep its handle on the popup while it visits the network and comes back, to see where it is
 * and whether it was closed.
 */

const MINUTE = 60_000;
const FORM_BODY_LIMIT = 16 * 1024;

function isLocal(network: ProfessionalNetwork | null | undefined): network is LocalProfessionalNetwork {
  return network?.kind === 'local';
}

function setPopupHeaders(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
  reply.header('cross-origin-opener-policy', 'unsafe-none');
}

function redirectWithError(
  reply: FastifyReply,
  target: string,
  error: string,
  description: string,
  state?: string,
) {
  const url = new URL(target);
  url.searchParams.set('error', error);
  url.searchParams.set('error_description', description);
  if (state) url.searchParams.set('state', state);
  return reply.redirect(url.href, 303);
}

export async function registerProfessionalNetworkPages(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    // The consent form posts like any HTML form; nothing else in this scope takes a body.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get(
      NETWORK_START_PATH,
      { config: { rateLimit: { max: 30, timeWindow: MINUTE } } },
      async (request, reply) => {
        setPopupHeaders(reply);
        const network = request.server.deps.professionalNetwork;
        if (!network) {
          return reply
            .status(404)
            .type('text/html; charset=utf-8')
            .send(renderMessagePage(NETWORK_OFF_MESSAGE, ''));
        }
        const redirectUri = callbackUrl(request);
        try {
          const { state, codeChallenge, nonce } = beginFlow(request, reply);
          return reply.redirect(
            await network.authorizationUrl({ state, codeChallenge, nonce, redirectUri }),
            302,
          );
        } catch (error) {
          // The provider's discovery failed: the popup comes back with an error the opener understands.
          request.log.error({ err: error }, 'professional network sign-in could not start');
          return redirectWithError(
            reply,
            redirectUri,
            'temporarily_unavailable',
            'LinkedIn cannot be reached right now',
          );
        }
      },
    );

    const network = app.deps.professionalNetwork;
    if (!isLocal(network)) return;

    const isDevelopment = app.deps.env.NODE_ENV === 'development';
    const sendPage = (reply: FastifyReply, status: number, html: (nonce: string) => string) => {
      const nonce = createNonce();
      setHtmlSecurityHeaders(reply, nonce, isDevelopment);
      setPopupHeaders(reply);
      reply.header('x-robots-tag', 'noindex, nofollow');
      return reply.status(status).type('text/html; charset=utf-8').send(html(nonce));
    };

    scope.get(LOCAL_AUTHORIZE_PATH, async (request, reply) => {
      const authorizeRequest = network.readAuthorizeRequest(request.query);
      if (!authorizeRequest) return sendPage(reply, 400, () => renderInvalidRequestPage());
      return sendPage(reply, 200, () => renderConsentPage(authorizeRequest, {}, {}));
    });

    scope.post(
      LOCAL_AUTHORIZE_PATH,
      { config: { rateLimit: { max: 30, timeWindow: MINUTE } } },
      async (request, reply) => {
        const form = (request.body ?? {}) as Record<string, unknown>;
        const authorizeRequest = network.readAuthorizeRequest(form);
        if (!authorizeRequest) return sendPage(reply, 400, () => renderInvalidRequestPage());
        setPopupHeaders(reply);
        if (form.decision !== 'allow') {
          return redirectWithError(
            reply,
            authorizeRequest.redirectUri,
            'user_cancelled_authorize',
            'The member cancelled the authorization',
            authorizeRequest.state,
          );
        }
        const parsed = LocalPerson.safeParse(form);
        if (!parsed.success) {
          const errors: Record<string, string> = {};
          for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
          const values = { firstName: form.firstName, lastName: form.lastName, email: form.email };
          return sendPage(reply, 422, () => renderConsentPage(authorizeRequest, values, errors));
        }
        const code = network.approve(authorizeRequest, parsed.data);
        const target = new URL(authorizeRequest.redirectUri);
        target.searchParams.set('code', code);
        target.searchParams.set('state', authorizeRequest.state);
        return reply.redirect(target.href, 303);
      },
    );
  });
}

const LocalPerson = z.object({
  firstName: z
    .string({ error: FIRST_NAME_MESSAGE })
    .trim()
    .min(1, FIRST_NAME_MESSAGE)
    .max(NAME_MAX_LENGTH, FIRST_NAME_MESSAGE),
  lastName: z
    .string({ error: LAST_NAME_MESSAGE })
    .trim()
    .min(1, LAST_NAME_MESSAGE)
    .max(NAME_MAX_LENGTH, LAST_NAME_MESSAGE),
  email: z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .max(254, EMAIL_MESSAGE)
    .pipe(z.email({ error: EMAIL_MESSAGE })),
});

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#0f172a;background:#f1f5f9}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px #0002}
h1{margin:0 0 .25rem;font-size:1.4rem}p{margin:.25rem 0 1rem;color:#334155}
.badge{display:inline-block;margin-bottom:.75rem;padding:.1rem .5rem;border-radius:999px;background:#fef3c7;color:#78350f;font-size:.8rem;font-weight:600}
label{display:block;margin-top:.75rem;font-size:.9rem;font-weight:600}
input{box-sizing:border-box;width:100%;margin-top:.25rem;padding:.5rem .75rem;border:1px solid #64748b;border-radius:.375rem;font:inherit}
input[aria-invalid=true]{border-color:#b91c1c}.error{margin:.25rem 0 0;color:#b91c1c;font-size:.9rem}
.actions{display:flex;gap:.75rem;margin-top:1.25rem}
button{flex:1;padding:.6rem 1rem;border-radius:.375rem;font:inherit;font-weight:600;cursor:pointer}
.allow{border:0;background:#0a66c2;color:#fff}.cancel{border:1px solid #64748b;background:#fff;color:#0f172a}`;

function renderDocument(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)} | Nordhub</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

function renderMessagePage(heading: string, message: string): string {
  return renderDocument(
    heading,
    `<h1>${escapeHtml(heading)}</h1>${message ? `<p>${escapeHtml(message)}</p>` : ''}`,
  );
}

function renderInvalidRequestPage(): string {
  return renderMessagePage(
    'This sign-in request is not valid',
    'Close this window and start again from the Continue with LinkedIn button.',
  );
}

function field(
  name: string,
  label: string,
  type: string,
  autocomplete: string,
  value: unknown,
  error: string | undefined,
) {
  const invalid = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" value="${escapeHtml(String(value ?? ''))}"${invalid}>
${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}`;
}

function renderConsentPage(
  request: LocalAuthorizeRequest,
  values: Record<string, unknown>,
  errors: Record<string, string>,
): string {
  const hidden = {
    response_type: 'code',
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    scope: request.scope,
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
  };
  const hiddenInputs = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  return renderDocument(
    'Sign in with LinkedIn',
    `<span class="badge">Local test provider</span>
<h1>Sign in with LinkedIn</h1>
<p>Nordhub would like to use your name and email address. This stand-in for LinkedIn runs on this server: nothing is sent to LinkedIn, and it signs in whoever you type.</p>
<form method="post" action="${LOCAL_AUTHORIZE_PATH}" novalidate>${hiddenInputs}
${field('firstName', 'First name', 'text', 'given-name', values.firstName, errors.firstName)}
${field('lastName', 'Last name', 'text', 'family-name', values.lastName, errors.lastName)}
${field('email', 'Email', 'email', 'email', values.email, errors.email)}
<div class="actions"><button class="allow" type="submit" name="decision" value="allow">Allow</button><button class="cancel" type="submit" name="decision" value="cancel">Cancel</button></div>
</form>`,
  );
}
