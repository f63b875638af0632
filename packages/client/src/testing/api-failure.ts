// What a call that should fail rejected with, checked to be a PinwheelApiError, for tests that
// look at more than one of its properties.
import { PinwheelApiError } from '../api-error.ts';

export async function apiFailureOf(call: Promise<unknown>): Promise<PinwheelApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof PinwheelApiError) return error;
    throw error;
  }
  throw new Error('The call succeeded; a PinwheelApiError was expected');
}
