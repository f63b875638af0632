import { describe, expect, it } from 'vitest';
import { popupLayout } from './popup-layout.ts';

describe('popupLayout', () => {
  it('centres a lightbox with a backdrop at its size, 800x500 when it names none', () => {
    expect(popupLayout({ type: 'lightbox', format: 'format_1' })).toMatchObject({
      blocking: true,
      queued: true,
      backdrop: true,
      size: { width: 800, height: 500 },
      placement: 'middle center',
    });
    const sized = popupLayout({
      type: 'lightbox',
      format: 'format_1',
      size: { width: 600, height: 400 },
    });
    expect(sized.size).toEqual({ width: 600, height: 400 });
  });

  it('lays a fullpage popup on the 1920x1080 canvas and a mobile format 3 or 8 on 390x242', () => {
    expect(popupLayout({ type: 'fullpage', format: 'format_1' })).toMatchObject({
      canvas: true,
      queued: true,
      size: { width: 1920, height: 1080 },
    });
    const mobile = popupLayout({
      type: 'mobile',
      format: 'format_8',
      size: { width: 800, height: 800 },
    });
    expect(mobile).toMatchObject({
      blocking: true,
      queued: false,
      size: { width: 390, height: 242 },
    });
  });

  it('puts a bar at the top or bottom, pushing the page only at center-top', () => {
    expect(popupLayout({ type: 'bar', format: 'format_1', location: 'center-top' })).toMatchObject({
      placement: 'bar top',
      pushesPage: true,
      blocking: false,
    });
    expect(popupLayout({ type: 'bar', format: 'format_1', location: 'top' })).toMatchObject({
      placement: 'bar top',
      pushesPage: false,
    });
    expect(popupLayout({ type: 'bar', format: 'format_1', location: 'bottom' }).placement).toBe(
      'bar bottom',
    );
  });

  it('puts side popups in the corner named, as start/end so right-to-left mirrors them', () => {
    const at = (location?: string) =>
      popupLayout({ type: 'bside', format: 'format_1', location }).placement;
    expect(at('bottom-left')).toBe('bottom start');
    expect(at('top-right')).toBe('top end');
    expect(at()).toBe('bottom end');
    expect(popupLayout({ type: 'sside', format: 'format_1', location: 'right' }).placement).toBe(
      'middle end',
    );
  });

  it('places an embedded popup inline: no backdrop, not modal', () => {
    expect(popupLayout({ type: 'embedded', format: 'format_1' })).toMatchObject({
      embedded: true,
      blocking: false,
      backdrop: false,
      queued: false,
    });
  });
});
