// Public surface of the popup lead-form rules (spec §3 field entries, §5 validation): one set of
// rules for the widget and the server. The international phone check is a separate entry,
// `@pinwheel/core/phone-international`, loaded only when needed (its metadata is large).
export * from './field-entry.ts';
export * from './lead-messages.ts';
export * from './phone-rules.ts';
export * from './email-rules.ts';
export * from './value-rules.ts';
export * from './validate-lead-form.ts';
export * from './design-fields.ts';
export * from './form-defaults.ts';
