// One at a time, place by place (spec §2: only one lightbox, gamified or fullpage popup is active;
// others queue; issue 25: slide-ins and bars never overlap a modal or each other). A floating
// popup takes a place on the page: a modal one the whole screen, a bar its edge (every corner
// along it), a slide-in its corner. One that comes due while its place is taken, or while a modal
// is open, waits in line and opens once that place is free: first come, first served, and a
// popup in a free place need not wait behind one queued for a taken place. A modal may open over
// slide-ins and bars already open: they are page behind it then, dimmed and inert, and a bar the
// visitor keeps open must not hold an offer back for ever.

/** A place on the page: the modal screen, or the corners a bar or slide-in covers. */
export type PopupPlace = 'modal' | string[];

/** A floating popup's place, from its layout (popup-layout.ts): modal, or its placement classes. */
export function popupPlace(layout: { blocking: boolean; placement: string }): PopupPlace {
  if (layout.blocking) return 'modal';
  const [first = '', second = ''] = layout.placement.split(' ');
  // A bar spans its edge: it covers every corner along it.
  if (first === 'bar') return ['start', 'center', 'end'].map((side) => `${second} ${side}`);
  return [`${first} ${second}`];
}

export interface PopupPlaces {
  /**
   * Runs `open` now when its place is free, else once it is (in the order asked). `open` receives
   * `finished`, to call once its popup has left. Returns a function that takes a waiting entry
   * out of the line (or, once it is open, does nothing: the popup ends by calling `finished`).
   */
  enqueue(place: PopupPlace, open: (finished: () => void) => void): () => void;
}

export function createPopupPlaces(): PopupPlaces {
  interface Entry {
    place: PopupPlace;
    start(): void;
  }
  const waiting: Entry[] = [];
  const open = new Set<Entry>();

  const taken = (entry: Entry, before: Iterable<Entry>) => {
    for (const other of before) {
      if (other.place === 'modal') return true;
      if (entry.place === 'modal') continue;
      if (entry.place.some((corner) => other.place.includes(corner))) return true;
    }
    return false;
  };

  let going = false;
  let again = false;
  /** Opens each waiting entry whose place is free of open ones and of those ahead of it in line. */
  function next(): void {
    // A popup may finish as it starts (its countdown ran out): the line is walked again after.
    if (going) return void (again = true);
    going = true;
    do {
      again = false;
      for (let at = 0; at < waiting.length; at++) {
        const entry = waiting[at]!;
        if (taken(entry, open) || taken(entry, waiting.slice(0, at))) continue;
        waiting.splice(at--, 1);
        open.add(entry);
        entry.start();
      }
    } while (again);
    going = false;
  }

  return {
    enqueue(place, run) {
      let done = false;
      const entry: Entry = {
        place,
        start: () =>
          run(() => {
            // A popup that reports finishing twice must not free its place for two others.
            if (done) return;
            done = true;
            open.delete(entry);
            next();
          }),
      };
      waiting.push(entry);
      next();
      return () => {
        const at = waiting.indexOf(entry);
        if (at >= 0) waiting.splice(at, 1);
        // One waiting behind it may now go.
        next();
      };
    },
  };
}
