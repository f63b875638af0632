export * from './display-request.ts';
