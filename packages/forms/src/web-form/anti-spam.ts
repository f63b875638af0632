// The web form's anti-spam helpers: the `_wpfuuid` cookie (spec §3, §9: a random version-4 UUID
// kept 3,999 days, SameSite strict, Secure over HTTPS), set only with the visitor's consent or the
// form's setting; and a random id for the honeypot's element.

export const UUID_COOKIE = '_wpfuuid';
const UUID_DAYS = 3999;

function uuidV4(): string {
  return (
    crypto.randomUUID?.() ??
    '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
      (
        Number(c) ^
        (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (Number(c) / 4)))
      ).toString(16),
    )
  );
}

/** The visitor's UUID, set now when allowed and absent; null when not allowed. */
export function visitorUuid(allowed: boolean): string | null {
  if (!allowed) return null;
  const known = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${UUID_COOKIE}=`))
    ?.slice(UUID_COOKIE.length + 1);
  if (known && /^[0-9a-f-]{36}$/i.test(known)) return known;
  const uuid = uuidV4();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${UUID_COOKIE}=${uuid}; Max-Age=${UUID_DAYS * 86400}; Path=/; SameSite=Strict${secure}`;
  return uuid;
}

/** A random element id for the honeypot, so bots cannot learn it (spec §9). */
export function randomHoneypotId(): string {
  return `pw-wf-${Math.random().toString(36).slice(2, 10)}`;
}
