// The product's pictures: chosen from the media library or uploaded there (the kit's picker, with
// a progress bar per file), put in order by dragging or with the keyboard; the first is the main
// picture on the storefront.
import { useState } from 'react';
import { useTranslation } from '../../translation.ts';
import { MediaPicker, thumbnailOf } from '../admin/media-picker.tsx';
import { SortableList } from '../admin/sortable-list.tsx';
import { useEditor, useSetter } from './editor-context.tsx';
import type { PictureValue } from './product-form.ts';

export function EditorPictures() {
  const { t } = useTranslation();
  const { form, errors } = useEditor();
  const setImages = useSetter()('images');
  const [picking, setPicking] = useState(false);
  const labelOf = (picture: PictureValue) =>
    picture.alt || t('productsAdmin.picture', { position: form.images.indexOf(picture) + 1 });
  return (
    <section className="editor-section" aria-labelledby="editor-pictures">
      <h3 id="editor-pictures" className="editor-section__title">
        {t('productsAdmin.section.pictures')}
      </h3>
      {form.images.length === 0 ? (
        <p className="admin-field__hint">{t('productsAdmin.noPictures')}</p>
      ) : (
        <SortableList
          items={form.images}
          getId={(picture) => picture.id}
          getLabel={labelOf}
          label={t('productsAdmin.section.pictures')}
          className="editor-pictures"
          onReorder={setImages}
          renderItem={(picture) => (
            <div className="editor-picture">
              <img src={picture.src} alt={picture.alt} width={72} height={72} />
              <button
                type="button"
                className="button button--quiet"
                onClick={() => setImages(form.images.filter((one) => one.id !== picture.id))}
              >
                {t('productsAdmin.removePicture', {
                  position: form.images.indexOf(picture) + 1,
                })}
              </button>
            </div>
          )}
        />
      )}
      {errors.images ? <p className="admin-field__error">{errors.images}</p> : null}
      <button type="button" className="button" onClick={() => setPicking(true)}>
        {t('productsAdmin.addPictures')}
      </button>
      <MediaPicker
        open={picking}
        multiple
        onClose={() => setPicking(false)}
        onChoose={(items) => {
          setPicking(false);
          const known = new Set(form.images.map((picture) => picture.id));
          setImages([
            ...form.images,
            ...items
              .filter((item) => !known.has(String(item.id)))
              .map((item) => ({ id: String(item.id), src: thumbnailOf(item), alt: item.alt_text })),
          ]);
        }}
      />
    </section>
  );
}
