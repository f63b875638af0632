// What a client id looks like: letters, digits, - and _ (1 to 64), the shape the display
// protocol takes in its paths. Generated ids have 16 characters; a site moving from Poptin keeps
// its 13-character one. Anything else is unknown without a look-up.

export const CLIENT_ID_PATTERN = /^[\w-]{1,64}$/;

export function isClientIdShape(clientId: string): boolean {
  return CLIENT_ID_PATTERN.test(clientId);
}
