// What a page of this site hands a visitor for a form post: the browser-id cookie and the form
// nonce in the page. For tests that post forms without a browser.

export async function formCredentials(
  serverUrl: string,
): Promise<{ cookie: string; nonce: string }> {
  const home = await fetch(`${serverUrl}/`);
  const cookie = home.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const nonce = /name="_nonce" value="([^"]+)"/.exec(await home.text())?.[1];
  if (!nonce) throw new Error('The front page carries no form nonce');
  return { cookie, nonce };
}
