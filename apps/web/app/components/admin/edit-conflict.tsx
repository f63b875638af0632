// What an editor shows when its save was refused because someone else saved first (a 412 from
// useEditableResource): their change is not overwritten unseen; the owner chooses.
import { useTranslation } from '../../translation.ts';

export function EditConflict({
  onReload,
  onOverwrite,
  busy,
}: {
  onReload: () => void;
  onOverwrite: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="admin-conflict" role="alert">
      <p className="admin-conflict__title">{t('adminKit.conflictTitle')}</p>
      <p className="admin-conflict__body">{t('adminKit.conflictBody')}</p>
      <div className="admin-conflict__actions">
        <button type="button" className="button button--quiet" onClick={onReload} disabled={busy}>
          {t('adminKit.conflictReload')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={onOverwrite}
          disabled={busy}
        >
          {t('adminKit.conflictOverwrite')}
        </button>
      </div>
    </div>
  );
}
