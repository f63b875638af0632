import { describe, expect, it } from 'vitest';
import { barHeight, frameScale, popupLayout } from './popup-layout.ts';

describe('popupLayout', () => {
  it('centres a lightbox with a backdrop at its size, 800x500 when it names none', () => {
    expect(popupLayout({ type: 'lightbox', format: 'format_1' })).toMatchObject({
      blocking: true,
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
      size: { width: 1920, height: 1080 },
    });
    const mobile = popupLayout({
      type: 'mobile',
      format: 'format_8',
      size: { width: 800, height: 800 },
    });
    expect(mobile).toMatchObject({
      blocking: true,
      size: { width: 390, height: 242 },
    });
  });

  it('draws a game on its format’s canvas: 600x950, 900x950, then 1130x1000, whatever its size says', () => {
    const game = (format: `format_${number}`) =>
      popupLayout({ type: 'gamified', format, size: { width: 500, height: 500 } }).size;
    expect(game('format_1')).toEqual({ width: 600, height: 950 });
    expect(game('format_2')).toEqual({ width: 900, height: 950 });
    expect(game('format_3')).toEqual({ width: 1130, height: 1000 });
    // A lightbox keeps the size its owner gave it.
    const lightbox = popupLayout({
      type: 'lightbox',
      format: 'format_2',
      size: { width: 700, height: 400 },
    });
    expect(lightbox.size).toEqual({ width: 700, height: 400 });
  });

  it('scales a full page to fit its canvas and a bar to its 1920 px design width, never above 1', () => {
    const fullpage = popupLayout({ type: 'fullpage', format: 'format_1' });
    expect(frameScale(fullpage, { width: 1280, height: 800 })).toBeCloseTo(2 / 3);
    expect(frameScale(fullpage, { width: 1920, height: 600 })).toBeCloseTo(600 / 1080);
    expect(frameScale(fullpage, { width: 2560, height: 1440 })).toBe(1);
    const bar = popupLayout({
      type: 'bar',
      format: 'format_1',
      location: 'top',
      size: { width: 1920, height: 90 },
    });
    expect(frameScale(bar, { width: 1280, height: 800 })).toBeCloseTo(2 / 3);
    expect(barHeight(bar, 2 / 3)).toBe(60);
    expect(frameScale(bar, { width: 2560, height: 800 })).toBe(1);
    expect(barHeight(bar, 1)).toBe(90);
    // Never below the close button's height; on a phone the bar is drawn as designed.
    expect(barHeight(bar, 0.4)).toBe(44);
    expect(frameScale(bar, { width: 390, height: 844 })).toBe(1);
    const lightbox = popupLayout({ type: 'lightbox', format: 'format_1' });
    expect(frameScale(lightbox, { width: 390, height: 844 })).toBe(1);
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

  it('makes a full page at welcome-screen a welcome screen that pushes the page, modal as any full page', () => {
    expect(
      popupLayout({ type: 'fullpage', format: 'format_1', location: 'welcome-screen' }),
    ).toMatchObject({ welcome: true, pushesPage: true, blocking: true, canvas: true });
    expect(popupLayout({ type: 'fullpage', format: 'format_1' })).toMatchObject({
      welcome: false,
      pushesPage: false,
    });
    // Only a full page is a welcome screen.
    expect(
      popupLayout({ type: 'lightbox', format: 'format_1', location: 'welcome-screen' }),
    ).toMatchObject({ welcome: false, pushesPage: false });
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
    });
  });
});
