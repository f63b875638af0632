// The OpenAPI document, generated from the zod schemas every route declares, served at /api/docs.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export interface OpenApiOptions {
  publicUrl: string;
  version: string;
}

async function openApiPlugin(app: FastifyInstance, options: OpenApiOptions) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pinwheel API',
        description:
          'The platform API of a Pinwheel shop and the popup widget display protocol. ' +
          'State-changing calls from our own pages carry a nonce in the x-pinwheel-nonce header.',
        version: options.version,
      },
      servers: [{ url: options.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });

  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}

export default fp(openApiPlugin, { name: 'pinwheel-openapi' });
