import { createHmac, timingSafeEqual } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors, type InteractionResults } from 'oidc-provider';
import { Type } from 'typebox';
import type { IdentityConfig } from '../../config.js';
import { TAGS } from '../../http/docs.js';
import { ErrorEnvelope, errorResponses, sendError } from '../../http/errors.js';
import { accountByEmail, normaliseEmail } from './accounts.js';
import { createLoginLimiter } from './login-limit.js';
import { LOCALES, loginPage, MESSAGES, messagePage, pickLocale, type Locale } from './pages.js';
import { checkPassword } from './passwords.js';
import type { ProviderHolder } from './provider-holder.js';

export interface InteractionRoutesOptions {
  identity: IdentityConfig;
  holder: ProviderHolder;
  /** The identity prefix, for the URLs the pages link to (not `prefix`: fastify would mount under it twice). */
  basePath: string;
  csp: string;
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

const Params = Type.Object(
  { uid: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', examples: ['bQ5n2jWkT1vT3bZp0o4Ai'], description: 'The interaction id oidc-provider issued.' }) },
  { additionalProperties: false },
);
const Query = Type.Object(
  { lang: Type.Optional(Type.Enum([...LOCALES], { description: 'Page language; default from ui_locales, else Hebrew.' })) },
  { additionalProperties: false },
);
const LoginBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 1024 }),
  csrf: Type.String({ maxLength: 128, description: 'The form token, bound to this interaction.' }),
});

const Html = (description: string) => ({ description, content: { 'text/html': { schema: Type.String() } } });
const HtmlOrJson = (description: string) => ({
  description,
  content: { 'text/html': { schema: Type.String() }, 'application/json': { schema: ErrorEnvelope } },
});

/**
 * The sign-in interaction (ADR 019): our login page instead of oidc-provider's dev screens, and consent
 * granted without a screen for our own first-party client.
 */
