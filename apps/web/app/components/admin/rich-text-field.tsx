// A field of formatted text (a product's description, a post's body): the Tiptap editor, loaded
// only when a page shows one (its ~100 KB stay out of every other page) and only in the browser
// (it edits the live DOM). Its value is HTML; the server sanitises whatever arrives by its one
// allow-list (schemas/owner-html.ts), so the editor need not be trusted.
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../translation.ts';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export interface RichTextFieldProps {
  label: string;
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  /** The text's direction: a Hebrew description is written right to left. */
  dir?: 'ltr' | 'rtl';
  hint?: string;
  error?: string | undefined;
  id?: string;
}

export function RichTextField({
  label,
  value,
  onChange,
  dir,
  hint,
  error,
  id,
}: RichTextFieldProps) {
  const { t } = useTranslation();
  const made = useId();
  const fieldId = id ?? `rich${made}`;
  const labelId = `${fieldId}-label`;
  const describedBy = [error ? `${fieldId}-error` : '', hint ? `${fieldId}-hint` : '']
    .filter(Boolean)
    .join(' ');
  const hydrated = useHydrated();
  const loading = (
    <p className="rich-text__loading" role="status">
      {t('adminKit.editorLoading')}
    </p>
  );
  return (
    <div className={`admin-field rich-text${error ? ' admin-field--invalid' : ''}`}>
      {/* The editor is no labelable element, so it is named by aria-labelledby; the label still
          moves focus into it when clicked. */}
      <label
        id={labelId}
        className="admin-field__label"
        onClick={() => document.getElementById(fieldId)?.focus()}
      >
        {label}
      </label>
      {hint ? (
        <p id={`${fieldId}-hint`} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
      {hydrated ? (
        <Suspense fallback={loading}>
          <RichTextEditor
            id={fieldId}
            labelId={labelId}
            describedBy={describedBy || undefined}
            invalid={Boolean(error)}
            value={value}
            onChange={onChange}
            dir={dir}
          />
        </Suspense>
      ) : (
        loading
      )}
      {error ? (
        <p id={`${fieldId}-error`} className="admin-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
