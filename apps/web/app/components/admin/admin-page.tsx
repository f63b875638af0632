// The frame of every dashboard page: a way back (on pages below a list), the page's heading and
// what it is for, and its main actions beside the heading (they wrap under it on a phone).
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../translation.ts';

export interface AdminPageProps {
  title: string;
  description?: ReactNode;
  /** Buttons or links for the page as a whole ("Add product"). */
  actions?: ReactNode;
  /** The page above this one: its address, or its address and what to call it. */
  backTo?: string | { to: string; label: string };
  children?: ReactNode;
}

export function AdminPage({ title, description, actions, backTo, children }: AdminPageProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const back = typeof backTo === 'string' ? { to: backTo, label: t('adminKit.back') } : backTo;
  return (
    <section className="admin-page" aria-labelledby={titleId}>
      {back ? (
        <p className="admin-page__back">
          <Link to={back.to}>
            <span aria-hidden="true" className="admin-page__back-arrow">
              ←
            </span>{' '}
            {back.label}
          </Link>
        </p>
      ) : null}
      <header className="admin-page__header">
        <div className="admin-page__heading">
          <h2 id={titleId} className="admin-page__title">
            {title}
          </h2>
          {description ? <p className="admin-page__description">{description}</p> : null}
        </div>
        {actions ? <div className="admin-page__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
