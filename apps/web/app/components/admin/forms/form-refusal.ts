// The API's refusal of a form's definition: every problem it found, each naming the field, page
// or part at fault (`data.details.definition`, beside the one-line `data.params.definition`).
import { PinwheelApiError } from '@pinwheel/client';

export function definitionProblemsOf(error: unknown): string[] {
  if (!(error instanceof PinwheelApiError)) return [];
  const details = error.data?.details as { definition?: unknown } | undefined;
  const list = details?.definition;
  if (Array.isArray(list)) return list.filter((one): one is string => typeof one === 'string');
  const params = error.data?.params as { definition?: unknown } | undefined;
  return typeof params?.definition === 'string' ? [params.definition] : [];
}
