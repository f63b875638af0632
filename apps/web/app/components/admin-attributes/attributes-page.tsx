// /admin/attributes: the attributes (name, swatch kind, number of terms) and, for the one chosen,
// its terms with their swatches (colour, picture or label), each editable in the form beside them.
// What is chosen and edited lives in the URL (`?attribute=`, `&term=` / `&new=term`, `?edit=` /
// `?new=attribute`), so Back steps out of it.
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../translation.ts';
import { AdminPage } from '../admin/admin-page.tsx';
import { useOwnerClient } from '../admin/owner-api.tsx';
import { EmptyState, ErrorState, LoadingState } from '../admin/page-states.tsx';
import { EditAttribute, NewAttribute } from './attribute-form.tsx';
import {
  ATTRIBUTES_KEY,
  bareSlug,
  termsKey,
  type WcAttribute,
  type WcTerm,
} from './attribute-types.ts';
import { EditTerm, NewTerm } from './term-form.tsx';

export function AttributesPage() {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('attribute');
  const editing = params.get('edit');
  const adding = params.get('new');
  const term = params.get('term');
  const go = (next: Record<string, string>) => setParams(new URLSearchParams(next));
  const attributes = useQuery({
    queryKey: ATTRIBUTES_KEY,
    queryFn: ({ signal }) =>
      client.get('/wp-json/wc/v3/products/attributes', {
        query: { per_page: -1 },
        signal,
      }) as Promise<WcAttribute[]>,
  });
  const attribute = attributes.data?.find((one) => one.id === chosen) ?? null;
  const newButton = (
    <Link to="?new=attribute" className="button button--primary">
      {t('attributesAdmin.new')}
    </Link>
  );
  return (
    <AdminPage
      title={t('attributesAdmin.title')}
      description={t('attributesAdmin.description')}
      actions={newButton}
    >
      <div className="admin-attributes">
        <div className="admin-attributes__list">
          {attributes.isPending ? (
            <LoadingState />
          ) : attributes.isError ? (
            <ErrorState error={attributes.error} onRetry={() => void attributes.refetch()} />
          ) : attributes.data.length === 0 ? (
            <EmptyState
              title={t('attributesAdmin.emptyTitle')}
              body={t('attributesAdmin.emptyBody')}
              action={newButton}
            />
          ) : (
            <ul className="admin-attributes__items" aria-label={t('attributesAdmin.list')}>
              {attributes.data.map((one) => (
                <li
                  key={one.id}
                  className={`admin-attributes__item${one.id === chosen ? ' admin-attributes__item--chosen' : ''}`}
                >
                  <div className="admin-attributes__names">
                    <span className="admin-attributes__name">{one.name}</span>
                    {one.translations.he.name ? (
                      <span lang="he" dir="rtl" className="admin-attributes__name-he">
                        {one.translations.he.name}
                      </span>
                    ) : null}
                    <span className="admin-attributes__meta">
                      <bdi dir="ltr">{bareSlug(one.slug)}</bdi> ·{' '}
                      {t(`attributesAdmin.swatch.${one.swatch_kind}`)}
                    </span>
                  </div>
                  <div className="admin-attributes__actions">
                    <Link
                      to={`?attribute=${encodeURIComponent(one.id)}`}
                      className="button button--quiet"
                      aria-current={one.id === chosen && !editing ? 'true' : undefined}
                    >
                      {/* The visible word starts the name (WCAG 2.5.3), in both languages. */}
                      {t('attributesAdmin.termsButton')}
                      <span className="visually-hidden"> {one.name}</span>
                    </Link>
                    <Link
                      to={`?edit=${encodeURIComponent(one.id)}`}
                      className="button button--quiet"
                    >
                      {t('attributesAdmin.editButton')}
                      <span className="visually-hidden"> {one.name}</span>
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="admin-attributes__detail">
          {adding === 'attribute' ? (
            <NewAttribute onDone={(created) => go(created ? { attribute: created.id } : {})} />
          ) : editing ? (
            <EditAttribute key={editing} id={editing} onDone={() => go({ attribute: editing })} />
          ) : attribute ? (
            <Terms
              attribute={attribute}
              term={term}
              adding={adding === 'term'}
              onDone={() => go({ attribute: attribute.id })}
            />
          ) : attributes.data && attributes.data.length > 0 ? (
            <p className="admin-attributes__hint">{t('attributesAdmin.chooseAttribute')}</p>
          ) : null}
        </div>
      </div>
    </AdminPage>
  );
}

function Swatch({ attribute, term }: { attribute: WcAttribute; term: WcTerm }) {
  if (attribute.swatch_kind === 'color' && term.color) {
    return (
      <span
        className="term-swatch term-swatch--color"
        style={{ background: term.color }}
        aria-hidden="true"
      />
    );
  }
  if (attribute.swatch_kind === 'image' && term.image) {
    return (
      <img
        className="term-swatch term-swatch--image"
        src={term.image.src}
        alt=""
        width={32}
        height={32}
      />
    );
  }
  return (
    <span className="term-swatch term-swatch--label" aria-hidden="true">
      {term.name.slice(0, 2)}
    </span>
  );
}

function Terms({
  attribute,
  term,
  adding,
  onDone,
}: {
  attribute: WcAttribute;
  term: string | null;
  adding: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const terms = useQuery({
    queryKey: termsKey(attribute.id),
    queryFn: ({ signal }) =>
      client.get('/wp-json/wc/v3/products/attributes/{attribute_id}/terms', {
        params: { attribute_id: attribute.id },
        query: { per_page: -1, orderby: 'menu_order' },
        signal,
      }) as Promise<WcTerm[]>,
  });
  const base = `?attribute=${encodeURIComponent(attribute.id)}`;
  const addButton = (
    <Link to={`${base}&new=term`} className="button">
      {t('attributesAdmin.newTerm')}
    </Link>
  );
  return (
    <section className="admin-terms" aria-labelledby="terms-title">
      <div className="admin-terms__head">
        <h3 id="terms-title">{t('attributesAdmin.terms', { name: attribute.name })}</h3>
        {addButton}
      </div>
      {adding ? <NewTerm attribute={attribute} onDone={onDone} /> : null}
      {term ? <EditTerm key={term} attribute={attribute} id={term} onDone={onDone} /> : null}
      {terms.isPending ? (
        <LoadingState />
      ) : terms.isError ? (
        <ErrorState error={terms.error} onRetry={() => void terms.refetch()} />
      ) : terms.data.length === 0 ? (
        <EmptyState
          title={t('attributesAdmin.noTermsTitle')}
          body={t('attributesAdmin.noTermsBody')}
        />
      ) : (
        <ul className="admin-terms__items">
          {terms.data.map((one) => (
            <li key={one.id} className="admin-terms__item">
              <Swatch attribute={attribute} term={one} />
              <div className="admin-terms__names">
                <span className="admin-terms__name">{one.name}</span>
                {one.translations.he.name ? (
                  <span lang="he" dir="rtl" className="admin-terms__name-he">
                    {one.translations.he.name}
                  </span>
                ) : null}
                <span className="admin-terms__meta">
                  <bdi dir="ltr">{one.slug}</bdi>
                  {one.color ? (
                    <>
                      {' · '}
                      <bdi dir="ltr">{one.color}</bdi>
                    </>
                  ) : null}
                  {' · '}
                  {one.count === 1
                    ? t('attributesAdmin.productsOne')
                    : t('attributesAdmin.products', { count: one.count })}
                </span>
              </div>
              <Link
                to={`${base}&term=${encodeURIComponent(one.id)}`}
                className="button button--quiet"
              >
                {t('attributesAdmin.editButton')}
                <span className="visually-hidden"> {one.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