export const interactionRoutes: FastifyPluginAsyncTypebox<InteractionRoutesOptions> = async (app, options) => {
  const { identity, holder, basePath, csp } = options;
  const limiter = createLoginLimiter(app.db, identity.login);
  // Form posts are parsed in this scope only; the rest of the API takes JSON.
  await app.register(formbody, { bodyLimit: 8 * 1024 });

  const csrfToken = (uid: string) => createHmac('sha256', identity.cookieSecret).update(`login-form:${uid}`).digest('base64url');
  const csrfMatches = (uid: string, token: string) => {
    const expected = Buffer.from(csrfToken(uid));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  const pageUrl = (uid: string, suffix: string, locale: Locale) => `${basePath}/interaction/${uid}${suffix}?lang=${locale}`;

  function html(reply: FastifyReply, status: number, body: string) {
    return reply
      .code(status)
      .header('content-security-policy', csp)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);
  }

  /** Browsers get a page; API clients (and the route sweep) the error envelope. */
  function refuse(request: FastifyRequest, reply: FastifyReply, status: number, locale: Locale, message: string) {
    if ((request.headers.accept ?? '').includes('text/html')) return html(reply, status, messagePage(locale, message));
    return sendError(reply, status, message);
  }

  async function interaction(request: FastifyRequest, reply: FastifyReply, uid: string): Promise<[Provider, Interaction] | undefined> {
    const provider = await holder.current();
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid === uid) return [provider, details];
    } catch (error) {
      if (!(error instanceof errors.SessionNotFound)) throw error;
    }
    return undefined;
  }

  const localeFor = (query: { lang?: Locale }, details?: Interaction) => pickLocale(query.lang, details?.params['ui_locales']);

  function showLogin(reply: FastifyReply, uid: string, locale: Locale, status: number, extra: { email?: string; error?: string; invalidFields?: boolean } = {}) {
    const other = locale === 'he' ? 'en' : 'he';
    return html(
      reply,
      status,
      loginPage({
        locale,
        action: pageUrl(uid, '/login', locale),
        languageLink: pageUrl(uid, '', other),
        csrfToken: csrfToken(uid),
        ...extra,
      }),
    );
  }

  /** Our clients are first-party: whatever they ask for is granted, without a consent screen. */
  async function grantConsent(provider: Provider, details: Interaction): Promise<InteractionResults> {
    const clientId = String(details.params['client_id']);
    if (clientId !== identity.client.id || !details.session?.accountId) {
      return { error: 'access_denied', error_description: 'Only first-party clients may sign in here.' };
    }
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: details.session.accountId, clientId });
    if (!grant) return { error: 'access_denied', error_description: 'The grant no longer exists.' };
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    return { consent: details.grantId ? {} : { grantId } };
  }

  async function finish(provider: Provider, request: FastifyRequest, reply: FastifyReply, result: InteractionResults) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: true });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  const showInteraction = async (
    request: FastifyRequest<{ Params: { uid: string }; Querystring: { lang?: Locale } }>,
    reply: FastifyReply,
  ) => {
    const found = await interaction(request, reply, request.params.uid);
    const locale = localeFor(request.query, found?.[1]);
    if (!found) return refuse(request, reply, 404, locale, MESSAGES[locale].interactionExpired);
    const [provider, details] = found;
    if (details.prompt.name === 'login') return showLogin(reply, details.uid, locale, 200);
    if (details.prompt.name === 'consent') return finish(provider, request, reply, await grantConsent(provider, details));
    return finish(provider, request, reply, { error: 'access_denied', error_description: `Unsupported prompt ${details.prompt.name}.` });
  };
  const showSchema = (summary: string) => ({
    tags: [TAGS.identity],
    summary,
    params: Params,
    querystring: Query,
    response: {
      200: Html('The sign-in page (Hebrew RTL, or English with lang=en).'),
      303: { description: 'Consent granted (first-party client): back to the authorization endpoint.' },
      404: HtmlOrJson('No such sign-in in progress (expired, finished, or another browser).'),
      ...errorResponses(400, 429, 500),
    },
  });

  app.get('/interaction/:uid', { schema: showSchema('The sign-in page of an authorization request (or its silent consent step)') }, showInteraction);
  // After a failed attempt the address bar shows the form's action; reloading it (a GET) shows the form again.
  app.get('/interaction/:uid/login', { schema: showSchema('The sign-in page again, at the address the form posts to') }, showInteraction);

  app.post(
    '/interaction/:uid/login',
    {
      schema: {
        tags: [TAGS.identity],
        summary: 'Signs in with email and password (the login form posts here)',
        params: Params,
        querystring: Query,
        body: LoginBody,
        consumes: ['application/x-www-form-urlencoded'],
        response: {
          200: Html('The sign-in page again, with what went wrong (wrong email or password, empty fields).'),
          303: { description: 'Signed in: on to the authorization endpoint.' },
          403: HtmlOrJson('The form token does not belong to this sign-in.'),
          404: HtmlOrJson('No such sign-in in progress.'),
          429: { ...Html('Too many failed attempts for this account or address; Retry-After says when to try again.'), headers: { 'retry-after': Type.Integer() } },
          ...errorResponses(400, 415, 500),
        },
      },
    },
    async (request, reply) => {
      const found = await interaction(request, reply, request.params.uid);
      const locale = localeFor(request.query, found?.[1]);
      const messages = MESSAGES[locale];
      if (!found || found[1].prompt.name !== 'login') return refuse(request, reply, 404, locale, messages.interactionExpired);
      const [provider, details] = found;
      if (!csrfMatches(details.uid, request.body.csrf)) return refuse(request, reply, 403, locale, messages.formExpired);

      const email = normaliseEmail(request.body.email);
      const { password } = request.body;
      if (email === '' || password === '') {
        return showLogin(reply, details.uid, locale, 200, { email, error: messages.missingFields, invalidFields: true });
      }
      const wait = await limiter.retryAfter(email, request.ip);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        return showLogin(reply, details.uid, locale, 429, { email, error: messages.tooManyAttempts(Math.ceil(wait / 60)) });
      }

      const account = await accountByEmail(app.db, email);
      const valid = await checkPassword(account?.passwordHash, password);
      if (!account || !valid || !account.active) {
        await limiter.recordFailure(email, request.ip);
        return showLogin(reply, details.uid, locale, 200, { email, error: messages.invalidCredentials, invalidFields: true });
      }
      await limiter.clearAccount(email);
      request.log.info({ accountId: account.id }, 'signed in');
      return finish(provider, request, reply, { login: { accountId: account.id } });
    },
  );
};
