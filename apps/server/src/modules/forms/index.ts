// The forms module: owner-made multi-page web forms (core's WebFormDefinition: pages, fields,
// conditions, payments, confirmation, notifications) and the entries visitors send through them,
// on our pages and on other sites by one script tag (README.md).
import { domainModule } from '../../domain-module.ts';
import { ownerEntryRoutes } from './routes/owner-entries.ts';
import { ownerFormRoutes } from './routes/owner-forms.ts';
import { FormsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Multi-page web forms and their entries (modules/forms). */
    forms: FormsService;
  }
}

export type { FormsService, NewEntry, WebFormInput, WebFormSummary } from './service.ts';
export type { EntryFile, WebForm, WebFormEntry } from './web-form-record.ts';

export default domainModule(
  'forms',
  async (app, { database, config, platformApi }) => {
    const forms = new FormsService({ db: database.db, log: app.log });
    app.decorate('forms', forms);
    // The owner's side (h-b): forms and their entries on the platform API.
    const { publicUrl, dataDir } = config;
    await app.register(platformApi(ownerFormRoutes), { forms, publicUrl, dataDir });
    await app.register(platformApi(ownerEntryRoutes), { forms, dataDir });
  },
  ['shop'],
);
