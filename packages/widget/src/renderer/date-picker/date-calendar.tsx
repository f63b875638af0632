// The date field's calendar (issue 25; the APG "date picker dialog" pattern): a month's grid of
// day buttons under the field, opened by its "Choose date" button. Arrows move by day and week
// (right to left, left is forward), PageUp/PageDown by month (with Shift by year), Home/End to the
// week's ends; Enter or Space writes the day into the field as dd/mm/yyyy, closes it and gives the
// field its focus back; Escape closes it and gives its button the focus back (APG). Like a
// popover, it also closes when the focus leaves it (Tab, Shift+Tab: the focus goes on where the
// key sends it) and on a press outside it, in the popup or on the page: never the popup with it.
// It is the renderer's lazy chunk, loaded on the button's first press (date-picker-button.tsx),
// with its own stylesheet.
import { directionOf, type Language } from '@pinwheel/core';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import {
  addMonths,
  formatDmy,
  monthGrid,
  movedDay,
  parseDmy,
  today,
  weekStartOf,
  type Day,
} from './calendar-dates.ts';
import { calendarStyles } from './calendar-styles.ts';
import { pickerLocale, pickerWords } from './picker-words.ts';

export interface DateCalendarProps {
  lang: Language;
  /** The dialog's name: the field's label and "Choose date". */
  label: string;
  /** The field's text: a real dd/mm/yyyy date there is the day the calendar opens on. */
  value: string;
  /** The text input's id, to give it back its focus after a pick. */
  inputId: string;
  /** The id of the button that opened it: Escape gives it the focus back, a press on it toggles. */
  openerId: string;
  onPick(text: string): void;
  onClose(): void;
}

export function DateCalendar(props: DateCalendarProps) {
  const { lang } = props;
  const rtl = directionOf(lang) === 'rtl';
  const weekStart = weekStartOf(lang);
  const locale = pickerLocale(lang);
  const chosen = parseDmy(props.value);
  const [focused, setFocused] = useState<Day>(() => chosen ?? today());
  const dialog = useRef<HTMLDivElement>(null);
  // The focused day takes the focus on opening and after a key moved it (APG); after a month
  // button it stays on that button, so the visitor can press it again.
  const takeFocus = useRef(true);
  const opening = useRef(true);
  const names = useMemo(
    () => ({
      day: new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
      month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      weekdayShort: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }),
      weekdayLong: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }),
    }),
    [locale],
  );
  const rows = monthGrid(focused, weekStart);
  // 4 Jan 1970 was a Sunday: the header's weekdays from the week's first.
  const weekdays = Array.from({ length: 7 }, (_, at) => Date.UTC(1970, 0, 4 + weekStart + at));
  const current = today();
  const words = pickerWords[lang];
  const closeRef = useRef(props.onClose);
  closeRef.current = props.onClose;
  const openerId = props.openerId;

  // A press anywhere outside closes it, in the popup or on the page. The path, not the target: the
  // window sees a press inside the popup's shadow root as one on its host. A press on the opener
  // is left to the opener, which closes it by its own toggle.
  useEffect(() => {
    const own = dialog.current;
    const win = own?.ownerDocument.defaultView;
    if (!own || !win) return;
    const root = own.getRootNode() as Document | ShadowRoot;
    function onPress(event: PointerEvent) {
      const path = event.composedPath();
      const opener = root.getElementById(openerId);
      if (path.includes(own!) || (opener && path.includes(opener))) return;
      closeRef.current();
    }
    win.addEventListener('pointerdown', onPress, true);
    return () => win.removeEventListener('pointerdown', onPress, true);
  }, [openerId]);

  // At once, in the same commit that drew the new days: when a key moves to another month, the
  // focused day's button is gone with the old grid, and a key pressed before a later effect ran
  // (Escape right after PageUp) would go to no element and be lost.
  useLayoutEffect(() => {
    if (opening.current) dialog.current?.scrollIntoView?.({ block: 'nearest' });
    opening.current = false;
    if (!takeFocus.current) return;
    dialog.current?.querySelector<HTMLButtonElement>('td [tabindex="0"]')?.focus();
  }, [focused]);

  /** Closes it with a day picked (the field takes the focus) or without (its button does). */
  function close(text?: string) {
    if (text !== undefined) props.onPick(text);
    props.onClose();
    const root = dialog.current?.getRootNode() as Document | ShadowRoot | undefined;
    root?.getElementById(text === undefined ? openerId : props.inputId)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return;
    // The popup closes on Escape (frame-document-listeners.ts): this one only closes the calendar.
    event.preventDefault();
    event.stopPropagation();
    close();
  }

  // The focus went to something outside (Tab, Shift+Tab, the popup's focus trap): it closes and
  // leaves the focus there. No new focus (a window left, a day button redrawn) keeps it open.
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) props.onClose();
  }

  function onGridKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const next = movedDay(focused, event, weekStart, rtl);
    if (next === null) return;
    event.preventDefault();
    takeFocus.current = true;
    setFocused(next);
  }

  function changeMonth(months: number) {
    takeFocus.current = false;
    setFocused(addMonths(focused, months));
  }

  const headingId = `${props.inputId}-calendar-month`;
  return (
    <div
      ref={dialog}
      className="date-calendar"
      role="dialog"
      aria-label={props.label}
      dir={rtl ? 'rtl' : 'ltr'}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      // A press on its heading or between its days keeps the focus where it is (it would go to
      // the popup and close the calendar); its buttons take the focus as usual.
      onMouseDown={(event) => {
        if (!(event.target as Element).closest('button')) event.preventDefault();
      }}
    >
      <style>{calendarStyles}</style>
      <div className="calendar-head">
        <button type="button" aria-label={words.previousMonth} onClick={() => changeMonth(-1)}>
          <span aria-hidden="true">{rtl ? '›' : '‹'}</span>
        </button>
        <h2 id={headingId} aria-live="polite">
          {names.month.format(focused)}
        </h2>
        <button type="button" aria-label={words.nextMonth} onClick={() => changeMonth(1)}>
          <span aria-hidden="true">{rtl ? '‹' : '›'}</span>
        </button>
      </div>
      <table role="grid" aria-labelledby={headingId} onKeyDown={onGridKeyDown}>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday} scope="col" abbr={names.weekdayLong.format(weekday)}>
                {names.weekdayShort.format(weekday)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.find((cell) => cell !== null)}>
              {row.map((day, at) =>
                day === null ? (
                  <td key={`empty-${at}`} />
                ) : (
                  <td key={day} aria-selected={day === chosen ? 'true' : undefined}>
                    <button
                      type="button"
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={names.day.format(day)}
                      aria-current={day === current ? 'date' : undefined}
                      className={day === chosen ? 'chosen' : undefined}
                      onClick={() => close(formatDmy(day))}
                    >
                      {new Date(day).getUTCDate()}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
