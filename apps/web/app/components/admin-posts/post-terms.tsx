// The post's categories or tags: every term of the taxonomy as a checkbox (in the order ticked, as
// the API keeps them: the first category is the post's topic line), and a small form adding a new
// one, which is ticked at once. Terms come from wp/v2/categories or wp/v2/tags.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../translation.ts';
import { fieldErrorsOf } from '../admin/field.tsx';
import { useOwnerClient } from '../admin/owner-api.tsx';
import { ErrorState, LoadingState } from '../admin/page-states.tsx';
import { useToast } from '../admin/toast.tsx';
import type { WpTerm } from './post-types.ts';

type Taxonomy = 'categories' | 'tags';

export function PostTerms({
  taxonomy,
  chosen,
  onChange,
  error,
}: {
  taxonomy: Taxonomy;
  chosen: string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const terms = useQuery({
    queryKey: ['wp/v2', taxonomy],
    queryFn: ({ signal }) =>
      client.request<WpTerm[]>('GET', `/wp-json/wp/v2/${taxonomy}`, {
        query: { per_page: -1 },
        signal,
      }),
  });
  const legend = t(taxonomy === 'categories' ? 'postsAdmin.categories' : 'postsAdmin.tags');
  const errorId = useId();
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen.filter((one) => one !== id), id] : chosen.filter((one) => one !== id));
  return (
    <fieldset
      className="post-editor__box post-terms"
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{legend}</legend>
      {taxonomy === 'categories' ? (
        <p className="admin-field__hint">{t('postsAdmin.categoriesHint')}</p>
      ) : null}
      {terms.isPending ? (
        <LoadingState />
      ) : terms.isError ? (
        <ErrorState error={terms.error} onRetry={() => void terms.refetch()} />
      ) : terms.data.length === 0 ? (
        <p className="post-terms__none">
          {t(taxonomy === 'categories' ? 'postsAdmin.noCategories' : 'postsAdmin.noTags')}
        </p>
      ) : (
        <ul className="post-terms__list">
          {terms.data.map((term) => (
            <li key={term.id}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.includes(term.id)}
                  onChange={(event) => toggle(term.id, event.target.checked)}
                />
                {term.name}
              </label>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id={errorId} className="admin-field__error">
          {error}
        </p>
      ) : null}
      <NewTerm taxonomy={taxonomy} onAdded={(id) => onChange([...chosen, id])} />
    </fieldset>
  );
}

function NewTerm({ taxonomy, onAdded }: { taxonomy: Taxonomy; onAdded: (id: string) => void }) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const inputId = useId();
  const errorId = useId();
  const [name, setName] = useState('');
  const add = useMutation({
    mutationFn: (termName: string) =>
      client.request<WpTerm>('POST', `/wp-json/wp/v2/${taxonomy}`, { body: { name: termName } }),
    onSuccess: (term) => {
      setName('');
      onAdded(term.id);
      toast(t('postsAdmin.termAdded', { name: term.name }));
      void queryClient.invalidateQueries({ queryKey: ['wp/v2', taxonomy] });
    },
  });
  const problem = add.error
    ? (fieldErrorsOf(add.error).name ?? (add.error as Error).message)
    : undefined;
  const label = t(taxonomy === 'categories' ? 'postsAdmin.newCategory' : 'postsAdmin.newTag');
  // Not a <form>: it sits inside the post's form, and forms do not nest.
  return (
    <div className="post-terms__new">
      <label htmlFor={inputId} className="admin-field__label">
        {label}
      </label>
      <div className="post-terms__new-row">
        <input
          id={inputId}
          value={name}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (name.trim()) add.mutate(name.trim());
          }}
        />
        <button
          type="button"
          className="button button--quiet"
          disabled={!name.trim() || add.isPending}
          onClick={() => add.mutate(name.trim())}
        >
          {t('postsAdmin.add')}
        </button>
      </div>
      {problem ? (
        <p id={errorId} className="admin-field__error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
