// Liveness and readiness for load balancers and orchestrators: /healthz answers while the process
// runs; /readyz answers 200 only while the database answers, 503 otherwise.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export interface HealthRoutesOptions {
  pingDatabase(): Promise<boolean>;
}

export async function healthRoutes(app: FastifyInstance, options: HealthRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'The process is up',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  routes.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'The process can serve: its database answers',
        response: {
          200: z.object({
            status: z.literal('ready'),
            checks: z.object({ database: z.literal('ok') }),
          }),
          503: z.object({
            status: z.literal('unavailable'),
            checks: z.object({ database: z.literal('unreachable') }),
          }),
        },
      },
    },
    async (_request, reply) => {
      if (await options.pingDatabase()) {
        return reply.send({ status: 'ready' as const, checks: { database: 'ok' as const } });
      }
      return reply
        .status(503)
        .send({ status: 'unavailable' as const, checks: { database: 'unreachable' as const } });
    },
  );
}
