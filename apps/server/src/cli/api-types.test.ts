// The typed client's types are generated from the routes and checked in; this fails when a route's
// schema changed and nobody ran `npm run api-types` (packages/client) since.
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { API_TYPES_FILE, renderApiTypes } from './render-api-types.ts';

it('packages/client/src/api-schema.d.ts matches the routes (else: npm run api-types -w @pinwheel/client)', async () => {
  const checkedIn = fs.readFileSync(API_TYPES_FILE, 'utf8');
  expect(checkedIn === (await renderApiTypes()), 'api-schema.d.ts is stale').toBe(true);
  // Rendering builds the whole app and its OpenAPI document: seconds on a quiet machine, far more
  // on a loaded one.
});
