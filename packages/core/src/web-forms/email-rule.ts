// The web form's email rule (spec §5): 6 to 254 characters, exactly one @, a local part of at
// most 63 characters from the allowed set, a domain of at least two labels of at most 63
// characters each, no consecutive dots, no leading or trailing dot or hyphen. Stricter than the
// contact form's rule (form-rules isEmail), and the same in the browser and on the server.

const LOCAL_CHARACTERS = /^[a-z0-9!#$%&'*+/=?^_`{|}~.-]+$/i;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export const EMAIL_MIN_LENGTH = 6;
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_PART_MAX_LENGTH = 63;

export function isWebFormEmail(value: string): boolean {
  if (value.length < EMAIL_MIN_LENGTH || value.length > EMAIL_MAX_LENGTH) return false;
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts as [string, string];
  if (local.length === 0 || local.length > EMAIL_PART_MAX_LENGTH) return false;
  if (!LOCAL_CHARACTERS.test(local)) return false;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  if (local.startsWith('-') || local.endsWith('-')) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  return labels.every(
    (label) =>
      label.length > 0 && label.length <= EMAIL_PART_MAX_LENGTH && DOMAIN_LABEL.test(label),
  );
}

/**
 * Whether an address is let through by a field's allow and deny lists: entries are whole
 * addresses or domains written `@example.com` (restricted email, checked on the server).
 */
export function emailAllowed(
  email: string,
  lists: { allowlist?: readonly string[]; denylist?: readonly string[] },
): boolean {
  const address = email.trim().toLowerCase();
  const domain = address.slice(address.lastIndexOf('@'));
  const listed = (list: readonly string[]) =>
    list.some((entry) => {
      const wanted = entry.trim().toLowerCase();
      return wanted === address || (wanted.startsWith('@') && wanted === domain);
    });
  if (lists.allowlist?.length && !listed(lists.allowlist)) return false;
  return !(lists.denylist?.length && listed(lists.denylist));
}
