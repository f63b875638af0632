export * from './visit-tracker.ts';
export * from './attribution-fields.ts';
export { searchEngineOf, paidClickIds } from './traffic-sources.ts';
