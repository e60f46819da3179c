import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  findTemplate,
  templates,
  type BlockTemplate,
  type Field,
  type FieldAttrs,
} from '@lux/block-catalogue';
import { TAGS } from '../../http/docs.js';
import { errorResponses, sendError } from '../../http/errors.js';
import { NoQuery } from '../../http/schemas.js';
import { TemplateParams, TemplateResponse, TemplatesQuery, TemplatesResponse } from './templates.schemas.js';

/** The block template catalogue (B§3.1), read from @lux/block-catalogue: code, not database rows. */
export const templatesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/templates',
    {
      schema: {
        tags: [TAGS.content],
        summary: 'Block templates, optionally of one group',
        querystring: TemplatesQuery,
        response: { 200: TemplatesResponse, ...errorResponses(400, 429, 500) },
      },
    },
    async (request) => {
      const { group } = request.query;
      return {
        data: templates.filter((template) => group === undefined || template.group === group).map(toResource),
      };
    },
  );

  app.get(
    '/templates/:key',
    {
      schema: {
        tags: [TAGS.content],
        summary: 'One block template by key',
        params: TemplateParams,
        querystring: NoQuery,
        response: { 200: TemplateResponse, ...errorResponses(400, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const template = findTemplate(request.params.key);
      if (!template) {
        return sendError(reply, 404, `No block template with key "${request.params.key}".`, {
          parameter: 'key',
        });
      }
      return { data: toResource(template) };
    },
  );
};

function toResource(template: BlockTemplate) {
  return {
    id: template.key,
    type: 'template' as const,
    attributes: {
      key: template.key,
      name: template.name,
      description: template.description,
      short_description: template.short_description,
      group: template.group,
      list_priority: template.list_priority,
      thumbnail_url: template.thumbnail_url,
      hidden: template.hidden,
      template: template.template,
      area: template.area,
      external_block: template.external_block,
      ...(template.max_field_groups === undefined ? {} : { max_field_groups: template.max_field_groups }),
    },
    fields: template.fields.map(toField),
    field_groups_template: template.field_groups_template.map(toField),
  };
}

function toField(field: Field) {
  return {
    label: field.label,
    symbol: field.symbol,
    field_type: field.field_type,
    value: field.value as unknown,
    ...(field.attrs ? { attrs: toAttrs(field.attrs) } : {}),
    ...(field.contentful ? { contentful: true } : {}),
  };
}

/** Copies, since the catalogue's data is readonly and the response type is not. */
function toAttrs(attrs: FieldAttrs) {
  return {
    ...(attrs.options ? { options: attrs.options.map(({ label, value }) => ({ label, value })) } : {}),
    ...(attrs.language ? { language: attrs.language } : {}),
    ...(attrs.sizes ? { sizes: [...attrs.sizes] } : {}),
    ...(attrs.withAlt === undefined ? {} : { withAlt: attrs.withAlt }),
    ...(attrs.tooltip === undefined ? {} : { tooltip: attrs.tooltip }),
  };
}
