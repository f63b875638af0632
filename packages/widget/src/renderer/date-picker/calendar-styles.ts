// The calendar's stylesheet, inside the popup's shadow root beside design-styles.ts, whose theme
// properties (--pw-…) colour it like the rest of the form. It ships in the calendar's chunk only.
// Day and month buttons are 44 px squares on a phone (touch targets), a little smaller on a desk.
export const calendarStyles = `
.design .date-calendar {
  box-sizing: border-box;
  align-self: flex-start;
  width: 100%;
  max-width: 22em;
  margin-top: 0.25em;
  padding: 0.5em;
  border: 1px solid #6b7280;
  border-radius: 8px;
  background: #ffffff;
  color: #111827;
  box-shadow: 0 6px 18px rgba(17, 24, 39, 0.18);
  font-weight: 400;
}
.design .calendar-head { display: flex; align-items: center; justify-content: space-between; gap: 0.25em; }
.design .calendar-head h2 { margin: 0; font-size: 1em; font-weight: 700; text-align: center; }
.design .date-calendar table { width: 100%; border-collapse: collapse; table-layout: fixed; }
.design .date-calendar th { padding: 0.25em 0; font-size: 0.75em; font-weight: 600; color: #4b5563; text-align: center; }
.design .date-calendar td { padding: 1px; text-align: center; }
.design .date-calendar button {
  box-sizing: border-box;
  width: 100%;
  min-width: 2.25em;
  height: 2.25em;
  margin: 0;
  padding: 0;
  border: 1px solid transparent;
  border-radius: 6px;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
}
.design .calendar-head button { width: 2.5em; font-size: 1.25em; line-height: 1; }
.design .date-calendar button:hover { background: #f3f4f6; }
.design .date-calendar button:focus-visible { outline: 3px solid var(--pw-accent, #2563eb); outline-offset: 0; }
.design .date-calendar [aria-current='date'] { border-color: #6b7280; font-weight: 700; }
.design .date-calendar button.chosen { background: var(--pw-accent, #4338ca); color: var(--pw-on-accent, #ffffff); }
@media (pointer: coarse), (max-width: 480px) {
  .design .date-calendar button { min-width: 44px; height: 44px; }
  .design .date-calendar { max-width: none; padding: 0.25em; }
}
`;
