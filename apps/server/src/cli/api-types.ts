// `npm run api-types` (in packages/client): rewrites packages/client/src/api-schema.d.ts from the
// routes as they are now. Run it after changing a route's schema, and commit the file with it.
import fs from 'node:fs';
import { API_TYPES_FILE, renderApiTypes } from './render-api-types.ts';

renderApiTypes()
  .then((text) => {
    fs.writeFileSync(API_TYPES_FILE, text);
    process.stdout.write(`Wrote ${API_TYPES_FILE}\n`);
  })
  .catch((error: unknown) => {
    process.stderr.write(
      `pinwheel api-types: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
