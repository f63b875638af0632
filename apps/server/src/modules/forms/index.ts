// The forms module: owner-made multi-page web forms (core's WebFormDefinition: pages, fields,
// conditions, payments, confirmation, notifications) and the entries visitors send through them,
// on our pages and on other sites by one script tag (README.md).
import { domainModule } from '../../domain-module.ts';
import { UploadStore } from '../contact-forms/index.ts';
import { addressCountries } from '../orders/index.ts';
import { passwordScore } from './password-score.ts';
import { visitorAjaxRoutes } from './routes/visitor-ajax.ts';
import { webFormScriptRoute } from './routes/web-form-script.ts';
import { formsDemo } from './demo.ts';
import { ownerEntryRoutes } from './routes/owner-entries.ts';
import { ownerFormRoutes } from './routes/owner-forms.ts';
import { FormsService } from './service.ts';
import { VisitorForms } from './visitor-forms.ts';
import { formsDir } from '../../paths.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Multi-page web forms and their entries (modules/forms). */
    forms: FormsService;
    /** What visitors ask of web forms (the form page's loader reads forms through it). */
    formsVisitor: VisitorForms;
  }
}

export type { FormsService, NewEntry, WebFormInput, WebFormSummary } from './service.ts';
export { DEMO_WEB_FORM_ID, demoWebForm } from './demo.ts';
export { webFormsPages } from './pages.ts';
export type { EntryFile, WebForm, WebFormEntry } from './web-form-record.ts';

export default domainModule(
  'forms',
  async (app, { config, database, ownSite, otherOrigins, platformApi, secretKey }) => {
    const uploads = new UploadStore(config.dataDir, 'web-form-uploads');
    const swept = await uploads.sweepLeftovers();
    if (swept > 0) app.log.info({ files: swept }, 'removed unfinished web form uploads');
    const forms = new FormsService({ db: database.db, log: app.log, uploads });
    app.decorate('forms', forms);
    // The countries whose addresses carry no state: there the state input is not required.
    const withoutStates: ReadonlySet<string> = new Set(
      addressCountries('en')
        .filter((country) => country.states === null)
        .map((country) => country.code),
    );
    const visitor = new VisitorForms({
      forms,
      uploads,
      secretKey,
      usedTokens: app.usedTokens,
      mailer: app.mailer,
      log: app.log,
      ownerEmail: config.adminEmail,
      shopName: () => app.shop.settings().name,
      passwordScore,
      countries: (lang) => addressCountries(lang).map(({ code, name }) => ({ code, name })),
      countriesWithoutStates: () => withoutStates,
      hostedCaptcha: {
        widget: async () => {
          const widget = await app.customers.accounts.captchaWidget();
          return widget.provider === 'altcha' ? null : widget;
        },
        verify: (response, remoteIp) => app.customers.accounts.verifyCaptcha(response, remoteIp),
      },
      paymentMethods: async () => {
        const settings = await app.orders.settings();
        const methods = (['bank_transfer', 'cash_on_delivery'] as const).filter(
          (method) => settings.payments[method],
        );
        return { methods, bankDetails: settings.payments.bank_details || null };
      },
    });
    app.decorate('formsVisitor', visitor);
    await app.register(ownSite(visitorAjaxRoutes), { visitor, uploads, embedded: false });
    await app.register(otherOrigins(visitorAjaxRoutes), { visitor, uploads, embedded: true });
    await app.register(otherOrigins(webFormScriptRoute), { formsDir });
    app.demo.add(formsDemo(uploads));
    // The owner's side (h-b): forms and their entries on the platform API.
    await app.register(platformApi(ownerFormRoutes), { forms });
    await app.register(platformApi(ownerEntryRoutes), { forms });
  },
  ['shop', 'contact-forms', 'orders', 'accounts'],
);
