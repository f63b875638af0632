// Deleting one record from a server-drawn owner list (a lead, a message): asks first with the
// confirm dialog, deletes through the owner's typed client, says so (or why not) in a toast and
// draws the page's data again from the server, so the record is gone from the list.
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useConfirm } from './confirm-dialog.tsx';
import { useErrorMessage } from './page-states.tsx';
import { useToast } from './toast.tsx';

export function DeleteRecordButton({
  label,
  accessibleLabel,
  confirmTitle,
  confirmBody,
  confirmLabel,
  deletedMessage,
  remove,
}: {
  label: string;
  /** The button's name when its words alone do not say which record (a row of many). */
  accessibleLabel?: string;
  confirmTitle: string;
  confirmBody: string;
  confirmLabel: string;
  deletedMessage: string;
  remove: () => Promise<unknown>;
}) {
  const confirm = useConfirm();
  const toast = useToast();
  const messageOf = useErrorMessage();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    const sure = await confirm({
      title: confirmTitle,
      body: confirmBody,
      confirmLabel,
      danger: true,
    });
    if (!sure) return;
    setBusy(true);
    try {
      await remove();
      toast(deletedMessage);
      await revalidator.revalidate();
    } catch (error) {
      toast(messageOf(error), { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button button--quiet record-delete"
      disabled={busy}
      aria-label={accessibleLabel}
      onClick={() => void run()}
    >
      {label}
    </button>
  );
}
