// Public surface of the platform API's conventions (/wp-json): what a module's REST routes use.
export { invalidParams, restError, restErrorBody, restErrorSchema } from './rest-errors.ts';
export type { RestErrorBody } from './rest-errors.ts';
export {
  DEFAULT_PER_PAGE,
  MAX_PER_PAGE,
  idList,
  pageQuery,
  pageWindow,
  sendPage,
} from './rest-paging.ts';
export type { PageWindow } from './rest-paging.ts';
export { WP_NONCE_HEADER } from './rest-auth.ts';
export type { KeyAuthentication, RestAuthRefusal, RestCaller, RestScope } from './rest-auth.ts';
export { REST_PREFIX } from './rest-route-address.ts';
export {
  EDIT_CONFLICT_CODE,
  EditConflictError,
  answerVersion,
  nextVersion,
  requireVersion,
  versionMatches,
  versionTag,
} from './rest-version.ts';
