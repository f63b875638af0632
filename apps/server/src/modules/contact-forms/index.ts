// The contact-forms module: owner-defined contact forms (fields with types and rules), what
// visitors send through them (judged by the same rules the browser runs, stored with their files,
// mailed to the owner), and the owner's reading of those messages (README.md).
import { domainModule } from '../../domain-module.ts';
import { contactFormsDemo } from './demo.ts';
import { formsDir } from '../../paths.ts';
import { contactFormAdminRoutes } from './routes/admin.ts';
import { contactFormRestRoutes } from './routes/rest.ts';
import { embedScriptRoute } from './routes/embed-script.ts';
import { feedbackRoutes } from './routes/feedback.ts';
import { ContactFormsService } from './service.ts';
import { UploadStore } from './upload-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Contact forms and their messages (modules/contact-forms). */
    contactForms: ContactFormsService;
  }
}

export { DEMO_CONTACT_FORM_ID } from './demo.ts';
export type { ContactForm } from './contact-form-record.ts';
export { contactFormsPages } from './pages.ts';
export type { ContactFormsService, Submission } from './service.ts';
export type { StagedFile, StoredFile } from './upload-store.ts';
// The upload store is shared with the forms module (its own folder of the data dir).
export { UploadStore } from './upload-store.ts';

export default domainModule(
  'contact-forms',
  async (app, { config, database, ownSite, otherOrigins, platformApi, secretKey }) => {
    const uploads = new UploadStore(config.dataDir);
    const swept = await uploads.sweepLeftovers();
    if (swept > 0) app.log.info({ files: swept }, 'removed unfinished contact form uploads');
    const contactForms = new ContactFormsService({
      db: database.db,
      log: app.log,
      mailer: app.mailer,
      uploads,
      secretKey,
      usedTokens: app.usedTokens,
      ownerEmail: config.adminEmail,
      shopName: () => app.shop.settings().name,
    });
    app.decorate('contactForms', contactForms);
    await app.register(ownSite(feedbackRoutes), {
      contactForms,
      uploads,
      embedded: false,
    });
    await app.register(otherOrigins(feedbackRoutes), {
      contactForms,
      uploads,
      embedded: true,
    });
    await app.register(otherOrigins(embedScriptRoute), { formsDir });
    await app.register(platformApi(contactFormRestRoutes), { contactForms });
    // Deprecated for one release: the same service calls under their old paths and shapes.
    await app.register(ownSite(contactFormAdminRoutes), { contactForms });
    app.demo.add(contactFormsDemo(uploads));
  },
  ['shop'],
);
