import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the route schemas, browsable at /api/docs. */
export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Liga Manager API',
        version: '1.0.0',
        description: 'API de la liga: cuentas, mercado y competición.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // Its own CSP, with the hashes of its inline scripts (the app-wide one allows none).
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
