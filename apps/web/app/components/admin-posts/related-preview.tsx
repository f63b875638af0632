// The related posts a post will end with on the shop, in the editor: asked of
// pinwheel/v1/posts/{id}/related (drafts too, in the page's language) and drawn by the storefront's
// own block (RelatedPostsView), so the owner sees what readers will. Shown for a saved post; its
// tags and first category as saved decide it, and a save asks again.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../translation.ts';
import { useOwnerClient } from '../admin/owner-api.tsx';
import { ErrorState, LoadingState } from '../admin/page-states.tsx';
import { RelatedPostsView } from '../catalog/related-posts.tsx';

export const relatedQueryKey = (id: string) => ['post-related', id];

export function RelatedPreview({ postId }: { postId: string | null }) {
  const { t, lang } = useTranslation();
  const client = useOwnerClient();
  const related = useQuery({
    queryKey: [...relatedQueryKey(postId ?? ''), lang],
    queryFn: ({ signal }) =>
      client.get('/wp-json/pinwheel/v1/posts/{id}/related', {
        params: { id: postId ?? '' },
        query: { lang },
        signal,
      }),
    enabled: postId !== null,
  });
  return (
    <section className="post-editor__related" aria-labelledby="post-related-title">
      <h3 id="post-related-title" className="post-editor__related-title">
        {t('postsAdmin.related')}
      </h3>
      <p className="admin-field__hint">{t('postsAdmin.relatedHint')}</p>
      {postId === null ? (
        <p>{t('postsAdmin.relatedUnsaved')}</p>
      ) : related.isPending ? (
        <LoadingState />
      ) : related.isError ? (
        <ErrorState error={related.error} onRetry={() => void related.refetch()} />
      ) : related.data.items.length === 0 ? (
        <p>{t('postsAdmin.relatedNone')}</p>
      ) : (
        <div className="post-editor__related-block">
          <RelatedPostsView answer={related.data} title={t('posts.related')} />
        </div>
      )}
    </section>
  );
}
