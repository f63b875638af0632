// A side drawer: a modal <dialog> sliding in from the inline-start side (the left in English, the
// right in Hebrew). The browser does the dialog work: showModal() makes the page behind it inert
// (focus stays inside), Escape and a click on the backdrop (closedby="any") close it, and focus
// returns to the button that opened it. The opening button is an invoker command
// (`commandfor`/`command="show-modal"`), so the drawer opens with JavaScript off too.
import type { ReactNode } from 'react';
import { useTranslation } from '../../translation.ts';
import { CloseIcon } from './icons.tsx';

export function Drawer({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = `${id}-title`;
  return (
    <dialog
      id={id}
      className={`drawer${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      closedby="any"
      // A link followed or a form sent inside the drawer navigates without reloading the
      // document: close the drawer so the next page is not hidden behind it.
      onClick={(event) => {
        if ((event.target as Element).closest('a[href]')) event.currentTarget.close();
      }}
      onSubmit={(event) => {
        if ((event.target as HTMLFormElement).method !== 'dialog') event.currentTarget.close();
      }}
    >
      <div className="drawer__head">
        <h2 id={titleId} className="drawer__title">
          {title}
        </h2>
        <button
          type="button"
          className="icon-button drawer__close"
          commandfor={id}
          command="close"
          aria-label={t('drawer.close')}
        >
          <CloseIcon />
        </button>
      </div>
      <div className="drawer__body">{children}</div>
    </dialog>
  );
}

/** The button that opens a drawer; works before and without JavaScript. */
export function DrawerButton({
  drawerId,
  className,
  children,
  label,
}: {
  drawerId: string;
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  return (
    <button
      type="button"
      className={className}
      commandfor={drawerId}
      command="show-modal"
      aria-haspopup="dialog"
      aria-label={label}
    >
      {children}
    </button>
  );
}
