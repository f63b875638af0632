// What drawing a lead form needs at once, without the rules' heavier parts (the typo suggester,
// the checks): the design fields as entries, the phone input's pattern, number keys, dates, and
// the few words drawn with the form (the checks' messages come with the rules).
// `@pinwheel/core/lead-form/drawing`: the widget's renderer imports it statically and
// the rest of `@pinwheel/core/lead-form` lazily.
export * from './design-fields.ts';
export * from './form-defaults.ts';
export { leadFieldEntry } from './field-entry.ts';
export { BASIC_PHONE_PATTERN, PHONE_MAX_LENGTH } from './phone-rules.ts';
export { buttonLinkHref, isNumberInputKey, NAME_MAX_LENGTH, NUMBER_STEP } from './value-rules.ts';
export { drawingMessage, type DrawingMessageKey } from './lead-drawing-messages.ts';
export type { LeadFieldEntry, LeadFieldType } from './field-entry.ts';
