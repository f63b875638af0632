// Ad-block trigger (spec §4): fires when an ad blocker is active. The probe is the renderer chunk's
// (renderer/ad-blocker-probe.ts), loaded for it: few popups use this trigger, and the loader that
// every host page downloads stays small. The renderer is prefetched once triggers are armed anyway.
import type { RendererModule } from '../pinwheel-api.ts';
import type { Disarm } from './trigger-names.ts';

export function armAdBlockTrigger(
  win: Window,
  loadRenderer: () => Promise<RendererModule>,
  fire: () => void,
): Disarm {
  let armed = true;
  loadRenderer()
    .then((renderer) => renderer.adBlockerActive(win))
    .then((blocked) => {
      if (armed && blocked) fire();
    }, console.warn);
  return () => {
    armed = false;
  };
}
