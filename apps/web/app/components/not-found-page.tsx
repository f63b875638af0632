// The page for an address that leads nowhere. The error boundaries show it for every 404.
import { Link } from 'react-router';
import { useTranslation } from '../translation.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="message-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <p>
        <Link to="/">{t('notFound.back')}</Link>
      </p>
    </section>
  );
}
