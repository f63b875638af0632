// Mobile or desktop, as the spec's widget decided it: by the browser's own description of itself.
import type { Device } from '@pinwheel/core';

const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod|IEMobile|Opera Mini/i;

export function deviceOf(win: Window): Device {
  return MOBILE_AGENT.test(win.navigator.userAgent) ? 'mobile' : 'desktop';
}
