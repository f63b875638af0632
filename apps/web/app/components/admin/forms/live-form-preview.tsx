// The builder's preview itself, loaded only by the builder (form-preview.tsx): the visitor
// component with its styles, drawn from the definition being edited with the server's default
// settings (previewWebForm) in preview mode, so nothing is fetched or sent.
import '@pinwheel/forms/web-form.css';
import type { Language, WebFormDefinition } from '@pinwheel/core';
import { previewWebForm, WebForm } from '@pinwheel/forms';
import { useMemo } from 'react';
import type { PreviewPlaces } from './form-preview.tsx';

export default function LiveFormPreview(props: {
  definition: WebFormDefinition;
  lang: Language;
  places: PreviewPlaces;
  page: { index: number };
  onPageChange: (index: number) => void;
}) {
  const { definition, lang, places } = props;
  const form = useMemo(
    () =>
      previewWebForm(definition, {
        lang,
        countries: places.countries,
        countriesWithoutStates: places.countriesWithoutStates,
      }),
    [definition, lang, places],
  );
  return (
    <WebForm
      // Another language draws the form anew with its words.
      key={lang}
      form={form}
      endpoint={{ apiBase: '', formId: 'preview', lang }}
      preview
      previewPage={props.page}
      onPreviewPageChange={props.onPageChange}
    />
  );
}
