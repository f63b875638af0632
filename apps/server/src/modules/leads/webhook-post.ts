// One webhook POST over node:http(s), with keep-alive agents per scheme. The outbox sends one
// request per lead and endpoint on the event loop that answers visitors; fetch (undici's WHATWG
// streams, an AbortSignal per call) cost more CPU per delivery than storing the lead did.
// Redirects are not followed (a receiver must answer at the address it registered), the answer's
// body is drained unread, and the whole exchange, body included, is bounded by the timeout.
import http from 'node:http';
import https from 'node:https';

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

/** The receiver did not answer in time (the outbox words this one differently). */
export class WebhookTimeoutError extends Error {
  override name = 'TimeoutError';
}

/** Posts `body`; answers the receiver's status code, or rejects (unreachable, timed out, cut). */
export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      reject(new Error(`not an address: ${url}`));
      return;
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') {
      reject(new Error(`not an http(s) address: ${url}`));
      return;
    }
    const payload = Buffer.from(body);
    const request = (target.protocol === 'https:' ? https : http).request(target, {
      method: 'POST',
      agent: agents[target.protocol],
      headers: { ...headers, 'content-length': String(payload.length) },
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const timer = setTimeout(() => {
      finish(() => reject(new WebhookTimeoutError(`No answer within ${timeoutMs} ms`)));
      request.destroy();
    }, timeoutMs);
    request.once('response', (response) => {
      const status = response.statusCode ?? 0;
      response.once('end', () => finish(() => resolve(status)));
      response.on('error', (error) => finish(() => reject(error)));
      response.once('close', () => finish(() => reject(new Error('the answer was cut off'))));
      response.resume();
    });
    // `on`, not `once`: a destroyed socket can report more than one error, and an error event
    // without a listener would stop the process.
    request.on('error', (error) => finish(() => reject(error)));
    request.end(payload);
  });
}
