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

/**
 * <EditConflict> for an editable resource (editable-resource.ts), shown only while its last save
 * was refused as a conflict; `onSaved` gets what an overwrite saved.
 */
export function ResourceConflict<Saved>({
  resource,
  onSaved,
}: {
  resource: {
    conflict: boolean;
    isSaving: boolean;
    reload: () => Promise<void>;
    overwrite: () => Promise<Saved | undefined>;
  };
  onSaved: (saved: Saved | undefined) => void;
}) {
  if (!resource.conflict) return null;
  return (
    <EditConflict
      busy={resource.isSaving}
      onReload={() => void resource.reload()}
      onOverwrite={() => void resource.overwrite().then(onSaved, () => {})}
    />
  );
}
