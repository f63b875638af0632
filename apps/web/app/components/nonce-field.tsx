// The hidden anti-forgery field every state-changing form carries; the server checks it.
import { NONCE_FIELD } from '@pinwheel/core';
import { useShellData } from '../shell-data.ts';

export function NonceField() {
  const formNonce = useShellData()?.formNonce ?? '';
  return <input type="hidden" name={NONCE_FIELD} value={formNonce} />;
}
