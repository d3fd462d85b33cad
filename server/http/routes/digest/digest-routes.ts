import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DigestConfirmInput,
  DigestMailParams,
  DigestPreferencesInput,
  DigestProfile,
  DigestSubscribeInput,
  DigestSubscribeResult,
  DigestSubscription,
  OwnDigest,
  OwnDigestResult,
  SettingsKeyParams,
} from '#domain/digest/digest.schema.ts';
import { confirmDigest } from '../../../services/digest/confirm-digest.ts';
import type { DigestDeps } from '../../../services/digest/digest-deps.ts';
import { endOwnDigest } from '../../../services/digest/end-own-digest.ts';
import { getDigestSubscription } from '../../../services/digest/find-digest-subscription.ts';
import { getDigestProfile } from '../../../services/digest/get-digest-profile.ts';
import { getOwnDigest } from '../../../services/digest/get-own-digest.ts';
import { setDigestSubscribed } from '../../../services/digest/set-digest-subscribed.ts';
import { subscribeDigest } from '../../../services/digest/subscribe-digest.ts';
import { restartOwnDigest, subscribeOwnDigest } from '../../../services/digest/subscribe-own-digest.ts';
import { updateDigestSubscription } from '../../../services/digest/update-digest-subscription.ts';
import { updateOwnDigest } from '../../../services/digest/update-own-digest.ts';
import { defineRoute, registerRoute } from '../../define-route.ts';
import { requireUserId } from '../../session.ts';

const MINUTE = 60_000;
/** A settings key is a password to one subscription: answers naming it are never cached. */
const NO_STORE = 'no-store';

export function digestDeps(request: FastifyRequest): DigestDeps {
  const deps = request.server.deps;
  return { ...deps, publicUrl: deps.env.PUBLIC_URL };
}

/**
 * The job digest (docs/product.md, Calls `POST digest`, `PUT digest/{settingsKey}`, `GET digest/mail/{email}`, plus
 * what the settings page needs). Subscriptions are managed by their long random settings key, which
 * only ever travels by mail to the subscribed address: no login needed, nothing to enumerate.
 */
