// Short notes about what just happened ("Saved.", "Deleted. Undo"), in one polite live region
// that is always in the page, so screen readers announce each note. A note goes after 6 s (10 s
// when it offers an action, to leave time to reach it), or when dismissed; while the pointer or
// focus is on the notes, none goes. The provider sits in the /admin layout.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../translation.ts';

export interface ToastOptions {
  action?: { label: string; onAction: () => void };
  /** A failure: shown in the danger colour. */
  tone?: 'success' | 'error';
}

type Toast = (message: string, options?: ToastOptions) => void;

interface Note extends ToastOptions {
  id: number;
  message: string;
}

const ToastContext = createContext<Toast | null>(null);

const plainMs = 6_000;
const withActionMs = 10_000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [notes, setNotes] = useState<Note[]>([]);
  const [held, setHeld] = useState(false);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => {
    setNotes((current) => current.filter((note) => note.id !== id));
  }, []);
  const toast = useCallback<Toast>((message, options = {}) => {
    const id = nextId.current++;
    setNotes((current) => [...current.slice(-2), { id, message, ...options }]);
  }, []);
  return (
    <ToastContext.Provider value={toast}>
      {children}
      <div
        className="admin-toasts"
        role="region"
        aria-label={t('adminKit.notifications')}
        onPointerEnter={() => setHeld(true)}
        onPointerLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
      >
        <ul className="admin-toasts__list" aria-live="polite">
          {notes.map((note) => (
            <ToastNote key={note.id} note={note} held={held} onDismiss={dismiss} />
          ))}
        </ul>
      </div>
    </ToastContext.Provider>
  );
}

function ToastNote({
  note,
  held,
  onDismiss,
}: {
  note: Note;
  held: boolean;
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => onDismiss(note.id), note.action ? withActionMs : plainMs);
    return () => clearTimeout(timer);
  }, [held, note.id, note.action, onDismiss]);
  return (
    <li className={`admin-toast admin-toast--${note.tone ?? 'success'}`}>
      <span className="admin-toast__message">{note.message}</span>
      {note.action ? (
        <button
          type="button"
          className="admin-toast__action"
          onClick={() => {
            note.action?.onAction();
            onDismiss(note.id);
          }}
        >
          {note.action.label}
        </button>
      ) : null}
      <button
        type="button"
        className="admin-toast__dismiss"
        aria-label={t('adminKit.dismiss')}
        onClick={() => onDismiss(note.id)}
      >
        ×
      </button>
    </li>
  );
}

export function useToast(): Toast {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast() is for pages inside the /admin layout');
  return toast;
}
