// Asking before something that cannot be taken back: `const confirm = useConfirm();` then
// `if (await confirm({ title, body, confirmLabel, danger: true })) …`. It is a native modal
// <dialog>: the rest of the page is inert while it is open, focus moves into it (to Cancel when the
// action is dangerous, so Enter does not destroy anything by habit) and back to where it was after,
// and Escape cancels. The provider sits in the /admin layout.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../translation.ts';

export interface ConfirmOptions {
  title: string;
  body?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A destructive action: the confirm button is red and focus starts on Cancel. */
  danger?: boolean;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

interface Pending extends ConfirmOptions {
  resolve: (confirmed: boolean) => void;
  returnFocus: HTMLElement | null;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        const active = document.activeElement;
        setPending({
          ...options,
          resolve,
          returnFocus: active instanceof HTMLElement ? active : null,
        });
      }),
    [],
  );
  const settle = (confirmed: boolean) => {
    if (!pending) return;
    pending.resolve(confirmed);
    setPending(null);
    // The element that opened the dialog gets focus back, as a keyboard user expects (the dialog
    // is closed first: removing an open one would send focus to the page's body after this).
    pending.returnFocus?.focus();
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending ? <ConfirmDialog options={pending} onSettle={settle} /> : null}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() is for pages inside the /admin layout');
  return confirm;
}

function ConfirmDialog({
  options,
  onSettle,
}: {
  options: ConfirmOptions;
  onSettle: (confirmed: boolean) => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const finish = (confirmed: boolean) => {
    dialog.current?.close();
    onSettle(confirmed);
  };
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    (options.danger ? cancelButton : confirmButton).current?.focus();
  }, [options.danger]);
  return (
    <dialog
      ref={dialog}
      className="admin-dialog"
      aria-labelledby={titleId}
      aria-describedby={options.body ? bodyId : undefined}
      onCancel={(event) => {
        // Escape: answer "no" and let React remove the dialog.
        event.preventDefault();
        finish(false);
      }}
    >
      <h2 id={titleId} className="admin-dialog__title">
        {options.title}
      </h2>
      {options.body ? (
        <div id={bodyId} className="admin-dialog__body">
          {options.body}
        </div>
      ) : null}
      <div className="admin-dialog__actions">
        <button
          ref={cancelButton}
          type="button"
          className="button button--quiet"
          onClick={() => finish(false)}
        >
          {options.cancelLabel ?? t('adminKit.cancel')}
        </button>
        <button
          ref={confirmButton}
          type="button"
          className={`button ${options.danger ? 'button--danger' : 'button--primary'}`}
          onClick={() => finish(true)}
        >
          {options.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
