// The renderer's export for an owner whose site the display answer refused (preview and debug
// mode only): the words and the upgrade notice are a chunk of their own (owner-notice/), so the
// renderer every visitor loads carries none of them.
import type { DisplayResponse } from '@pinwheel/core';

export const tellOwnerRefusal = (win: Window, response: DisplayResponse, base: string): void =>
  void import('./owner-notice/upgrade-notice.ts').then(
    (chunk) => chunk.tellOwnerRefusal(win, response, base),
    console.warn,
  );
