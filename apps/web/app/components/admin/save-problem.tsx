// The kit's line at the top of a form whose save failed: "check the fields marked below" when the
// API refused fields by name (each field shows its own reason), else the reason in words. Nothing
// when the last save did not fail (a 412 is <EditConflict>'s, not this).
import { useTranslation } from '../../translation.ts';
import { fieldErrorsOf } from './field.tsx';
import { useErrorMessage } from './page-states.tsx';

export function SaveProblem({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const messageOf = useErrorMessage();
  if (!error) return null;
  const byField = Object.keys(fieldErrorsOf(error)).length > 0;
  return (
    <p className="admin-notice admin-notice--error" role="alert">
      {byField ? t('adminKit.fixFields') : t('adminKit.saveFailed', { reason: messageOf(error) })}
    </p>
  );
}
