// The kit's delete of one thing an owner edits (an attribute, a term, a category): asks first with
// the confirm dialog, deletes, says so (or why not) in a toast, refreshes the lists that showed it
// and hands back to the page. Sits in a <FormFooter> beside the save.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useConfirm } from './confirm-dialog.tsx';
import { useErrorMessage } from './page-states.tsx';
import { useToast } from './toast.tsx';

export function DeleteButton({
  label,
  confirmTitle,
  confirmBody,
  deletedMessage,
  remove,
  refresh,
  onDeleted,
}: {
  /** The button's words, and the confirm dialog's confirming button's. */
  label: string;
  confirmTitle: string;
  confirmBody: string;
  /** The toast once it is gone ("Deleted “Colour”."). */
  deletedMessage: string;
  /** The API call that deletes it. */
  remove: () => Promise<unknown>;
  /** The queries that showed it, fetched again once it is gone. */
  refresh: QueryKey;
  onDeleted: () => void;
}) {
  const confirm = useConfirm();
  const toast = useToast();
  const queryClient = useQueryClient();
  const messageOf = useErrorMessage();
  const run = async () => {
    const sure = await confirm({
      title: confirmTitle,
      body: confirmBody,
      confirmLabel: label,
      danger: true,
    });
    if (!sure) return;
    try {
      await remove();
    } catch (error) {
      toast(messageOf(error), { tone: 'error' });
      return;
    }
    toast(deletedMessage);
    await queryClient.invalidateQueries({ queryKey: refresh });
    onDeleted();
  };
  return (
    <button type="button" className="button button--danger" onClick={() => void run()}>
      {label}
    </button>
  );
}
