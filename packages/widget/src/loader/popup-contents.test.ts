import { describe, expect, it, vi } from 'vitest';
import type { PopupContent } from '@pinwheel/core';
import { popupContents } from './popup-contents.ts';
import { testPopup } from './testing/test-popup.ts';

const content = (id: string): PopupContent => ({
  poptin_id: id,
  version: 'v1',
  poptin: '<p>Hello</p>',
  poptin_size: { width: 800, height: 500 },
  design_properties: {},
});

describe('popup contents', () => {
  it('fetches a popup’s content once, however often it is asked for', async () => {
    const fetchContent = vi.fn(async (url: string) => content(url.split('/')[5]!));
    const contents = popupContents({ content: fetchContent });
    const popup = testPopup('aaaaaaaaaaaaa');
    void contents.load(popup);
    void contents.load(popup);
    expect(await contents.load(popup)).toEqual(content('aaaaaaaaaaaaa'));
    expect(fetchContent).toHaveBeenCalledTimes(1);
    expect(fetchContent).toHaveBeenCalledWith('/api/display/content/test-client/aaaaaaaaaaaaa/v1');
  });

  it('tries again after a failure, and asks for nothing without a poptin_url', async () => {
    const fetchContent = vi
      .fn<(url: string) => Promise<PopupContent | null>>()
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce(content('bbbbbbbbbbbbb'));
    const contents = popupContents({ content: fetchContent });
    const popup = testPopup('bbbbbbbbbbbbb');
    expect(await contents.load(popup)).toBeNull();
    expect(await contents.load(popup)).toEqual(content('bbbbbbbbbbbbb'));
    expect(await contents.load(testPopup('ccccccccccccc', { poptin_url: '' }))).toBeNull();
    expect(fetchContent).toHaveBeenCalledTimes(2);
  });
});
