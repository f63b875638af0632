// The product's gallery (spec storefront §2, §9): a slider of every picture with thumbnails, a
// hover zoom and a full-screen lightbox. Rendered on the server as a plain list of pictures, each a
// link to its largest size, so it works before JavaScript (the list scrolls sideways and snaps).
// Once hydrated it slides (600 ms), moves on by itself every 7000 ms unless the visitor hovers or
// focuses it or asks for reduced motion, zooms under the mouse (120 ms) and opens the lightbox,
// which is its own chunk, imported the first time the visitor comes near the gallery.
import {
  SLIDER_ANIMATION_MS,
  SLIDER_AUTO_ADVANCE_MS,
  ZOOM_DURATION_MS,
  type ImageRecord,
} from '@pinwheel/core';
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent,
} from 'react';
import { useTranslation } from '../../translation.ts';

const loadLightbox = () => import('./gallery-lightbox.tsx');
const GalleryLightbox = lazy(loadLightbox);

export function ProductGallery({
  images,
  productTitle,
  pageUrl,
  activeIndex,
}: {
  images: ImageRecord[];
  productTitle: string;
  /** The product page's address, for the lightbox's share buttons. */
  pageUrl: string;
  /** The picture the chosen variation shows. */
  activeIndex: number;
}) {
  const { t } = useTranslation();
  const [enhanced, setEnhanced] = useState(false);
  const [index, setIndex] = useState(activeIndex);
  const [lightboxAt, setLightboxAt] = useState<number | null>(null);
  const [held, setHeld] = useState(false);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const count = images.length;

  useEffect(() => setEnhanced(true), []);
  // A newly chosen variation brings its picture to the front.
  useEffect(() => setIndex(activeIndex), [activeIndex]);

  // Auto-advance, held while the visitor is on the gallery or in the lightbox; never for a
  // visitor who asked for reduced motion.
  useEffect(() => {
    if (!enhanced || count < 2 || held || lightboxAt !== null) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) setIndex((current) => (current + 1) % count);
    }, SLIDER_AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [enhanced, count, held, lightboxAt]);

  if (count === 0) return <div className="gallery gallery--empty" />;

  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const openLightbox = (at: number, from: HTMLElement) => {
    opener.current = from;
    setLightboxAt(at);
  };
  const closeLightbox = (at: number) => {
    setLightboxAt(null);
    setIndex(at);
    // Back where the visitor was: the gallery's picture link, now showing the picture the
    // lightbox showed last (the one that opened it when the visitor did not move on).
    requestAnimationFrame(() => {
      const showing = document.querySelector<HTMLElement>(`#gallery-slide-${at} .gallery__link`);
      (showing ?? opener.current)?.focus();
    });
  };
  const zoomAt = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    setZoom({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    });
  };
  const style = {
    '--gallery-index': index,
    '--gallery-slide-ms': `${SLIDER_ANIMATION_MS}ms`,
    '--gallery-zoom-ms': `${ZOOM_DURATION_MS}ms`,
  } as CSSProperties;

  return (
    <section
      className={enhanced ? 'gallery gallery--enhanced' : 'gallery'}
      aria-label={t('product.gallery')}
      aria-roledescription="carousel"
      style={style}
      onPointerEnter={() => {
        setHeld(true);
        void loadLightbox();
      }}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => {
        setHeld(true);
        void loadLightbox();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="gallery__main" data-image-index={index}>
        <ul className="gallery__track" aria-live={held ? 'polite' : 'off'}>
          {images.map((image, at) => {
            const current = at === index;
            return (
              <li
                key={image.src}
                id={`gallery-slide-${at}`}
                className="gallery__slide"
                aria-roledescription="slide"
                aria-label={t('gallery.slide', { index: at + 1, count })}
                aria-hidden={enhanced && !current ? true : undefined}
              >
                <a
                  className="gallery__link"
                  href={image.large}
                  tabIndex={enhanced && !current ? -1 : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    openLightbox(at, event.currentTarget);
                  }}
                  onPointerMove={current ? zoomAt : undefined}
                  onPointerLeave={() => setZoom(null)}
                  style={
                    current && zoom
                      ? ({ '--zoom-x': `${zoom.x}%`, '--zoom-y': `${zoom.y}%` } as CSSProperties)
                      : undefined
                  }
                  data-zoomed={current && zoom ? 'true' : undefined}
                >
                  <img
                    className="gallery__image"
                    src={image.src}
                    srcSet={image.srcSet}
                    sizes="(max-width: 62rem) 100vw, 34rem"
                    width={image.width}
                    height={image.height}
                    alt={image.alt}
                    loading={at === activeIndex ? 'eager' : 'lazy'}
                    fetchPriority={at === activeIndex ? 'high' : undefined}
                    decoding="async"
                  />
                </a>
              </li>
            );
          })}
        </ul>
        {enhanced && count > 1 ? (
          <>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--previous"
              aria-label={t('gallery.previous')}
              onClick={() => go(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--next"
              aria-label={t('gallery.next')}
              onClick={() => go(1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="gallery__thumbs">
          {images.map((image, at) => (
            <li key={image.src}>
              <a
                href={`#gallery-slide-${at}`}
                className={
                  at === index ? 'gallery__thumb gallery__thumb--active' : 'gallery__thumb'
                }
                aria-current={at === index ? 'true' : undefined}
                aria-label={t('gallery.show', { index: at + 1 })}
                onClick={(event) => {
                  if (!enhanced) return;
                  event.preventDefault();
                  setIndex(at);
                }}
              >
                <img
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes="5rem"
                  width={image.width}
                  height={image.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {lightboxAt !== null ? (
        <Suspense fallback={null}>
          <GalleryLightbox
            images={images}
            startAt={lightboxAt}
            productTitle={productTitle}
            pageUrl={pageUrl}
            onClose={closeLightbox}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
