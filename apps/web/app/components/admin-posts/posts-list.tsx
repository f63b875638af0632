// The posts list: a status filter, a search, a table of posts (title linking to the editor,
// status, date, categories) and pages. Empty, loading and error states are the kit's.
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { AdminPage } from '../admin/admin-page.tsx';
import { useOwnerClient } from '../admin/owner-api.tsx';
import { EmptyState, ErrorState, LoadingState } from '../admin/page-states.tsx';
import { listPage } from '../admin-library/list-page.ts';
import { useTranslation } from '../../translation.ts';
import {
  dateTimeFormat,
  postMoment,
  type PostStatus,
  type WpPost,
  type WpTerm,
} from './post-types.ts';

const FILTERS = ['any', 'publish', 'future', 'draft'] as const;
type Filter = (typeof FILTERS)[number];
const PER_PAGE = 20;

/** The list's state as the URL holds it. */
function useListAddress() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const filter: Filter = FILTERS.find((f) => f === asked) ?? 'any';
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: { filter?: Filter; search?: string; page?: number }) => {
    const out = new URLSearchParams();
    const f = next.filter ?? filter;
    const s = next.search ?? search;
    const p = next.page ?? 1;
    if (f !== 'any') out.set('status', f);
    if (s) out.set('search', s);
    if (p > 1) out.set('page', String(p));
    setParams(out);
  };
  return { filter, search, page, go };
}

export function PostsList() {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const { filter, search, page, go } = useListAddress();
  const posts = useQuery({
    queryKey: ['posts', 'list', { filter, search, page }],
    queryFn: ({ signal }) =>
      listPage<WpPost>(
        client,
        '/wp-json/wp/v2/posts',
        {
          context: 'edit',
          status: filter,
          search: search || undefined,
          page,
          per_page: PER_PAGE,
        },
        signal,
      ),
  });
  const categories = useQuery({
    queryKey: ['post-categories'],
    queryFn: () =>
      client.get('/wp-json/wp/v2/categories', { query: { per_page: -1 } }) as Promise<WpTerm[]>,
  });
  const categoryNames = new Map((categories.data ?? []).map((term) => [term.id, term.name]));

  return (
    <AdminPage
      title={t('postsAdmin.title')}
      description={t('postsAdmin.description')}
      actions={
        <Link to="/admin/posts/new" className="button">
          {t('postsAdmin.new')}
        </Link>
      }
    >
      <div className="admin-posts__toolbar">
        <nav aria-label={t('postsAdmin.filter')} className="admin-posts__filters">
          {FILTERS.map((f) => (
            <Link
              key={f}
              to={f === 'any' ? '?' : `?status=${f}`}
              className="admin-posts__filter"
              aria-current={f === filter ? 'page' : undefined}
            >
              {t(`postsAdmin.filter.${f}`)}
            </Link>
          ))}
        </nav>
        <SearchForm key={search} search={search} onSearch={(s) => go({ search: s })} />
      </div>
      {posts.isPending ? (
        <LoadingState />
      ) : posts.isError ? (
        <ErrorState error={posts.error} onRetry={() => void posts.refetch()} />
      ) : posts.data.items.length === 0 ? (
        search || filter !== 'any' ? (
          <EmptyState title={t('postsAdmin.noMatchTitle')} body={t('postsAdmin.noMatchBody')} />
        ) : (
          <EmptyState
            title={t('postsAdmin.emptyTitle')}
            body={t('postsAdmin.emptyBody')}
            action={
              <Link to="/admin/posts/new" className="button">
                {t('postsAdmin.new')}
              </Link>
            }
          />
        )
      ) : (
        <>
          <PostsTable posts={posts.data.items} categoryNames={categoryNames} />
          <Pager
            page={page}
            pages={posts.data.totalPages}
            total={posts.data.total}
            onPage={(p) => go({ page: p })}
          />
        </>
      )}
    </AdminPage>
  );
}

function SearchForm({ search, onSearch }: { search: string; onSearch: (s: string) => void }) {
  const { t } = useTranslation();
  return (
    <form
      role="search"
      className="admin-posts__search"
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get('search');
        onSearch(typeof value === 'string' ? value.trim() : '');
      }}
    >
      <label htmlFor="posts-search" className="visually-hidden">
        {t('postsAdmin.search')}
      </label>
      <input id="posts-search" name="search" type="search" defaultValue={search} />
      <button type="submit" className="button button--quiet">
        {t('postsAdmin.searchButton')}
      </button>
    </form>
  );
}

function PostsTable({
  posts,
  categoryNames,
}: {
  posts: WpPost[];
  categoryNames: Map<string, string>;
}) {
  const { t, lang } = useTranslation();
  const format = dateTimeFormat(lang);
  return (
    <div
      className="admin-table-scroll"
      tabIndex={0}
      role="region"
      aria-label={t('postsAdmin.tableLabel')}
    >
      <table className="admin-table admin-posts__table">
        <thead>
          <tr>
            <th scope="col">{t('postsAdmin.columnTitle')}</th>
            <th scope="col">{t('postsAdmin.columnStatus')}</th>
            <th scope="col">{t('postsAdmin.columnDate')}</th>
            <th scope="col">{t('postsAdmin.columnCategories')}</th>
          </tr>
        </thead>
        <tbody>
          {posts.map((post) => {
            const status: PostStatus = post.status ?? 'publish';
            const title = post.title.raw ?? post.title.rendered;
            return (
              <tr key={post.id}>
                <td className="admin-table__name">
                  <Link to={`/admin/posts/${post.id}`}>{title || t('postsAdmin.untitled')}</Link>
                  {post.translations?.he.title ? (
                    <span className="admin-table__sub" lang="he" dir="rtl">
                      {post.translations.he.title}
                    </span>
                  ) : null}
                </td>
                <td>
                  <span className={`status-badge admin-posts__status--${status}`}>
                    {t(`postsAdmin.status.${status}`)}
                  </span>
                </td>
                <td>
                  <time dateTime={new Date(postMoment(post)).toISOString()}>
                    {format.format(postMoment(post))}
                  </time>
                </td>
                <td>
                  {(post.categories ?? [])
                    .map((id) => categoryNames.get(id))
                    .filter(Boolean)
                    .join(', ')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Pager(props: { page: number; pages: number; total: number; onPage: (p: number) => void }) {
  const { t } = useTranslation();
  return (
    <nav
      className="admin-posts__pager"
      aria-label={t('postsAdmin.pageOf', { page: props.page, pages: props.pages })}
    >
      <p>
        {props.total === 1
          ? t('postsAdmin.countOne')
          : t('postsAdmin.count', { count: props.total })}
      </p>
      {props.pages > 1 ? (
        <>
          <button
            type="button"
            className="button button--quiet"
            disabled={props.page <= 1}
            onClick={() => props.onPage(props.page - 1)}
          >
            {t('postsAdmin.previous')}
          </button>
          <span>{t('postsAdmin.pageOf', { page: props.page, pages: props.pages })}</span>
          <button
            type="button"
            className="button button--quiet"
            disabled={props.page >= props.pages}
            onClick={() => props.onPage(props.page + 1)}
          >
            {t('postsAdmin.next')}
          </button>
        </>
      ) : null}
    </nav>
  );
}
