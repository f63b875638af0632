// A bulk action's work, one product at a time with a few in flight: the list's progress bar counts
// each as it ends, and one refused product does not stop the others (it is named afterwards).

/** How many products a bulk action changes at once: quick, without crowding the server. */
const IN_FLIGHT = 3;

export interface BulkOutcome<T> {
  done: T[];
  failed: { item: T; error: unknown }[];
}

export async function runEach<T>(
  items: readonly T[],
  work: (item: T) => Promise<unknown>,
  onProgress: (finished: number) => void,
): Promise<BulkOutcome<T>> {
  const outcome: BulkOutcome<T> = { done: [], failed: [] };
  let next = 0;
  let finished = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      try {
        await work(item);
        outcome.done.push(item);
      } catch (error) {
        outcome.failed.push({ item, error });
      }
      finished += 1;
      onProgress(finished);
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, items.length) }, worker));
  return outcome;
}
