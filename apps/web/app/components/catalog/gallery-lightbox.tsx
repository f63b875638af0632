// The gallery's full-screen lightbox (spec storefront §2, §4 "open or closed, zoomed or fit", §8,
// §9), a chunk of its own that the gallery imports on first approach. A real modal dialog
// (<dialog> opened with showModal: the rest of the page inert, Tab kept inside, Escape closes,
// focus returns to the picture that opened it). Arrow keys and swipes move between pictures; the
// controls fade (333 ms) after 4000 ms without activity and come back on any; share buttons for
// facebook, twitter, pinterest and download; a picture that fails says so.
import {
  LIGHTBOX_ANIMATION_MS,
  LIGHTBOX_IDLE_MS,
  LIGHTBOX_SHARE_BUTTONS,
  type ImageRecord,
} from '@pinwheel/core';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import lightboxCss from '../../styles/lightbox.css?inline';
import { useShellData } from '../../shell-data.ts';
import { useTranslation } from '../../translation.ts';
import { countShare, shareUrl } from './share-links.ts';

/** A horizontal swipe counts from this many px, when it is more sideways than up or down. */
const SWIPE_MIN_PX = 50;

export default function GalleryLightbox({
  images,
  startAt,
  productTitle,
  pageUrl,
  onClose,
}: {
  images: ImageRecord[];
  startAt: number;
  productTitle: string;
  pageUrl: string;
  /** Called once the dialog has closed, with the picture it showed last. */
  onClose(at: number): void;
}) {
  const { t, lang } = useTranslation();
  const nonce = useShellData()?.formNonce ?? '';
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(startAt);
  const [zoomed, setZoomed] = useState(false);
  const [failed, setFailed] = useState(false);
  const [idle, setIdle] = useState(false);
  const [closing, setClosing] = useState(false);
  const idleTimer = useRef(0);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const image = images[index] ?? images[0]!;

  const wake = useCallback(() => {
    setIdle(false);
    window.clearTimeout(idleTimer.current);
    idleTimer.current = window.setTimeout(() => setIdle(true), LIGHTBOX_IDLE_MS);
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    wake();
    return () => window.clearTimeout(idleTimer.current);
  }, [wake]);

  const move = (step: number) => {
    setIndex((current) => (current + step + count) % count);
    setZoomed(false);
    setFailed(false);
  };

  const close = () => {
    if (closing) return;
    setClosing(true);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.setTimeout(
      () => {
        dialog.current?.close();
        onClose(index);
      },
      reduced ? 0 : LIGHTBOX_ANIMATION_MS,
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    wake();
    const rtl = document.documentElement.dir === 'rtl';
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      move((event.key === 'ArrowRight') !== rtl ? 1 : -1);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setIndex(event.key === 'Home' ? 0 : count - 1);
      setFailed(false);
    } else if (event.key === 'Tab') {
      // The page behind is inert already; this keeps Tab cycling inside instead of leaving for
      // the browser's own controls.
      const focusable = [
        ...(dialog.current?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? []),
      ];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const share = { url: pageUrl, title: productTitle, image: image.large };
  const path = new URL(pageUrl).pathname;
  const style = { '--lightbox-ms': `${LIGHTBOX_ANIMATION_MS}ms` } as CSSProperties;

  return (
    <dialog
      ref={dialog}
      className={`lightbox${closing ? ' lightbox--closing' : ''}${idle ? ' lightbox--idle' : ''}`}
      aria-label={t('lightbox.label', { product: productTitle })}
      style={style}
      onCancel={(event) => {
        // Escape: close with the hide animation, and hand focus back (onClose).
        event.preventDefault();
        close();
      }}
      onKeyDown={onKeyDown}
      onPointerMove={wake}
      onFocus={wake}
    >
      <style href="pinwheel-lightbox" precedence="default">
        {lightboxCss}
      </style>
      <div className="lightbox__bar">
        <p className="lightbox__counter" aria-live="polite">
          {t('lightbox.counter', { index: index + 1, count })}
        </p>
        <ul className="lightbox__share" aria-label={t('lightbox.share')}>
          {LIGHTBOX_SHARE_BUTTONS.map((network) => (
            <li key={network}>
              {network === 'download' ? (
                <a className="lightbox__button" href={image.large} download>
                  {t('share.download')}
                </a>
              ) : (
                <a
                  className="lightbox__button"
                  href={shareUrl(network, share)}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => void countShare(path, network, { nonce, lang })}
                >
                  {t(`share.${network}`)}
                  <span className="visually-hidden"> {t('share.newWindow')}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="lightbox__button"
          aria-pressed={zoomed}
          disabled={failed}
          onClick={() => setZoomed((value) => !value)}
        >
          {zoomed ? t('lightbox.zoomOut') : t('lightbox.zoomIn')}
        </button>
        <button type="button" className="lightbox__button lightbox__close" onClick={close}>
          {t('lightbox.close')}
        </button>
      </div>
      <figure
        className={zoomed ? 'lightbox__stage lightbox__stage--zoomed' : 'lightbox__stage'}
        onPointerDown={(event) => {
          if (event.pointerType === 'touch')
            swipeStart.current = { x: event.clientX, y: event.clientY };
        }}
        onPointerUp={(event) => {
          const start = swipeStart.current;
          swipeStart.current = null;
          if (!start || event.pointerType !== 'touch') return;
          const dx = event.clientX - start.x;
          const dy = event.clientY - start.y;
          if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
          const rtl = document.documentElement.dir === 'rtl';
          move(dx < 0 !== rtl ? 1 : -1);
        }}
      >
        {failed ? (
          <p className="lightbox__failed" role="alert">
            {t('lightbox.failed')}
          </p>
        ) : (
          <img
            key={image.large}
            className="lightbox__image"
            src={image.large}
            width={image.width}
            height={image.height}
            alt={image.alt}
            onError={() => setFailed(true)}
            onClick={() => setZoomed((value) => !value)}
          />
        )}
        {image.alt && !failed ? (
          <figcaption className="lightbox__caption">{image.alt}</figcaption>
        ) : null}
      </figure>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="lightbox__arrow lightbox__arrow--previous"
            aria-label={t('gallery.previous')}
            onClick={() => move(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="lightbox__arrow lightbox__arrow--next"
            aria-label={t('gallery.next')}
            onClick={() => move(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
    </dialog>
  );
}
