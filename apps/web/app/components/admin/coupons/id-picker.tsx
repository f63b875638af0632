// Choosing products or categories by name: the chosen ones as a list with a Remove button each,
// and a search box whose matches (from the platform API, 10 at a time, after typing pauses) are
// buttons that add one. Plain buttons and a labelled list, so a keyboard and a screen reader get
// every step; the chosen ids are what the coupon keeps.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../translation.ts';
import { useOwnerClient } from '../owner-api.tsx';

type Kind = 'products' | 'categories';

const PATHS = {
  products: '/wp-json/wc/v3/products',
  categories: '/wp-json/wc/v3/products/categories',
} as const;

interface Named {
  id: string;
  name: string;
}

/** The typed text, settled: what is searched once typing pauses. */
function useSettled(value: string, ms = 250) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function IdPicker(props: {
  kind: Kind;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const id = useId();
  const [typed, setTyped] = useState('');
  const search = useSettled(typed.trim());
  const path = PATHS[props.kind];

  const chosen = useQuery({
    queryKey: [props.kind, 'named', [...props.value].sort()],
    enabled: props.value.length > 0,
    queryFn: ({ signal }) =>
      client.request<Named[]>('GET', path, {
        query: { include: props.value.join(','), per_page: 100 },
        signal,
      }),
  });
  const matches = useQuery({
    queryKey: [props.kind, 'search', search],
    enabled: search.length > 0,
    queryFn: ({ signal }) =>
      client.request<Named[]>('GET', path, { query: { search, per_page: 10 }, signal }),
  });
  const nameOf = (one: string) => chosen.data?.find((item) => item.id === one)?.name ?? one;
  const describedBy = [props.hint ? `${id}-hint` : '', props.error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset className="id-picker" aria-describedby={describedBy || undefined}>
      <legend>{props.label}</legend>
      {props.hint ? (
        <p id={`${id}-hint`} className="admin-field__hint">
          {props.hint}
        </p>
      ) : null}
      {props.value.length > 0 ? (
        <ul
          className="id-picker__chosen"
          aria-label={t('adminCoupons.chosen', { what: props.label })}
        >
          {props.value.map((one) => (
            <li key={one}>
              <bdi>{nameOf(one)}</bdi>
              <button
                type="button"
                className="id-picker__remove"
                onClick={() => props.onChange(props.value.filter((other) => other !== one))}
              >
                {t('adminCoupons.remove')}
                <span className="visually-hidden"> {nameOf(one)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="id-picker__none">{t('adminCoupons.noneChosen')}</p>
      )}
      <label htmlFor={`${id}-search`} className="id-picker__search-label">
        {props.kind === 'products'
          ? t('adminCoupons.searchProducts')
          : t('adminCoupons.searchCategories')}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={typed}
        autoComplete="off"
        onChange={(event) => setTyped(event.target.value)}
      />
      <div aria-live="polite" className="id-picker__results">
        {search === '' ? null : matches.isPending ? (
          <p>{t('adminCoupons.searching')}</p>
        ) : matches.isError ? (
          <p className="admin-field__error">{matches.error.message}</p>
        ) : matches.data.length === 0 ? (
          <p>{t('adminCoupons.noMatches')}</p>
        ) : (
          <ul>
            {matches.data.map((item) => {
              const taken = props.value.includes(item.id);
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    className="button button--quiet"
                    disabled={taken}
                    onClick={() => props.onChange([...props.value, item.id])}
                  >
                    {taken ? t('adminCoupons.added') : t('adminCoupons.add')}
                    <span className="visually-hidden"> </span> <bdi>{item.name}</bdi>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {props.error ? (
        <p id={`${id}-error`} className="admin-field__error">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
