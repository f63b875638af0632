// Which device a popup is for. The spec only says mobile visitors get different behaviour (§6),
// so display_on_device is our field; without it, popups of type `mobile` are mobile-only.
import type { Popup } from '../popup/popup.ts';
import type { DeviceTarget } from '../popup/targeting-fields.ts';
import type { RuleOutcome } from './rule-outcome.ts';

export type Device = 'mobile' | 'desktop';

export function deviceTargetOf(
  popup: Pick<Popup, 'display_on_device' | 'poptin_type'>,
): DeviceTarget {
  return popup.display_on_device ?? (popup.poptin_type === 'mobile' ? 'mobile' : 'all');
}

export function deviceRulePasses(target: DeviceTarget, device: Device): RuleOutcome {
  if (target !== 'all' && target !== 'mobile' && target !== 'desktop') {
    return { passed: false, detail: `unknown device target "${String(target)}"` };
  }
  return {
    passed: target === 'all' || target === device,
    detail: `${device} visitor, popup for ${target}`,
  };
}
