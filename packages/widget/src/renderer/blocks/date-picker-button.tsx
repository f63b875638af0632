// The date field's "Choose date" button (issue 25). The calendar it opens is a lazy chunk of the
// renderer (date-picker/date-calendar.tsx), fetched on the first press: every popup with a form
// pays only for this button.
import { drawingMessage } from '@pinwheel/core/lead-form/drawing';
import type { Language } from '@pinwheel/core';
import { useRef, useState, type ReactNode } from 'react';
import type * as CalendarModule from '../date-picker/date-calendar.tsx';

let calendar: Promise<typeof CalendarModule> | null = null;
const loadCalendar = () =>
  (calendar ??= import('../date-picker/date-calendar.tsx').catch((error: unknown) => {
    calendar = null;
    throw error;
  }));

export function DatePickerButton(props: {
  lang: Language;
  label: string;
  inputId: string;
  value: string;
  onPick(text: string): void;
  /** The masked text input: typing the date stays possible. */
  children: ReactNode;
}) {
  const [module, setModule] = useState<typeof CalendarModule | null>(null);
  const [open, setOpen] = useState(false);
  const name = drawingMessage(props.lang, 'chooseDate');
  const openerId = `${props.inputId}-date-button`;
  // Whether the calendar was open when a pointer pressed this button: the press moves the focus
  // here, which closes the calendar (it closes when the focus leaves it), and the click that
  // follows must then leave it closed rather than open it again.
  const openAtPress = useRef<boolean | null>(null);
  return (
    <>
      <div className="date-input">
        {props.children}
        <button
          id={openerId}
          type="button"
          className="date-button"
          aria-label={`${name}: ${props.label}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerDown={() => (openAtPress.current = open)}
          onClick={() => {
            const wasOpen = openAtPress.current ?? open;
            openAtPress.current = null;
            loadCalendar().then((loaded) => {
              setModule(loaded);
              setOpen(!wasOpen);
            }, console.warn);
          }}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true">
            <path d="M3 5h14v12H3zM3 9h14M7 3v4M13 3v4" />
          </svg>
        </button>
      </div>
      {open && module && (
        <module.DateCalendar
          lang={props.lang}
          label={`${props.label}: ${name}`}
          value={props.value}
          inputId={props.inputId}
          openerId={openerId}
          onPick={props.onPick}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
