// The display lane: the loader's display request (POST /api/display/{clientId}, form-encoded), the
// call every page view of every shop makes, served straight off Node's HTTP server before Fastify
// routes it. Fastify's request cycle (routing, hooks, content-type parsing, zod, reply) cost the
// call more than deciding it did (apps/server/src/modules/display/README.md, "Performance"); here
// a request is read, checked and answered with the same functions the Fastify route calls
// (display-call.ts), and answered with the same status, headers and bytes (a test holds the two
// to that).
//
// The lane takes only the plain case: a POST to exactly that path with a form body of a stated
// length within the limit, while the app is open and the logger is below debug (at debug Fastify
// logs each request). Everything else (JSON or text/plain bodies, chunked or oversized bodies, a
// method override, a client id to decode, the other display calls) goes on to Fastify untouched.
import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { DISPLAY_BODY_LIMIT_BYTES, MULTI_LINE_TEXT } from '@pinwheel/core';
import type { FastifyBaseLogger } from 'fastify';
import { parse as parseForm } from 'fast-querystring';
import { apiErrorBody, validationFailure } from '../../../plugins/errors.ts';
import { METHOD_OVERRIDE_HEADER } from '../../../plugins/method-override.ts';
import { lazyRequestLogger, logsEveryRequest } from '../../../plugins/request-logging.ts';
import { apiSecurityHeaders } from '../../../plugins/security-headers.ts';
import {
  answerDisplay,
  DISPLAY_FIELDS_READ,
  type DisplayCallResult,
  type DisplayFormRead,
} from '../display-call.ts';
import type { DisplayContext } from '../service.ts';
import { DISPLAY_ANSWER_TYPE } from './display.ts';
import { flatFormReader } from './flat-form-reader.ts';
import { displayRequestBody, URL_KEPT_CHARACTERS } from './protocol-schemas.ts';

/** Whom to believe about the visitor's address: Fastify's trustProxy, as a function. */
export type TrustProxy = (address: string, hop: number) => boolean;

export interface DisplayLaneOptions {
  ctx: DisplayContext;
  /** The app's trustProxy (undefined: the socket's peer is the visitor). */
  trustProxy: TrustProxy | undefined;
  /** The app's genReqId. */
  requestId: (request: IncomingMessage) => string;
  /** The app's logger. */
  logger: FastifyBaseLogger;
}

/** The display call's own path: one segment that is already a client id's shape (no decoding). */
const displayPath = /^\/api\/display\/([\w-]{1,64})(?:\?|$)/;
const FORM_TYPE = 'application/x-www-form-urlencoded';
const statedLength = /^\d{1,7}$/;

const readForm = flatFormReader(displayRequestBody, {
  read: DISPLAY_FIELDS_READ,
  untransformedUpTo: URL_KEPT_CHARACTERS,
  plainText: MULTI_LINE_TEXT,
});

function isFormType(type: string | undefined): boolean {
  if (type === FORM_TYPE) return true;
  if (type === undefined) return false;
  const lower = type.toLowerCase();
  return (
    lower.startsWith(FORM_TYPE) &&
    (lower.length === FORM_TYPE.length || /[;\s]/.test(lower[FORM_TYPE.length]!))
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The display lane in front of this app's routes (app.ts). */
    displayLane: DisplayLane;
  }
}

export class DisplayLane {
  private open = true;
  private readonly quiet: boolean;
  /** How many requests the lane has answered (Fastify answered the rest). */
  served = 0;

  constructor(private readonly options: DisplayLaneOptions) {
    this.quiet = !logsEveryRequest(options.logger);
  }

  /** From now on every request goes to Fastify, which answers 503 while the app closes. */
  close(): void {
    this.open = false;
  }

  /** Serves the request and answers true, or answers false and leaves it untouched. */
  take(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.open || !this.quiet || request.method !== 'POST') return false;
    const path = displayPath.exec(request.url ?? '');
    if (!path) return false;
    const { headers } = request;
    const length = headers['content-length'];
    if (
      !isFormType(headers['content-type']) ||
      length === undefined ||
      !statedLength.test(length) ||
      Number(length) === 0 ||
      Number(length) > DISPLAY_BODY_LIMIT_BYTES ||
      headers['transfer-encoding'] !== undefined ||
      headers[METHOD_OVERRIDE_HEADER] !== undefined
    ) {
      return false;
    }
    const clientId = path[1]!;
    this.served += 1;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      this.answer(request, response, clientId, body.toString());
    });
    // A visitor who goes away mid-body: Node closes the socket; there is no one to answer.
    request.on('error', () => {});
    return true;
  }

  private answer(
    request: IncomingMessage,
    response: ServerResponse,
    clientId: string,
    body: string,
  ): void {
    const { ctx, logger, trustProxy } = this.options;
    const requestId = this.options.requestId(request);
    const log = lazyRequestLogger(logger, { reqId: requestId });
    const failed = (error: unknown) => {
      log.error({ err: error }, 'unexpected error');
      // Once the head is out there is no other answer to give: close the connection.
      if (response.headersSent) return void response.destroy();
      writeError(response, requestId, 500, 'internal_error', {
        message: 'Something went wrong on our side',
      });
    };
    try {
      let form: DisplayFormRead | undefined = readForm(body);
      if (form === undefined) {
        // As Fastify parses it: fast-querystring, then zod, which words what is wrong.
        const parsed = displayRequestBody.safeParse(parseForm(body));
        if (!parsed.success) {
          const failure = validationFailure(
            parsed.error.issues.map((issue) => ({
              field: issue.path.join('.') || 'body',
              reason: issue.message,
            })),
          );
          return writeError(response, requestId, 400, 'validation_failed', failure);
        }
        form = parsed.data;
      }
      const ip = trustProxy ? proxyAddr(request, trustProxy) : (request.socket.remoteAddress ?? '');
      const result = answerDisplay(ctx, { ip, headers: request.headers, log }, clientId, form);
      if (result instanceof Promise) {
        result.then((ready) => writeResult(response, requestId, ready)).catch(failed);
      } else {
        writeResult(response, requestId, result);
      }
    } catch (error) {
      failed(error);
    }
  }
}

/** Headers every lane answer carries, as the display routes' context gives them. */
function baseHeaders(requestId: string) {
  return { 'access-control-allow-origin': '*', ...apiSecurityHeaders, 'x-request-id': requestId };
}

function writeResult(response: ServerResponse, requestId: string, result: DisplayCallResult) {
  if (!result.ok) {
    return writeError(
      response,
      requestId,
      400,
      'validation_failed',
      validationFailure([result.problem]),
    );
  }
  const { chunks, byteLength, gzipped } = result.answer;
  response.writeHead(200, {
    ...baseHeaders(requestId),
    vary: 'accept-encoding',
    ...(gzipped ? { 'content-encoding': 'gzip' } : {}),
    'content-type': DISPLAY_ANSWER_TYPE,
    'content-length': byteLength,
  });
  // Corked, the head and every chunk leave in one write.
  response.cork();
  const last = chunks.length - 1;
  for (let i = 0; i < last; i++) response.write(chunks[i]);
  response.end(chunks[last]);
  response.uncork();
}

function writeError(
  response: ServerResponse,
  requestId: string,
  status: number,
  code: string,
  failure: { message: string; fields?: Array<{ field: string; reason: string }> },
) {
  const body = JSON.stringify(apiErrorBody(code, failure.message, requestId, failure.fields));
  response.writeHead(status, {
    ...baseHeaders(requestId),
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}
