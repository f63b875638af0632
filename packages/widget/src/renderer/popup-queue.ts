// Only one lightbox, gamified or fullpage popup is open at a time (spec §2); one that fires while
// another is open waits, and opens once everything before it has closed.

export interface PopupQueue {
  /**
   * Runs `open` now when nothing queued is open, else after the ones before it have finished.
   * `open` receives `finished`, to call once its popup has left. Returns a function that takes a
   * waiting entry out of the line (or, once it is open, does nothing: the popup ends by closing).
   */
  enqueue(open: (finished: () => void) => void): () => void;
}

export function createPopupQueue(): PopupQueue {
  const waiting: Array<() => void> = [];
  let busy = false;

  function next(): void {
    const open = waiting.shift();
    if (open) open();
    else busy = false;
  }

  return {
    enqueue(open) {
      let done = false;
      const start = () =>
        open(() => {
          // A popup that reports finishing twice must not open two others.
          if (done) return;
          done = true;
          next();
        });
      if (!busy) {
        busy = true;
        start();
        return () => {};
      }
      waiting.push(start);
      return () => {
        const at = waiting.indexOf(start);
        if (at >= 0) waiting.splice(at, 1);
      };
    },
  };
}
