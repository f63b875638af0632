// Public surface of the mailing-list sign-up's shared parts.
export {
  SIGN_UP_FIELDS,
  SIGN_UP_NAME_MAX,
  signUpMessage,
  signUpSchema,
  type SignUpMessageKey,
} from './sign-up-form.ts';
export { csvCell, csvDocument } from './csv-cell.ts';
