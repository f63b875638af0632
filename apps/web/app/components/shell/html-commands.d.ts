// HTML's invoker commands (`commandfor` and `command` on a button: open a dialog, toggle a
// popover) work without JavaScript; React passes the attributes through, its types lack them yet.
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    commandfor?: string;
    command?:
      'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
  }
}
