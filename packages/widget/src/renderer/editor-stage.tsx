// The popup as the owner's editor previews it: the renderer's own frame (popup-frame.tsx), with the
// same layout, close options, theme and blocks a visitor gets, in a shadow root of its own with the
// renderer's stylesheet. It sits on a stage of a chosen viewport (a laptop's or a phone's), scaled
// to fit the column it is given; the stage contains the popup's fixed layer, so a lightbox covers
// the stage, not the editor. Staged, the frame never takes focus, listens to nothing on the page,
// sends nothing and never closes (popup-frame.tsx `staged`). Its products block draws the shop's
// products the editor fetched for it, with the storefront popup's own cards (shop/product-cards). Imported by the dashboard
// (`@pinwheel/widget/editor-stage`) as a lazy chunk; it is not part of the embed.
import {
  countdownDeadline,
  isLanguage,
  type CloseTrigger,
  type GamePrizeResult,
  type Language,
  type PopupContent,
  type PopupType,
} from '@pinwheel/core';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { closeOptionsOf } from './close-options.ts';
import { designOf } from './design-body.tsx';
import { designStyles } from './design-styles.ts';
import { textFiller } from './dynamic-text.ts';
import { leadFormSetup } from './lead-form/lead-form-setup.ts';
import { effectOf } from './popup-effects.ts';
import { installPopupFont } from './popup-font.ts';
import { PopupFrame, type StagedScreen } from './popup-frame.tsx';
import { ProductCards, type ButtonsAction } from './shop/product-cards.tsx';
import type { ProductItem } from './shop/recommendations-call.ts';
import { popupLayout, type PopupLayout } from './popup-layout.ts';
import { popupStyles } from './popup-styles.ts';
import { teaserOf } from './teaser/teaser-of.ts';
import { teaserStyles } from './teaser/teaser-styles.ts';
import { TeaserTab } from './teaser/teaser-tab.tsx';
import { themeProperties } from './theme-colours.ts';

/** The viewports the editor offers: a laptop's window and a phone's. */
export type StageViewport = 'desktop' | 'phone';

const PHONE = { width: 390, height: 760 };
const LAPTOP = { width: 1280, height: 800 };
/** Room around a floating popup on the laptop stage, so its place on the page shows. */
const MARGIN = 96;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The stage's size. A phone is a phone's window. A laptop's window (1280 px) scaled into the
 * editor's column would draw the popup's text too small to read, so the laptop stage is the part
 * of that window around the popup: the popup at its own size with room about it (a bar the full
 * width, a full-page canvas at 16:9), the whole then scaled to the column.
 */
export function stageSize(viewport: StageViewport, layout: PopupLayout) {
  if (viewport === 'phone') return PHONE;
  if (layout.canvas) return { width: LAPTOP.width, height: 720 };
  if (layout.placement.startsWith('bar')) return { width: LAPTOP.width, height: 400 };
  return {
    width: clamp(layout.size.width + 2 * MARGIN, 640, LAPTOP.width),
    height: clamp(layout.size.height + 2 * MARGIN, 400, LAPTOP.height),
  };
}

/**
 * The screens a popup has: its body, its thank-you screen, (a game) the result, and the page with
 * only its teaser tab, as a visitor sees it before the popup shows or after it closed.
 */
export type StageScreen = StagedScreen['screen'] | 'teaser';

export interface PopupStageProps {
  popup: {
    poptin_id: string;
    poptin_name: string;
    poptin_type: PopupType;
    poptin_format: `format_${number}`;
    poptin_target?: string;
  };
  /** The popup's content in the language shown (its translation already applied). */
  content: PopupContent;
  lang: Language;
  screen: StageScreen;
  viewport: StageViewport;
  /**
   * The products its recommendations block shows, as the widget's call answers them (the editor
   * fetches them); null draws the block empty.
   */
  products?: { items: readonly ProductItem[]; action: ButtonsAction } | null;
}

const noop = () => {};

/** The prize a game's result screen is staged with: its first winning prize, else its first. */
function stagedPrize(content: PopupContent): GamePrizeResult {
  const prizes = content.gamified_prize ?? [];
  const prize = prizes.find((one) => one.is_winner === 1) ?? prizes[0];
  return prize
    ? { prize_id: prize.prize_id, is_winner: prize.is_winner, label: prize.label, code: prize.code }
    : { prize_id: '', is_winner: 0, label: '' };
}