export const DIGEST_ROUTES = [
  defineRoute({
    method: 'POST',
    url: '/api/digest',
    summary:
      'Subscribe to the job digest: saves an unconfirmed subscription and mails the confirmation link (always the same answer)',
    tags: ['digest'],
    body: DigestSubscribeInput,
    response: DigestSubscribeResult,
    errors: [429],
    // Each request can send a mail: a few per client, and one per address every few minutes.
    rateLimit: { max: 10, timeWindowMs: 15 * MINUTE },
    handler: async ({ body }, request) => {
      const session = await request.getSession();
      return subscribeDigest(digestDeps(request), body, { userId: session?.userId ?? null });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/digest/confirm',
    summary: 'Confirm a subscription from the mailed link (double opt-in)',
    tags: ['digest'],
    body: DigestConfirmInput,
    response: DigestSubscription,
    errors: [404],
    cacheControl: NO_STORE,
    rateLimit: { max: 30, timeWindowMs: MINUTE },
    handler: async ({ body }, request) => confirmDigest(request.server.deps, body.settingsKey),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/digest/mail/:email',
    summary: "The signed-in user's own digest profile (settingsKey); 404 for any other address",
    tags: ['digest'],
    params: DigestMailParams,
    response: DigestProfile,
    errors: [401, 404],
    cacheControl: NO_STORE,
    handler: async ({ params }, request) =>
      getDigestProfile(request.server.deps, await requireUserId(request), params.email),
  }),
  // The signed-in user's own digest (the Email notifications page), by their account's address.
  defineRoute({
    method: 'GET',
    url: '/api/digest/me',
    summary:
      "The signed-in user's own digest (shown once the account's address is verified) and the quick apply preferences a new one starts from",
    tags: ['digest'],
    response: OwnDigest,
    errors: [401],
    cacheControl: NO_STORE,
    handler: async (_input, request) => getOwnDigest(request.server.deps, await requireUserId(request)),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/digest/me',
    summary:
      "Subscribe the signed-in user's own address: active at once when the account's address is verified, else the confirmation link is mailed (double opt-in)",
    tags: ['digest'],
    body: DigestPreferencesInput,
    response: OwnDigestResult,
    errors: [401, 429],
    cacheControl: NO_STORE,
    // An unverified address gets a confirmation mail, as with POST /api/digest.
    rateLimit: { max: 10, timeWindowMs: 15 * MINUTE },
    handler: async ({ body }, request) =>
      subscribeOwnDigest(digestDeps(request), await requireUserId(request), body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/digest/me',
    summary:
      "Change the countries (REMOTE: remote jobs), roles and frequency of the signed-in user's own digest",
    tags: ['digest'],
    body: DigestPreferencesInput,
    response: OwnDigestResult,
    errors: [401, 404],
    cacheControl: NO_STORE,
    handler: async ({ body }, request) =>
      updateOwnDigest(request.server.deps, await requireUserId(request), body),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/digest/me/unsubscribe',
    summary: "End the signed-in user's own digest (idempotent)",
    tags: ['digest'],
    response: OwnDigestResult,
    errors: [401, 404],
    cacheControl: NO_STORE,
    handler: async (_input, request) => endOwnDigest(request.server.deps, await requireUserId(request)),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/digest/me/resubscribe',
    summary:
      "Start the signed-in user's own digest again with the choice it holds (active at once for a verified address)",
    tags: ['digest'],
    response: OwnDigestResult,
    errors: [401, 404],
    cacheControl: NO_STORE,
    handler: async (_input, request) => restartOwnDigest(digestDeps(request), await requireUserId(request)),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/digest/:settingsKey',
    summary: 'A subscription by its settings key',
    tags: ['digest'],
    params: SettingsKeyParams,
    response: DigestSubscription,
    errors: [404],
    cacheControl: NO_STORE,
    rateLimit: { max: 60, timeWindowMs: MINUTE },
    handler: async ({ params }, request) => getDigestSubscription(request.server.deps, params.settingsKey),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/digest/:settingsKey',
    summary: 'Change the countries (REMOTE: remote jobs), roles and frequency of a subscription',
    tags: ['digest'],
    params: SettingsKeyParams,
    body: DigestPreferencesInput,
    response: DigestSubscription,
    errors: [404],
    cacheControl: NO_STORE,
    rateLimit: { max: 30, timeWindowMs: MINUTE },
    handler: async ({ params, body }, request) =>
      updateDigestSubscription(request.server.deps, params.settingsKey, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/digest/:settingsKey/resubscribe',
    summary: 'Subscribe again after unsubscribing (from the settings page)',
    tags: ['digest'],
    params: SettingsKeyParams,
    response: DigestSubscription,
    errors: [404],
    cacheControl: NO_STORE,
    rateLimit: { max: 30, timeWindowMs: MINUTE },
    handler: async ({ params }, request) =>
      setDigestSubscribed(request.server.deps, params.settingsKey, true),
  }),
];

export const ONE_CLICK_UNSUBSCRIBE_URL = '/api/digest/:settingsKey/unsubscribe';

/**
 * The RFC 8058 one-click target named by every digest's `List-Unsubscribe` header, also used by the
 * settings page. Mail providers post `List-Unsubscribe=One-Click` as a form (urlencoded or
 * multipart), from their servers or from a webmail page on their own origin: the body is read and
 * ignored (the URL is the whole request), and session.ts lets this one path through the
 * cross-site check (it uses no cookie; the key in the URL is the authority).
 */
export const DIGEST_FORM_ROUTES = [
  defineRoute({
    method: 'POST',
    url: ONE_CLICK_UNSUBSCRIBE_URL,
    summary:
      'Unsubscribe (RFC 8058 one-click: accepts the List-Unsubscribe=One-Click form body, also cross-site); idempotent',
    tags: ['digest'],
    params: SettingsKeyParams,
    response: DigestSubscription,
    errors: [404],
    cacheControl: NO_STORE,
    rateLimit: { max: 30, timeWindowMs: MINUTE },
    handler: async ({ params }, request) =>
      setDigestSubscribed(request.server.deps, params.settingsKey, false),
  }),
];

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const FORM_BODY_LIMIT = 4096;

/**
 * Registers DIGEST_FORM_ROUTES in a scope of their own that accepts form bodies (discarded), so no
 * other API route starts taking forms. app.ts also lists them in the OpenAPI document.
 */
export async function registerDigestFormRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    for (const type of FORM_TYPES) {
      scope.addContentTypeParser(
        type,
        { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
        (_request, _body, done) => done(null, undefined),
      );
    }
    for (const route of DIGEST_FORM_ROUTES) registerRoute(scope, route);
  });
}
