// The HTTP server under Fastify (its serverFactory), made as Fastify makes its own (the same
// timeouts), with one addition: lanes, handlers that may take a request before Fastify routes it.
// The display lane (modules/display/routes/display-lane.ts) is one: the hottest call there is,
// served without Fastify's request cycle. A lane that does not take a request leaves it untouched
// for Fastify. Fastify's inject() does not come through here: a lane's tests use a real port.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

export interface RequestLane {
  /** Serves the request and answers true, or answers false without touching it. */
  take(request: IncomingMessage, response: ServerResponse): boolean;
}

/** Fastify's own server settings, as it passes them to a server factory (defaults applied). */
interface ServerSettings {
  http?: http.ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/** A server factory whose servers offer each request to `lanes` (filled in later) first. */
export function serverWithLanes(lanes: readonly RequestLane[]): FastifyServerFactory {
  return (fastifyHandler, options) => {
    const settings = options as ServerSettings;
    const server = http.createServer(settings.http ?? {}, (request, response) => {
      for (const lane of lanes) if (lane.take(request, response)) return;
      fastifyHandler(request, response);
    });
    if (settings.keepAliveTimeout !== undefined)
      server.keepAliveTimeout = settings.keepAliveTimeout;
    if (settings.requestTimeout !== undefined) server.requestTimeout = settings.requestTimeout;
    server.setTimeout(settings.connectionTimeout ?? 0);
    if (settings.maxRequestsPerSocket) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  };
}
