// The customer calls from the dialogs and the reset page: the spec's answer (`success`,
// `data.message`, and our `field` and `redirect`) whatever the status, through the page's one
// transport (nonce refresh included). A network failure or an answer of another shape reads as a
// failure in the page's words.
import type { Language } from '@pinwheel/core';
import { shopApi } from '../../storefront-call.ts';

export interface CustomerAnswer {
  success: boolean;
  data: { message: string; field?: string; redirect?: string };
}

export async function callCustomerApi(
  path: string,
  body: object,
  page: { nonce: string; lang: Language },
  failed: string,
): Promise<CustomerAnswer> {
  try {
    const response = await shopApi.send('POST', path, {
      body,
      nonce: page.nonce,
      query: { lang: page.lang },
    });
    const answer = (await response.json().catch(() => null)) as CustomerAnswer | null;
    if (answer && typeof answer.data?.message === 'string') return answer;
  } catch {
    // Offline, or the call was refused before our route answered: said below.
  }
  return { success: false, data: { message: failed } };
}
