// A game's prizes (gamified_prize: the wheel's slices, the scratch card's and the gift box's
// outcomes): each one's label (and its Hebrew, which Hebrew pages show), whether it wins, the coupon code a winner gets (a published coupon's,
// offered from the shop's list), its chance, and a losing prize's words. The server draws by the
// chances as weights, so they need not add up to 100; the sum is shown so the owner can read each
// share. A Hebrew word left empty shows the prize's own. The API's refusals (a chance outside 0–100, an unsafe redirect) show beside their fields.
import {
  GAMIFIED_PRIZES_MAX,
  type GamifiedPrize,
  type GamifiedPrizeTranslation,
} from '@pinwheel/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Field } from '../../admin/field.tsx';
import { CheckField, FormRow } from '../../admin/form-row.tsx';
import { useOwnerClient } from '../../admin/owner-api.tsx';
import { useTranslation } from '../../../translation.ts';
import type { ErrorAt } from './block-fields.tsx';
import type { PopupDraft } from './popup-draft.ts';

/** An id no prize of the list has yet (`p1`, `p2`, …): the draw and the leads name prizes by it. */
export function freePrizeId(prizes: readonly GamifiedPrize[]): string {
  const taken = new Set(prizes.map((prize) => prize.prize_id));
  let n = prizes.length + 1;
  while (taken.has(`p${n}`)) n++;
  return `p${n}`;
}

