// The names a fired trigger reports: in the public `trigger` and `view` events and in the `trigger`
// field of the viewed call. The mobile exit intent is the spec's "close tab" (§4).

export type TriggerName =
  | 'exit_intent'
  | 'close_tab'
  | 'delay'
  | 'scroll'
  | 'page_clicks'
  | 'pages_visited'
  | 'inactivity'
  | 'adblock'
  | 'on_click'
  | 'preview';

/** Sent as the display request's `triggers` field: every trigger this loader can fire. */
export const SUPPORTED_TRIGGERS: readonly TriggerName[] = [
  'exit_intent',
  'close_tab',
  'delay',
  'scroll',
  'page_clicks',
  'pages_visited',
  'inactivity',
  'adblock',
  'on_click',
  'preview',
];

/** Stops a trigger: removes its listeners and timers. Safe to call more than once. */
export type Disarm = () => void;
