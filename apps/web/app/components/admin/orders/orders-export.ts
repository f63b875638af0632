// The CSV export of the filtered orders: asked through the typed client (it carries the owner's
// nonce; a plain link could not), then handed to the browser as a download under the file name
// the server chose. The server streams it; the browser holds it only while saving.
import { PinwheelApiError, type PinwheelClient } from '@pinwheel/client';

export async function downloadOrdersCsv(
  client: PinwheelClient,
  query: Record<string, string>,
): Promise<string> {
  const response = await client.send('GET', '/wp-json/pinwheel/v1/orders/export', { query });
  if (!response.ok) throw await PinwheelApiError.fromResponse(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'orders.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
