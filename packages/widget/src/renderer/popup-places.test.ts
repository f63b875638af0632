import { describe, expect, it } from 'vitest';
import { popupLayout } from './popup-layout.ts';
import { createPopupPlaces, popupPlace, type PopupPlace } from './popup-places.ts';

const place = (type: Parameters<typeof popupLayout>[0]['type'], location = '') =>
  popupPlace(popupLayout({ type, format: 'format_1', location }));

/** A line of popups: `open` lists who is on screen, `finish` closes one. */
function line() {
  const places = createPopupPlaces();
  const shown: string[] = [];
  const finishers = new Map<string, () => void>();
  return {
    shown,
    ask(name: string, at: PopupPlace) {
      return places.enqueue(at, (finished) => {
        shown.push(name);
        finishers.set(name, finished);
      });
    },
    finish(name: string) {
      finishers.get(name)?.();
    },
  };
}

describe('popup places', () => {
  it('knows each popup’s place: modal types the screen, a bar its edge, a slide-in its corner', () => {
    expect(place('lightbox')).toBe('modal');
    expect(place('gamified')).toBe('modal');
    expect(place('fullpage')).toBe('modal');
    expect(place('mobile')).toBe('modal');
    expect(place('bar', 'top')).toEqual(['top start', 'top center', 'top end']);
    expect(place('bar', 'center-top')).toEqual(['top start', 'top center', 'top end']);
    expect(place('bar', 'bottom')).toEqual(['bottom start', 'bottom center', 'bottom end']);
    expect(place('sside')).toEqual(['bottom end']);
    expect(place('bside', 'top-left')).toEqual(['top start']);
  });

  it('opens one modal at a time, the next once the one before has finished', () => {
    const { shown, ask, finish } = line();
    ask('first', 'modal');
    ask('second', 'modal');
    ask('third', 'modal');
    expect(shown).toEqual(['first']);
    finish('first');
    expect(shown).toEqual(['first', 'second']);
    // Finishing twice frees the place once.
    finish('first');
    expect(shown).toEqual(['first', 'second']);
    finish('second');
    expect(shown).toEqual(['first', 'second', 'third']);
  });

  it('keeps slide-ins and bars off an open modal; they open, in order, once it has finished', () => {
    const { shown, ask, finish } = line();
    ask('lightbox', 'modal');
    ask('corner', place('sside'));
    ask('bar', place('bar', 'top'));
    expect(shown).toEqual(['lightbox']);
    finish('lightbox');
    expect(shown).toEqual(['lightbox', 'corner', 'bar']);
  });

  it('lets a modal open over slide-ins already open (they are page behind it)', () => {
    const { shown, ask } = line();
    ask('corner', place('sside'));
    ask('lightbox', 'modal');
    expect(shown).toEqual(['corner', 'lightbox']);
  });

  it('gives one slide-in per corner and one bar per edge; a free place need not wait', () => {
    const { shown, ask, finish } = line();
    ask('bottom-right', place('sside', 'bottom-right'));
    ask('also bottom-right', place('bside', 'bottom-right'));
    ask('bottom bar', place('bar', 'bottom'));
    ask('top-left', place('sside', 'top-left'));
    ask('top bar', place('bar', 'top'));
    // The bottom bar waits for the corner on its edge; the top-left one's corner is free; the top
    // bar's edge holds the top-left one.
    expect(shown).toEqual(['bottom-right', 'top-left']);
    finish('bottom-right');
    // First come, first served: the second bottom-right slide-in before the bar that covers it.
    expect(shown).toEqual(['bottom-right', 'top-left', 'also bottom-right']);
    finish('also bottom-right');
    expect(shown.at(-1)).toBe('bottom bar');
    finish('top-left');
    expect(shown.at(-1)).toBe('top bar');
  });

  it('takes a waiting popup out of the line, letting the one behind it go', () => {
    const { shown, ask, finish } = line();
    ask('a', 'modal');
    const leave = ask('b', 'modal');
    ask('c', 'modal');
    leave();
    finish('a');
    expect(shown).toEqual(['a', 'c']);
  });

  it('lets a slide-in go once the modal ahead of it in line has left it', () => {
    const { shown, ask, finish } = line();
    ask('modal', 'modal');
    const leave = ask('waiting modal', 'modal');
    ask('corner', place('sside'));
    finish('modal');
    expect(shown).toEqual(['modal', 'waiting modal']);
    leave();
    expect(shown).toEqual(['modal', 'waiting modal']);
    finish('waiting modal');
    expect(shown.at(-1)).toBe('corner');
  });

  it('walks the line again when a popup finishes as it starts (its countdown ran out)', () => {
    const places = createPopupPlaces();
    const shown: string[] = [];
    places.enqueue('modal', (finished) => {
      shown.push('holder');
      queueMicrotask(finished);
    });
    places.enqueue('modal', (finished) => {
      shown.push('over already');
      finished();
    });
    places.enqueue('modal', () => shown.push('last'));
    return Promise.resolve().then(() => {
      expect(shown).toEqual(['holder', 'over already', 'last']);
    });
  });
});
