// Finds the nonce in a raw form post or JSON body, for routes that read their body themselves
// (the server-rendered pages' actions). Fetches put it in a header instead.
/** The nonce a form post or fetch carries: header first, else the hidden form field. */
export async function nonceFromBody(
  contentType: string | undefined,
  body: Buffer,
  field: string,
): Promise<string | undefined> {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  try {
    if (type === 'application/x-www-form-urlencoded') {
      return new URLSearchParams(body.toString('utf8')).get(field) ?? undefined;
    }
    if (type === 'multipart/form-data') {
      const form = await new Response(new Uint8Array(body), {
        headers: { 'content-type': contentType! },
      }).formData();
      const value = form.get(field);
      return typeof value === 'string' ? value : undefined;
    }
    if (type === 'application/json') {
      const parsed: unknown = JSON.parse(body.toString('utf8'));
      const value =
        parsed && typeof parsed === 'object'
          ? (parsed as Record<string, unknown>)[field]
          : undefined;
      return typeof value === 'string' ? value : undefined;
    }
  } catch {
    // A body that does not parse carries no nonce; the caller answers 403 nonce_missing.
  }
  return undefined;
}