export function PopupStage(props: PopupStageProps) {
  const { popup, content, screen } = props;
  const lang = isLanguage(props.lang) ? props.lang : 'en';
  const outerRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const [shadow, setShadow] = useState<ShadowRoot | null>(null);
  const [scale, setScale] = useState(1);

  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    installPopupFont(host.ownerDocument);
    setShadow(host.shadowRoot ?? host.attachShadow({ mode: 'open' }));
  }, []);

  const properties = content.design_properties ?? {};
  const layout = useMemo(
    () =>
      popupLayout({
        type: popup.poptin_type,
        format: popup.poptin_format,
        location: properties.poptin_location,
        size: content.poptin_size,
      }),
    [popup.poptin_type, popup.poptin_format, properties.poptin_location, content.poptin_size],
  );
  const view = stageSize(props.viewport, layout);
  // The stage keeps the viewport's size and is scaled down to the column's width.
  useEffect(() => {
    const outer = outerRef.current;
    if (!outer) return;
    const measure = () => setScale(Math.min(1, outer.clientWidth / view.width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    return () => observer.disconnect();
  }, [view.width]);

  // Counted from when the stage opened, as a visitor's countdown counts from when it showed.
  const [openedAt] = useState(() => Date.now());
  const deadline = countdownDeadline(
    typeof properties.timer === 'string' ? properties.timer : undefined,
    { shownAt: openedAt, version: properties.timer_ver, firstShownAt: openedAt },
  );
  const game =
    popup.poptin_type === 'gamified'
      ? {
          format: popup.poptin_format,
          prizes: content.gamified_prize ?? [],
          wheelHasCoupon: content.wheel_has_coupon,
          disablePostPlay: properties.disable_post_play_screen,
        }
      : undefined;
  const teaser = screen === 'teaser' ? teaserOf(content, document) : null;
  const staged: StagedScreen =
    screen === 'result' && game
      ? { screen: 'result', prize: stagedPrize(content), viewport: view }
      : { screen: screen === 'thanks' ? 'thanks' : 'form', viewport: view };
  const fill = textFiller({ lang, country: '', freePlan: false });

  return (
    <div
      ref={outerRef}
      className="popup-stage"
      style={{ height: `${view.height * scale}px` } as CSSProperties}
    >
      <div
        ref={hostRef}
        className="popup-stage__viewport"
        style={{
          width: `${view.width}px`,
          height: `${view.height}px`,
          transform: `scale(${scale})`,
          transformOrigin: 'top left',
          // The popup's fixed layer is laid out on the stage, not on the editor's window.
          contain: 'layout paint',
          position: 'relative',
          overflow: 'hidden',
        }}
      >
        {shadow
          ? createPortal(
              screen === 'teaser' ? (
                teaser ? (
                  <>
                    <style>{stageTeaserStyles}</style>
                    <TeaserTab
                      text={teaser.text}
                      lang={lang}
                      side={teaser.side ?? (layout.placement.includes('end') ? 'end' : 'start')}
                      offset={16}
                      colours={themeProperties(content.design?.theme)}
                      hidden={false}
                      onOpen={noop}
                    />
                  </>
                ) : null
              ) : (
                <>
                  <style>{popupStyles + designStyles + stageStyles}</style>
                  <PopupFrame
                    // A screen chosen is a frame drawn afresh on it.
                    key={`${screen}-${popup.poptin_type}-${popup.poptin_format}`}
                    name={popup.poptin_name}
                    html={typeof content.poptin === 'string' ? content.poptin : ''}
                    design={designOf(content.design)}
                    deadline={deadline}
                    lang={lang}
                    layout={layout}
                    close={closeOptionsOf(content)}
                    entry="none"
                    exit={effectOf(properties.poptin_design_exit_effect)}
                    preview
                    focusAtOnce={false}
                    closeLabel={
                      popup.poptin_type === 'fullpage' || popup.poptin_type === 'gamified'
                        ? 'skip'
                        : 'close'
                    }
                    text={{ fill, watch: null }}
                    products={
                      props.products
                        ? () => (
                            <ProductCards
                              products={props.products!.items}
                              action={props.products!.action}
                              lang={lang}
                              win={window}
                              staged
                            />
                          )
                        : null
                    }
                    leadSetup={leadFormSetup(
                      window,
                      {
                        popupId: popup.poptin_id,
                        target: popup.poptin_target ?? 'lead',
                        trigger: 'preview',
                      },
                      properties,
                    )}
                    game={game}
                    closing={false}
                    onClose={noop as (trigger: CloseTrigger) => void}
                    staged={staged}
                  />
                </>
              ),
              shadow,
            )
          : null}
      </div>
    </div>
  );
}

// The teaser tab's own styles without their `:host` rule, which would reset the stage itself.
const stageTeaserStyles = teaserStyles.replace(/:host\s*\{[^}]*\}/, '');

// On the stage the layer is the stage's, whatever the popup's z-index on a host page.
const stageStyles = `
.layer { position: absolute; }
.layer.embedded { position: static; }
`;
