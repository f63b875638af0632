// A password's strength as the web form's browser side scores it (zxcvbn, 0 weakest … 4), so a
// password field's minimum strength is judged by the server too: the browser's check is for the
// visitor, this one is the one that counts.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';

let zxcvbn: ZxcvbnFactory | null = null;

export function passwordScore(password: string): number {
  zxcvbn ??= new ZxcvbnFactory();
  return zxcvbn.check(password).score;
}
