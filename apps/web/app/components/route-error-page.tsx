// What a visitor sees when a page fails: the not-found page for a 404, otherwise an apology with
// the request id, so the owner can find the log line.
import { isRouteErrorResponse, Link } from 'react-router';
import { useShellData } from '../shell-data.ts';
import { useTranslation } from '../translation.ts';
import { NotFoundPage } from './not-found-page.tsx';

export function RouteErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage />;
}

function ErrorPage() {
  const requestId = useShellData()?.requestId;
  const { t } = useTranslation();
  return (
    <section className="message-page" aria-labelledby="error-title">
      <h1 id="error-title">{t('error.title')}</h1>
      <p>{t('error.body')}</p>
      {requestId ? (
        <p className="message-page__reference">{t('error.reference', { requestId })}</p>
      ) : null}
      <p>
        <Link to="/">{t('notFound.back')}</Link>
      </p>
    </section>
  );
}
