// The display call's form body, read in one pass (flat-form-reader.ts) as the content-type parser of
// the display route's own context. The loader posts a dozen fields on every page view, mostly
// escaped addresses and a JSON visitor state; decoding them all and checking them with zod was a
// fifth of the call's time. The reader decodes only the fields deciding reads, checks the others on
// their escaped text, and takes its limits from the zod schema itself. A body it vouches for skips
// zod (the route's validator below); anything unusual is parsed as @fastify/formbody parses it
// (fast-querystring) and checked by zod, which words the error.
import { MULTI_LINE_TEXT } from '@pinwheel/core';
import { DISPLAY_BODY_LIMIT_BYTES } from '../../../server-constants.ts';
import type { FastifyInstance } from 'fastify';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema.js';
import { parse as parseForm } from 'fast-querystring';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { DISPLAY_FIELDS_READ } from '../display-call.ts';
import { flatFormReader } from './flat-form-reader.ts';
import { displayRequestBody, URL_KEPT_CHARACTERS } from './protocol-schemas.ts';

const readForm = flatFormReader(displayRequestBody, {
  read: DISPLAY_FIELDS_READ,
  untransformedUpTo: URL_KEPT_CHARACTERS,
  plainText: MULTI_LINE_TEXT,
});

/** Bodies the quick reader vouched for: already checked against the schema, field by field. */
const vouchedFor = new WeakSet<object>();

/**
 * Replaces the form parser of `app` (the display route's own encapsulated context) with the quick
 * reader. Register only where every form route takes displayRequestBody: the reader keeps only the
 * fields deciding reads.
 */
export function parseDisplayForms(app: FastifyInstance): void {
  app.removeContentTypeParser('application/x-www-form-urlencoded');
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: DISPLAY_BODY_LIMIT_BYTES },
    (_request, body, done) => {
      const quick = readForm(body as string);
      if (quick) {
        vouchedFor.add(quick);
        done(null, quick);
      } else {
        done(null, parseForm(body as string));
      }
    },
  );
}

/** zod's validator, except for a body the quick reader vouched for: it passes as read. */
export function displayFormValidator<Schema>(
  route: FastifyRouteSchemaDef<Schema>,
): FastifyValidationResult {
  const zodCheck = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  if (route.httpPart !== 'body') return zodCheck;
  return (data: unknown) =>
    typeof data === 'object' && data !== null && vouchedFor.has(data)
      ? { value: data }
      : zodCheck(data);
}
