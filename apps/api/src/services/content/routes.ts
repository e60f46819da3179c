import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { TAGS } from '../../http/docs.js';
import { errorResponses, sendError } from '../../http/errors.js';
import { normalisePagePath } from './page-path.js';
import type { Metahead, PageDocument } from './pages.repository.js';
import { hasRole } from '../../http/auth.js';
import { bearerToken, verifyPreviewToken } from './preview-token.js';
import {
  MetaheadsQuery,
  MetaheadsResponse,
  PageParams,
  PageQuery,
  PageResponse,
  PreviewHeaders,
  SettingsQuery,
  SettingsResponse,
} from './schemas.js';

export interface ContentRoutesOptions {
  previewTokenSecret: string;
}

export const contentRoutes: FastifyPluginAsyncTypebox<ContentRoutesOptions> = async (app, { previewTokenSecret }) => {
  /**
   * What the request may preview (B§6): a signed-in editor's access token (verified by the auth plugin)
   * opens every disabled page; otherwise a valid preview token opens its page. Any other bearer token
   * (a visitor's login token) shows published pages only.
   */
  const previewClaims = (request: FastifyRequest) => {
    if (hasRole(request.principal, ['editor'])) return { exp: Number.MAX_SAFE_INTEGER };
    const token = bearerToken(request.headers.authorization);
    return token === undefined ? null : verifyPreviewToken(token, previewTokenSecret);
  };

  app.get(
    '/settings',
    {
      schema: {
        tags: [TAGS.content],
        summary: 'Site settings, optionally one namespace',
        querystring: SettingsQuery,
        response: { 200: SettingsResponse, ...errorResponses(400, 429, 500) },
      },
    },
    async (request) => {
      const rows = await app.settingsRepository.list(request.query.namespace);
      return {
        data: rows.map((row) => ({
          id: String(row.id),
          type: 'settings' as const,
          attributes: { key: row.key, value: row.value },
        })),
      };
    },
  );

  app.get(
    '/public_api/pages/by_path/*',
    {
      schema: {
        tags: [TAGS.content],
        summary: 'A page by path, with its blocks and metaheads, or where its redirection leads',
        description:
          'A disabled page is 404 unless the request carries a valid preview token for it. A `url_redirection` ' +
          'page answers 200 with `type`, `to` and `http_code` so the site can issue the redirect.',
        params: PageParams,
        querystring: PageQuery,
        headers: PreviewHeaders,
        response: { 200: PageResponse, ...errorResponses(400, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const path = normalisePagePath(request.params['*']);
      const locale = request.query.locale ?? 'he';
      const document = await app.pagesRepository.findByPath(locale, path, {
        preview: previewClaims(request),
        ...(request.query.position ? { position: request.query.position } : {}),
      });
      if (!document) {
        return sendError(reply, 404, `No published page at path "${path}" for locale "${locale}".`, {
          parameter: '*',
        });
      }
      // A preview must never be stored by a shared cache, nor outlive the editor's session.
      if (document.page.disabled) reply.header('cache-control', 'private, no-store');
      return { data: toPageData(document) };
    },
  );

  app.get(
    '/metaheads',
    {
      schema: {
        tags: [TAGS.content],
        summary: "Global metaheads plus one page's, by sequence",
        querystring: MetaheadsQuery,
        headers: PreviewHeaders,
        response: { 200: MetaheadsResponse, ...errorResponses(400, 429, 500) },
      },
    },
    async (request) => {
      const heads = await app.pagesRepository.listMetaheads(
        request.query['q[page_id_equal_or_null]'],
        previewClaims(request),
      );
      return {
        data: heads.map((head) => ({ id: String(head.id), type: 'metaheads' as const, attributes: toMetahead(head) })),
      };
    },
  );
};

function toMetahead(head: Metahead) {
  return {
    page_id: head.pageId,
    content: head.content,
    language: head.language,
    sequence: head.sequence,
    in_body: head.inBody,
    reload_on_each_page: head.reloadOnEachPage,
    consent_scope: head.consentScope,
  };
}

function toPageData({ page, blocks, metaheads, alternates }: PageDocument) {
  const redirect = page.type === 'url_redirection';
  return {
    page: {
      id: page.id,
      locale: page.locale,
      path: page.path,
      page_type: page.pageType,
      title: page.title,
      meta_title: page.metaTitle,
      meta_description: page.metaDescription,
      canonical_url: page.canonicalUrl,
      external_meta_image: page.externalMetaImage,
      image_id: page.imageId,
      disable_seo_tracking: page.disableSeoTracking,
      disabled: page.disabled,
      type: page.type,
      to: redirect ? page.redirectPath : null,
      http_code: redirect ? page.httpCode : null,
      redirect_path: redirect ? page.redirectPath : null,
      link_type: redirect ? page.linkType : null,
      link_new_window: redirect ? page.linkNewWindow : null,
      updated_at: page.updatedAt.toISOString(),
    },
    blocks: blocks.map(({ activePositions, ...block }) => ({ ...block, active_positions: activePositions })),
    metaheads: metaheads.map((head) => ({ id: head.id, ...toMetahead(head) })),
    alternates,
  };
}
