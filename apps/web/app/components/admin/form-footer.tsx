// The kit's end of an editing form: the save button (its words change while saving, and it cannot
// be pressed twice), an optional way out without saving, and the form's own further actions (a
// delete, which confirms itself) placed at the far end. Styles: admin-form-parts.css.
import type { ReactNode } from 'react';
import { useTranslation } from '../../translation.ts';

export function FormFooter({
  saving,
  saveLabel,
  savingLabel,
  onCancel,
  cancelLabel,
  children,
}: {
  saving: boolean;
  /** The save button's words; the kit's "Save" when not given. */
  saveLabel?: string;
  savingLabel?: string;
  /** Shown as a quiet button when given: leaves the form without saving. */
  onCancel?: () => void;
  cancelLabel?: string;
  /** Further actions (a delete button), after the save. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="admin-form-footer">
      <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving}>
        {saving ? (savingLabel ?? t('adminKit.saving')) : (saveLabel ?? t('adminKit.save'))}
      </button>
      {onCancel ? (
        <button type="button" className="button button--quiet" onClick={onCancel}>
          {cancelLabel ?? t('adminKit.cancel')}
        </button>
      ) : null}
      {children ? <div className="admin-form-footer__more">{children}</div> : null}
    </div>
  );
}
