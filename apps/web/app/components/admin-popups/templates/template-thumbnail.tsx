// A template's picture in the gallery, drawn by the widget's own renderer (showPopup, the code
// visitors' pages run) so the gallery shows what visitors will see. Each is drawn once its card
// nears the screen: the renderer is imported then (its own chunk), and the popup is mounted into a
// blank same-origin frame the size of a laptop's (or a phone's) screen, scaled down to the card.
// The frame is inert and hidden from assistive technology: the renderer moves focus into a modal
// popup after a moment, and the card's own words describe the design. A picture that cannot be
// drawn says so.
import { contentOf, type Language } from '@pinwheel/core';
import { popupFromTemplate, type PopupTemplate } from '@pinwheel/core/popup-templates';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../translation.ts';

/** The screen each picture is drawn at: a phone's for phone-only designs, else a laptop's. */
function screenOf(template: PopupTemplate) {
  return template.type === 'mobile' ? { width: 390, height: 700 } : { width: 1024, height: 640 };
}

export function TemplateThumbnail({ template, lang }: { template: PopupTemplate; lang: Language }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [near, setNear] = useState(false);
  const [failed, setFailed] = useState(false);
  const [fit, setFit] = useState({ scale: 0.2, offset: 0 });
  const screen = screenOf(template);

  // Drawn only once near the screen: a gallery of thirteen would otherwise start thirteen at once.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The frame's scale follows the card's width (a phone's column, a laptop's grid).
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // Scaled to fit whole, and centred across (a phone's screen is narrower than the card).
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width === 0) return;
      const scale = Math.min(width / screen.width, height / screen.height);
      setFit({ scale, offset: (width - screen.width * scale) / 2 });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [screen.width, screen.height]);

  useEffect(() => {
    if (!near) return;
    let closed = false;
    let close = () => {};
    import('@pinwheel/widget/renderer/show-popup').then(
      ({ showPopup }) => {
        const document = frame.current?.contentDocument;
        if (closed || !document) return;
        document.documentElement.lang = lang;
        document.documentElement.dir = lang === 'he' ? 'rtl' : 'ltr';
        document.body.style.margin = '0';
        const popup = {
          poptin_id: `template${template.id}`.slice(0, 13),
          ...popupFromTemplate(template, lang),
        };
        const handle = showPopup(
          {
            popup,
            content: { ...contentOf(popup), version: 'template' },
            lang,
            trigger: 'template',
            standalone: true,
            onShown: () => {},
            onClose: () => {},
          },
          document,
        );
        close = () => handle.close();
      },
      () => setFailed(true),
    );
    return () => {
      closed = true;
      close();
    };
  }, [near, template, lang]);

  const name = template.words[lang].name;
  return (
    <div
      ref={box}
      className="popup-thumbnail"
      role="img"
      aria-label={t('newPopup.preview', { name })}
    >
      {near ? (
        <iframe
          ref={frame}
          title={t('newPopup.preview', { name })}
          aria-hidden="true"
          tabIndex={-1}
          inert
          width={screen.width}
          height={screen.height}
          style={{ transform: `scale(${fit.scale})`, insetInlineStart: `${fit.offset}px` }}
        />
      ) : null}
      {failed ? <p className="popup-thumbnail__note">{t('newPopup.previewFailed')}</p> : null}
    </div>
  );
}
