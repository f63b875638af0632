// Public surface of web-forms: the multi-page form definition, its conditions, money and rules,
// shared by the forms module (server), the builder (web) and the visitor component (forms).
// The zod check of a definition is its own export (`@pinwheel/core/web-form-schema`).
export * from './definition.ts';
export * from './values.ts';
export * from './conditions.ts';
export * from './email-rule.ts';
export * from './currency.ts';
export * from './payment-total.ts';
export * from './field-formats.ts';
export * from './web-form-messages.ts';
export * from './validate-web-form.ts';
export { isLanguage, type Language } from '../messages/languages.ts';
