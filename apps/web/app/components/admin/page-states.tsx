// The three states every dashboard list or editor has beside its content: loading (announced, and
// shown only after a moment so a fast answer does not flash it), empty (what belongs here and how
// to add the first), and failed (why, in words, the request id to quote, and a retry).
import { PinwheelApiError } from '@pinwheel/client';
import type { MessageKey } from '@pinwheel/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../translation.ts';

/** Shown while a page's data loads; after 200 ms, so a quick answer shows no spinner at all. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="admin-state admin-state--loading" role="status" aria-live="polite">
      {shown ? (
        <>
          <span className="admin-state__spinner" aria-hidden="true" />
          <span>{label ?? t('adminKit.loading')}</span>
        </>
      ) : null}
    </div>
  );
}

export function EmptyState({
  title,
  body,
  action,
}: {
  title: string;
  body?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="admin-state admin-state--empty">
      <p className="admin-state__title">{title}</p>
      {body ? <p className="admin-state__body">{body}</p> : null}
      {action ? <div className="admin-state__action">{action}</div> : null}
    </div>
  );
}

/** Why a call failed, in the owner's words: the server's own message when it gave one. */
export function errorMessageKey(error: unknown): MessageKey | null {
  if (!(error instanceof PinwheelApiError)) return 'adminKit.serverError';
  if (error.status === 0) return 'adminKit.offline';
  if (error.status === 401) return 'adminKit.signedOut';
  if (error.status === 403) return 'adminKit.forbidden';
  if (error.status === 404) return 'adminKit.notFound';
  if (error.status >= 500 || error.code === 'invalid_json') return 'adminKit.serverError';
  // A refusal (400, 409, …): the server's message says what was wrong.
  return null;
}

export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    const key = errorMessageKey(error);
    if (key) return t(key);
    return error instanceof Error ? error.message : t('adminKit.serverError');
  };
}

export function ErrorState({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  const { t } = useTranslation();
  const messageOf = useErrorMessage();
  const requestId = error instanceof PinwheelApiError ? error.requestId : undefined;
  const signedOut = error instanceof PinwheelApiError && error.status === 401;
  return (
    <div className="admin-state admin-state--error" role="alert">
      <p className="admin-state__title">{title ?? t('adminKit.errorTitle')}</p>
      <p className="admin-state__body">{messageOf(error)}</p>
      {requestId ? (
        <p className="admin-state__reference">{t('adminKit.reference', { requestId })}</p>
      ) : null}
      <div className="admin-state__action">
        {signedOut ? (
          <a className="button" href="/admin/sign-in">
            {t('adminKit.signIn')}
          </a>
        ) : onRetry ? (
          <button type="button" className="button" onClick={onRetry}>
            {t('adminKit.retry')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
