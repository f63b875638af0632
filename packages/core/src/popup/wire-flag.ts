// On/off settings arrive the way the owner's editor saved them: a boolean, 0/1 or 'yes'/'no'
// (spec §3 spells display_after_exit_website_active as yes/no). One reader keeps every rule
// agreeing on what "on" means, so a flag saved as '1' never silently reads as off.

export type WireFlag = boolean | 0 | 1 | '0' | '1' | 'yes' | 'no';

export function isOn(flag: unknown): boolean {
  return flag === true || flag === 1 || flag === '1' || flag === 'yes' || flag === 'true';
}
