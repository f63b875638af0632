// The API's index, as WordPress answers `GET /wp-json/` and `GET /wp-json/<namespace>`: the site's
// name and address, its namespaces, and every route with its methods and arguments. WordPress's
// clients discover routes from it (the node client `wpapi` builds its methods from `routes`).
// The table is Fastify's own: every route under /wp-json is noted as it is added (onRoute), its
// arguments read from its zod schemas, so the index never disagrees with what is served.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { restError, restErrorSchema } from './rest-errors.ts';
import { REST_PREFIX } from './rest-route-address.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The index's own routes: described by it, not listed as routes. */
    restIndex?: boolean;
  }
}

/** One argument of an endpoint, in WordPress's words. */
interface RestArg {
  required: boolean;
  type?: unknown;
  default?: unknown;
  enum?: unknown[];
  description?: string;
  items?: unknown;
}

interface RestEndpoint {
  methods: string[];
  args: Record<string, RestArg>;
}

interface RestRoute {
  namespace: string;
  methods: string[];
  endpoints: RestEndpoint[];
}

const INDEX_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** `/wp/v2/posts/:id` → `/wp/v2/posts/(?P<id>[^/]+)`, WordPress's pattern syntax. */
function routePattern(path: string): string {
  return path.replace(/:(\w+)/g, '(?P<$1>[^/]+)');
}

function namespaceOf(path: string): string {
  return path.split('/').filter(Boolean).slice(0, 2).join('/');
}

/** The properties of a zod object schema as WordPress arguments; {} when it has none. */
function argsOf(schema: unknown): Record<string, RestArg> {
  if (!(schema instanceof z.ZodType)) return {};
  let json: { properties?: Record<string, Record<string, unknown>>; required?: string[] };
  try {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as typeof json;
  } catch {
    return {};
  }
  const required = new Set(json.required ?? []);
  const args: Record<string, RestArg> = {};
  for (const [name, property] of Object.entries(json.properties ?? {})) {
    const arg: RestArg = { required: required.has(name) && property.default === undefined };
    if (property.type !== undefined) arg.type = property.type;
    if (property.default !== undefined) arg.default = property.default;
    if (Array.isArray(property.enum)) arg.enum = property.enum;
    if (typeof property.description === 'string') arg.description = property.description;
    if (property.items !== undefined) arg.items = property.items;
    args[name] = arg;
  }
  return args;
}

/** Every route under /wp-json, noted as Fastify adds it. */
export class RestRouteTable {
  private readonly routes = new Map<string, RestRoute>();

  note(route: RouteOptions): void {
    const url = route.url;
    if (!url.startsWith(`${REST_PREFIX}/`) || url.includes('*')) return;
    if ((route.schema as { hide?: boolean } | undefined)?.hide) return;
    if ((route.config as { restIndex?: boolean } | undefined)?.restIndex) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) =>
      INDEX_METHODS.has(method),
    );
    if (!methods.length) return;
    const path = url.slice(REST_PREFIX.length).replace(/\/$/, '');
    const key = routePattern(path);
    const entry = this.routes.get(key) ?? {
      namespace: namespaceOf(path),
      methods: [],
      endpoints: [],
    };
    const schema = route.schema as { querystring?: unknown; body?: unknown } | undefined;
    const args = {
      ...argsOf(schema?.querystring),
      ...(methods.includes('GET') ? {} : argsOf(schema?.body)),
    };
    entry.methods.push(...methods.filter((method) => !entry.methods.includes(method)));
    entry.endpoints.push({ methods, args });
    this.routes.set(key, entry);
  }

  namespaces(): string[] {
    return [...new Set([...this.routes.values()].map((route) => route.namespace))].sort();
  }

  /** The routes of one namespace (or all), each with its `self` link when it has no parameter. */
  describe(origin: string, namespace?: string): Record<string, unknown> {
    const described: Record<string, unknown> = {};
    const namespaces = namespace ? [namespace] : ['', ...this.namespaces()];
    for (const name of namespaces) {
      const key = name ? `/${name}` : '/';
      described[key] = {
        namespace: name,
        methods: ['GET'],
        endpoints: [
          {
            methods: ['GET'],
            args: {
              ...(name && { namespace: { default: name, required: false } }),
              context: { default: 'view', required: false },
            },
          },
        ],
        _links: { self: [{ href: `${origin}${REST_PREFIX}${name ? `/${name}` : '/'}` }] },
      };
    }
    const keys = [...this.routes.keys()].sort();
    for (const key of keys) {
      const route = this.routes.get(key)!;
      if (namespace && route.namespace !== namespace) continue;
      described[key] = {
        ...route,
        ...(!key.includes('(?P<') && {
          _links: { self: [{ href: `${origin}${REST_PREFIX}${key}` }] },
        }),
      };
    }
    return described;
  }
}

/** Starts noting routes: call before any module adds its routes. */
export function collectRestRoutes(app: FastifyInstance): RestRouteTable {
  const table = new RestRouteTable();
  app.addHook('onRoute', (route) => table.note(route));
  return table;
}

export interface RestIndexOptions {
  table: RestRouteTable;
  /** The shop's name and tagline now (WordPress's blogname and blogdescription). */
  site: () => { name: string; description: string };
  /** WordPress's `authentication` section (the application-passwords flow, when offered). */
  authentication?: () => Record<string, unknown>;
}

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
const indexAnswer = z.looseObject({
  name: z.string(),
  description: z.string(),
  url: z.string(),
  home: z.string(),
  namespaces: z.array(z.string()),
  authentication: z.record(z.string(), z.unknown()),
  routes: z.record(z.string(), z.unknown()),
});
const namespaceAnswer = z.looseObject({
  namespace: z.string(),
  routes: z.record(z.string(), z.unknown()),
});

export async function restIndexRoutes(app: FastifyInstance, options: RestIndexOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const url of [REST_PREFIX, `${REST_PREFIX}/`]) {
    api.get(
      url,
      {
        config: { restAccess: 'public', restIndex: true },
        schema: {
          tags: ['index'],
          summary: "The API's index: the site, its namespaces and every route",
          response: { 200: indexAnswer },
        },
      },
      async (request) => {
        const site = options.site();
        const home = origin(request);
        return {
          name: site.name,
          description: site.description,
          url: home,
          home,
          gmt_offset: 0,
          timezone_string: 'UTC',
          namespaces: options.table.namespaces(),
          authentication: options.authentication?.() ?? {},
          routes: options.table.describe(home),
          _links: { help: [{ href: `${home}/api/docs` }] },
        };
      },
    );
  }

  api.get(
    `${REST_PREFIX}/:vendor/:version`,
    {
      config: { restAccess: 'public', restIndex: true },
      schema: {
        tags: ['index'],
        summary: "One namespace's index (wp/v2, wc/v3, pinwheel/v1): its routes",
        params: z.object({ vendor: z.string().max(100), version: z.string().max(100) }),
        response: { 200: namespaceAnswer, 404: restErrorSchema },
      },
    },
    async (request, reply) => {
      const namespace = `${request.params.vendor}/${request.params.version}`;
      if (!options.table.namespaces().includes(namespace)) {
        return restError(
          reply,
          404,
          'rest_no_route',
          'No route was found matching the URL and request method.',
        );
      }
      const home = origin(request);
      return {
        namespace,
        routes: options.table.describe(home, namespace),
        _links: { up: [{ href: `${home}${REST_PREFIX}/` }] },
      };
    },
  );
}
