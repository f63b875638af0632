// The DOM events a host page can listen for on its own window (spec §4 "Browser events"), under the
// names Poptin's widget uses, so a page's analytics code keeps working after the switch:
// `poptinView` once a popup is on screen, `poptinSubmit` once its form was sent. The detail names
// the popup; `window.Pinwheel.on(...)` offers the same with more (the view id).

export interface HostEventDetail {
  popupId: string;
  /** poptinView: the trigger that showed it. */
  trigger?: string;
}

export type HostEventName = 'poptinView' | 'poptinSubmit';

export function dispatchHostEvent(win: Window, name: HostEventName, detail: HostEventDetail): void {
  win.dispatchEvent(new CustomEvent(name, { detail }));
}
