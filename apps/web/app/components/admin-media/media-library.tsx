// /admin/media: the upload area, then the library as a grid of thumbnails or a list (the view, the
// search and the page live in the URL), each item opening its details (alt text, caption, where it
// is used, delete) in a dialog named by `?item=` too, so Back closes it.
import type { MediaItem } from '@pinwheel/client';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../translation.ts';
import { AdminPage } from '../admin/admin-page.tsx';
import { MEDIA_QUERY_KEY, thumbnailOf } from '../admin/media-picker.tsx';
import { useOwnerClient } from '../admin/owner-api.tsx';
import { EmptyState, ErrorState, LoadingState } from '../admin/page-states.tsx';
import { listPage } from '../admin-library/list-page.ts';
import { MediaDetails } from './media-details.tsx';
import { MediaUploads } from './media-uploads.tsx';
import { mediaName } from './media-uses.ts';

const PER_PAGE = 30;
type View = 'grid' | 'list';

function useLibraryAddress() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'list' ? 'list' : 'grid';
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const item = params.get('item');
  const go = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(change)) {
      if (value === null || value === '') next.delete(name);
      else next.set(name, value);
    }
    setParams(next);
  };
  return { view, search, page, item, go };
}

export function MediaLibrary() {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const { view, search, page, item, go } = useLibraryAddress();
  const library = useQuery({
    queryKey: [MEDIA_QUERY_KEY, 'library', { search, page }],
    queryFn: ({ signal }) =>
      listPage<MediaItem>(
        client,
        '/wp-json/wp/v2/media',
        { search: search || undefined, page, per_page: PER_PAGE },
        signal,
      ),
    placeholderData: (previous) => previous,
  });
  const open = (id: string) => go({ item: id });

  return (
    <AdminPage title={t('mediaAdmin.title')} description={t('mediaAdmin.description')}>
      <MediaUploads />
      <div className="media-library__toolbar">
        <form
          role="search"
          className="media-library__search"
          key={search}
          onSubmit={(event) => {
            event.preventDefault();
            const value = new FormData(event.currentTarget).get('search');
            go({ search: typeof value === 'string' ? value.trim() : '', page: null });
          }}
        >
          <label htmlFor="media-search" className="visually-hidden">
            {t('mediaAdmin.search')}
          </label>
          <input id="media-search" name="search" type="search" defaultValue={search} />
          <button type="submit" className="button button--quiet">
            {t('mediaAdmin.searchButton')}
          </button>
        </form>
        <div className="media-library__views" role="group" aria-label={t('mediaAdmin.view')}>
          {(['grid', 'list'] as const).map((one) => (
            <button
              key={one}
              type="button"
              className="button button--quiet"
              aria-pressed={view === one}
              onClick={() => go({ view: one === 'grid' ? null : one })}
            >
              {t(one === 'grid' ? 'mediaAdmin.grid' : 'mediaAdmin.list')}
            </button>
          ))}
        </div>
      </div>
      {library.isPending ? (
        <LoadingState />
      ) : library.isError ? (
        <ErrorState error={library.error} onRetry={() => void library.refetch()} />
      ) : library.data.items.length === 0 ? (
        search ? (
          <EmptyState
            title={t('mediaAdmin.noMatchTitle', { query: search })}
            body={t('mediaAdmin.noMatchBody')}
            action={
              <button type="button" className="button" onClick={() => go({ search: null })}>
                {t('mediaAdmin.clearSearch')}
              </button>
            }
          />
        ) : (
          <EmptyState title={t('mediaAdmin.emptyTitle')} body={t('mediaAdmin.emptyBody')} />
        )
      ) : (
        <>
          <p className="media-library__count">
            {library.data.total === 1
              ? t('mediaAdmin.countOne')
              : t('mediaAdmin.count', { count: library.data.total })}
          </p>
          {view === 'grid' ? (
            <MediaGrid items={library.data.items} onOpen={open} />
          ) : (
            <MediaList items={library.data.items} onOpen={open} />
          )}
          {library.data.totalPages > 1 ? (
            <nav
              className="media-library__pages"
              aria-label={t('mediaAdmin.pageOf', { page, pages: library.data.totalPages })}
            >
              <button
                type="button"
                className="button button--quiet"
                disabled={page <= 1}
                onClick={() => go({ page: String(page - 1) })}
              >
                {t('mediaAdmin.previous')}
              </button>
              <span>{t('mediaAdmin.pageOf', { page, pages: library.data.totalPages })}</span>
              <button
                type="button"
                className="button button--quiet"
                disabled={page >= library.data.totalPages}
                onClick={() => go({ page: String(page + 1) })}
              >
                {t('mediaAdmin.next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
      {item ? <MediaDetails id={item} onClose={() => go({ item: null })} /> : null}
    </AdminPage>
  );
}

function UseBadge({ item }: { item: MediaItem }) {
  const { t } = useTranslation();
  const count = item.pinwheel_used_by.length;
  return (
    <span className={`media-library__use${count ? ' media-library__use--used' : ''}`}>
      {count === 0
        ? t('mediaAdmin.unused')
        : count === 1
          ? t('mediaAdmin.usedOnce')
          : t('mediaAdmin.usedCount', { count })}
    </span>
  );
}

function MediaGrid({ items, onOpen }: { items: MediaItem[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="media-library__grid">
      {items.map((item) => (
        <li key={item.id} className="media-library__cell">
          <button
            type="button"
            className="media-library__tile"
            aria-label={t('mediaAdmin.open', { name: mediaName(item) })}
            onClick={() => onOpen(item.id)}
          >
            <img src={thumbnailOf(item)} alt="" loading="lazy" width={160} height={160} />
          </button>
          <span className="media-library__name" dir="auto">
            {mediaName(item)}
          </span>
          <UseBadge item={item} />
          {item.alt_text ? null : (
            <span className="media-library__missing-alt">{t('mediaAdmin.missingAlt')}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

function MediaList({ items, onOpen }: { items: MediaItem[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <div
      className="admin-table-scroll"
      tabIndex={0}
      role="region"
      aria-label={t('mediaAdmin.tableLabel')}
    >
      <table className="admin-table media-library__table">
        <thead>
          <tr>
            <th scope="col">{t('mediaAdmin.columnPicture')}</th>
            <th scope="col">{t('mediaAdmin.columnTitle')}</th>
            <th scope="col">{t('mediaAdmin.columnAlt')}</th>
            <th scope="col">{t('mediaAdmin.columnUse')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>
                <img
                  src={thumbnailOf(item)}
                  alt=""
                  loading="lazy"
                  width={56}
                  height={56}
                  className="media-library__row-thumb"
                />
              </td>
              <td className="admin-table__name">
                <button
                  type="button"
                  className="media-library__link"
                  onClick={() => onOpen(item.id)}
                >
                  {mediaName(item)}
                </button>
              </td>
              <td dir="auto">
                {item.alt_text || (
                  <span className="media-library__missing-alt">{t('mediaAdmin.missingAlt')}</span>
                )}
              </td>
              <td>
                <UseBadge item={item} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
