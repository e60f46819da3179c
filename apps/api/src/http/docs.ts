import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

export const DOCS_PREFIX = '/documentation';

/** Tags used by route schemas; one per service that exists, plus operational routes. */
export const TAGS = {
  system: 'system',
  content: 'content',
  catalogue: 'catalogue',
  media: 'media',
  stock: 'stock',
  forms: 'forms',
  orders: 'orders',
  identity: 'identity',
} as const;

/**
 * The OpenAPI document is generated from the route schemas, so it cannot drift from the
 * validation that actually runs. It must be registered before any route it should describe.
 */
export const docsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Lux platform API',
          version: '0.1.0',
          description:
            'Services behind the Lux marketing site: content, stock, forms, orders, media and identity.',
        },
        tags: [
          { name: TAGS.system, description: 'Health and operations.' },
          { name: TAGS.content, description: 'CMS pages, blocks, metaheads and settings.' },
          {
            name: TAGS.catalogue,
            description: 'The model catalogue: families, nameplates, vehicles with prices and specs, menus (content prefix).',
          },
          { name: TAGS.media, description: 'Images and their resized renditions (AVIF, WebP, JPEG).' },
          { name: TAGS.stock, description: 'Stock locator: listings with filters and facets, vehicles, retailers, company config (stock prefix).' },
          { name: TAGS.forms, description: 'Forms service: forms, leads and their delivery log, locations, site settings, the local mailbox and CRM receiver (forms prefix).' },
          {
            name: TAGS.orders,
            description:
              'Order online: exclusive holds on stock cars, orders and their states, payments through Stripe, PayPal or LiqPay (or none), vendor webhooks, and the back office (orders prefix).',
          },
          { name: TAGS.identity, description: 'Sign-in, users, roles and the audit log (identity prefix).' },
        ],
      },
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    });
  },
  { name: 'docs', fastify: '5.x' },
);