export function PrizeFields(props: {
  draft: PopupDraft;
  onChange: (draft: PopupDraft) => void;
  errorAt: ErrorAt;
}) {
  const { t } = useTranslation();
  const { draft, onChange, errorAt } = props;
  const prizes = draft.popup.gamified_prize ?? [];
  const codesId = useId();
  const codes = usePublishedCouponCodes();
  const setPrizes = (next: GamifiedPrize[]) =>
    onChange({ ...draft, popup: { ...draft.popup, gamified_prize: next } });
  const setPrize = (index: number, changes: Partial<GamifiedPrize>) =>
    setPrizes(
      prizes.map((prize, at) => {
        if (at !== index) return prize;
        const next: GamifiedPrize = { ...prize, ...changes };
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined || value === '')
            delete (next as unknown as Record<string, unknown>)[name];
        }
        return next;
      }),
    );
  /** Writes one of a prize's Hebrew words; an emptied one is dropped, and so is an empty `he`. */
  const setHebrew = (index: number, name: keyof GamifiedPrizeTranslation, value: string) => {
    const prize = prizes[index]!;
    const { he: previous, ...others } = prize.translations ?? {};
    const he: GamifiedPrizeTranslation = { ...previous, [name]: value };
    if (value === '') delete he[name];
    const translations = { ...others, ...(Object.keys(he).length ? { he } : {}) };
    const { translations: _old, ...own } = prize;
    setPrizes(
      prizes.map((one, at) =>
        at === index
          ? { ...own, ...(Object.keys(translations).length ? { translations } : {}) }
          : one,
      ),
    );
  };
  const total = prizes.reduce((sum, prize) => sum + (Number(prize.chances) || 0), 0);
  const percent = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

  return (
    <>
      <ol className="popup-prizes">
        {prizes.map((prize, index) => {
          const at = (name: string) => errorAt(`popup.gamified_prize.${index}.${name}`);
          const n = index + 1;
          const he = prize.translations?.he;
          return (
            <li key={prize.prize_id} className="popup-prize">
              <FormRow>
                <Field label={t('popupEditor.prizeLabel', { n })} error={at('label')} required>
                  {(control) => (
                    <input
                      {...control}
                      type="text"
                      // An English label on a Hebrew page keeps its own direction, and so on.
                      dir="auto"
                      maxLength={200}
                      value={prize.label}
                      onChange={(event) => setPrize(index, { label: event.target.value })}
                    />
                  )}
                </Field>
                <HebrewField
                  label={t('popupEditor.inHebrew', { name: t('popupEditor.prizeLabel', { n }) })}
                  error={at('translations.he.label')}
                  value={he?.label}
                  english={prize.label}
                  onChange={(value) => setHebrew(index, 'label', value)}
                />
              </FormRow>
              <FormRow>
                <Field
                  label={t('popupEditor.prizeChance', { n })}
                  hint={
                    total > 0
                      ? t('popupEditor.prizeShare', {
                          share: percent.format(((Number(prize.chances) || 0) / total) * 100),
                        })
                      : undefined
                  }
                  error={at('chances')}
                >
                  {(control) => (
                    <input
                      {...control}
                      type="number"
                      min={0}
                      max={100}
                      step="any"
                      inputMode="decimal"
                      value={Number.isFinite(prize.chances) ? prize.chances : ''}
                      onChange={(event) =>
                        setPrize(index, {
                          chances: event.target.value === '' ? 0 : Number(event.target.value),
                        })
                      }
                    />
                  )}
                </Field>
              </FormRow>
              <CheckField
                label={t('popupEditor.prizeWins', { n })}
                checked={prize.is_winner === 1}
                onChange={(wins) => setPrize(index, { is_winner: wins ? 1 : 0 })}
              />
              {prize.is_winner === 1 ? (
                prize.coupon_id ? (
                  <p className="admin-field__hint">{t('popupEditor.prizeUniqueCodes')}</p>
                ) : (
                  <Field
                    label={t('popupEditor.prizeCode', { n })}
                    hint={t('popupEditor.prizeCodeHint')}
                    error={at('code')}
                  >
                    {(control) => (
                      <input
                        {...control}
                        type="text"
                        dir="ltr"
                        list={codesId}
                        maxLength={200}
                        autoComplete="off"
                        value={prize.code ?? ''}
                        onChange={(event) => setPrize(index, { code: event.target.value })}
                      />
                    )}
                  </Field>
                )
              ) : (
                <Field
                  label={t('popupEditor.prizeLosing', { n })}
                  hint={t('popupEditor.prizeLosingHint')}
                  error={at('loosing_option')}
                >
                  {(control) => (
                    <input
                      {...control}
                      type="text"
                      dir="auto"
                      maxLength={200}
                      value={prize.loosing_option ?? ''}
                      onChange={(event) => setPrize(index, { loosing_option: event.target.value })}
                    />
                  )}
                </Field>
              )}
              {prize.is_winner === 1 ? null : (
                <HebrewField
                  label={t('popupEditor.inHebrew', { name: t('popupEditor.prizeLosing', { n }) })}
                  error={at('translations.he.loosing_option')}
                  value={he?.loosing_option}
                  english={prize.loosing_option}
                  onChange={(value) => setHebrew(index, 'loosing_option', value)}
                />
              )}
              <button
                type="button"
                className="button button--quiet"
                disabled={prizes.length <= 2}
                onClick={() => setPrizes(prizes.filter((_, at) => at !== index))}
              >
                {t('popupEditor.removePrize', { n })}
              </button>
            </li>
          );
        })}
      </ol>
      <datalist id={codesId}>
        {codes.map((code) => (
          <option key={code} value={code} />
        ))}
      </datalist>
      <p className="admin-field__hint" role="status">
        {total > 0
          ? t('popupEditor.prizeTotal', { total: percent.format(total) })
          : t('popupEditor.prizeNoChance')}
      </p>
      {errorAt('popup.gamified_prize') ? (
        <p className="admin-field__error">{errorAt('popup.gamified_prize')}</p>
      ) : null}
      <button
        type="button"
        className="button"
        disabled={prizes.length >= GAMIFIED_PRIZES_MAX}
        onClick={() =>
          setPrizes([
            ...prizes,
            {
              prize_id: freePrizeId(prizes),
              is_winner: 0,
              label: t('popupEditor.prizeNew'),
              chances: 0,
            },
          ])
        }
      >
        {t('popupEditor.addPrize')}
      </button>
    </>
  );
}

/** The codes of the shop's published coupons, offered as a prize's code. */
/** A prize's words in Hebrew, beside the English ones (its placeholder), which show until set. */
function HebrewField(props: {
  label: string;
  error: string | undefined;
  value: string | undefined;
  english: string | undefined;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  return (
    <Field
      label={props.label}
      error={props.error}
      hint={props.value ? undefined : t('popupEditor.hebrewFallsBack')}
    >
      {(control) => (
        <input
          {...control}
          type="text"
          lang="he"
          dir="rtl"
          maxLength={200}
          value={props.value ?? ''}
          placeholder={props.english}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

function usePublishedCouponCodes(): string[] {
  const client = useOwnerClient();
  const coupons = useQuery({
    queryKey: ['coupons', 'published-for-popups'],
    queryFn: ({ signal }) =>
      client.get('/wp-json/wc/v3/coupons', { query: { per_page: 100 }, signal }),
  });
  return (coupons.data ?? [])
    .filter((coupon) => coupon.status === 'publish')
    .map((coupon) => coupon.code);
}
