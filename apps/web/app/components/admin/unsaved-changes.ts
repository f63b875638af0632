// Keeps an owner from losing what they typed: while `dirty`, leaving the page inside the dashboard
// asks first (the kit's confirm dialog, through React Router's blocker), and closing or reloading
// the tab gets the browser's own "Leave site?" question (beforeunload).
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from '../../translation.ts';
import { useConfirm } from './confirm-dialog.tsx';

export function useUnsavedChangesPrompt(dirty: boolean): void {
  const { t } = useTranslation();
  const confirm = useConfirm();
  // Staying on the same page (a query or hash change) loses nothing.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let current = true;
    void confirm({
      title: t('adminKit.unsavedTitle'),
      body: t('adminKit.unsavedBody'),
      confirmLabel: t('adminKit.unsavedLeave'),
      danger: true,
    }).then((leave) => {
      if (!current) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      current = false;
    };
    // The blocker object changes identity on every render; its state is what matters.
  }, [blocker.state]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
