// One block's settings: what it is (a heading's level, an image from the media library, a button's
// action and address, a form's fields, a published coupon) and its words, English beside Hebrew.
// The API's refusals show beside the field they name (`errorAt`).
import {
  FORM_FIELD_KINDS,
  DESIGN_MAX_FORM_FIELDS,
  BUTTON_ACTIONS,
  NEWS_TICKER_MAX_MS,
  NEWS_TICKER_MIN_MS,
  type DesignBlock,
  type FormBlock,
  type FormField,
} from '@pinwheel/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Field } from '../../admin/field.tsx';
import { FormRow, CheckField } from '../../admin/form-row.tsx';
import { MediaPicker } from '../../admin/media-picker.tsx';
import { useOwnerClient } from '../../admin/owner-api.tsx';
import { useTranslation } from '../../../translation.ts';
import { wordOf, withWord, type DraftBlock, type WordKey } from './popup-draft.ts';

/** The API's message for a place in the body (`popup.design.blocks.2.href`), if it refused it. */
export type ErrorAt = (path: string) => string | undefined;

interface BlockFieldsProps {
  item: DraftBlock;
  onChange: (item: DraftBlock) => void;
  errorAt: ErrorAt;
  hebrewErrorAt: ErrorAt;
}

export function BlockFields({ item, onChange, errorAt, hebrewErrorAt }: BlockFieldsProps) {
  const { t } = useTranslation();
  const { block } = item;
  const set = (next: DesignBlock) => onChange({ ...item, block: next });
  const words = (key: WordKey, label: string, multiline = false) => (
    <Words
      key={key}
      item={item}
      wordKey={key}
      label={label}
      multiline={multiline}
      onChange={onChange}
      error={errorAt(key.replace(/^field\./, 'fields.'))}
      hebrewError={hebrewErrorAt(key.replace(/^field\./, 'fields.'))}
    />
  );

  switch (block.type) {
    case 'heading':
      return (
        <>
          <Field label={t('popupEditor.headingLevel')}>
            {(control) => (
              <select
                {...control}
                value={block.level}
                onChange={(event) =>
                  set({ ...block, level: Number(event.target.value) as 1 | 2 | 3 })
                }
              >
                {[1, 2, 3].map((level) => (
                  <option key={level} value={level}>
                    {t(`popupEditor.headingLevel.${level as 1 | 2 | 3}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {words('text', t('popupEditor.words.heading'))}
        </>
      );
    case 'text':
      return words('text', t('popupEditor.words.text'), true);
    case 'image':
      return (
        <>
          <ImageChoice block={block} onChange={set} error={errorAt('src')} />
          {words('alt', t('popupEditor.words.alt'))}
        </>
      );
    case 'button':
      return (
        <>
          <FormRow>
            <Field label={t('popupEditor.buttonAction')}>
              {(control) => (
                <select
                  {...control}
                  value={block.action}
                  onChange={(event) =>
                    set({ ...block, action: event.target.value as typeof block.action })
                  }
                >
                  {BUTTON_ACTIONS.map((action) => (
                    <option key={action} value={action}>
                      {t(`popupEditor.buttonAction.${action}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {block.action === 'link' ? (
              <Field
                label={t('popupEditor.buttonHref')}
                hint={t('popupEditor.linkHint')}
                error={errorAt('href')}
                required
              >
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    inputMode="url"
                    dir="ltr"
                    value={block.href ?? ''}
                    onChange={(event) => set({ ...block, href: event.target.value })}
                  />
                )}
              </Field>
            ) : null}
          </FormRow>
          {words('label', t('popupEditor.words.button'))}
        </>
      );
    case 'form':
      return (
        <FormFields item={item} block={block} onChange={onChange} words={words} errorAt={errorAt} />
      );
    case 'coupon':
      return (
        <>
          <CouponChoice
            code={block.code}
            onChange={(code) => set({ ...block, code })}
            error={errorAt('code')}
          />
          {words('caption', t('popupEditor.words.caption'))}
        </>
      );
    case 'countdown':
      return <p className="admin-field__hint">{t('popupEditor.countdownHint')}</p>;
    case 'products':
      return <p className="admin-field__hint">{t('popupEditor.productsHint')}</p>;
    case 'ticker':
      return (
        <>
          <p className="admin-field__hint">{t('popupEditor.tickerHint')}</p>
          <Field
            label={t('popupEditor.tickerInterval')}
            hint={t('popupEditor.tickerIntervalHint')}
            error={errorAt('interval_ms')}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={NEWS_TICKER_MIN_MS / 1000}
                max={NEWS_TICKER_MAX_MS / 1000}
                value={block.interval_ms ? block.interval_ms / 1000 : ''}
                onChange={(event) => {
                  const { interval_ms: _old, ...rest } = block;
                  const seconds = Number(event.target.value);
                  set(
                    event.target.value && seconds > 0
                      ? { ...rest, interval_ms: Math.round(seconds * 1000) }
                      : rest,
                  );
                }}
              />
            )}
          </Field>
          {words('messages', t('popupEditor.words.messages'), true)}
        </>
      );
    case 'html':
      return (
        <>
          <p className="admin-field__hint">{t('popupEditor.htmlHint')}</p>
          {words('html', t('popupEditor.words.html'), true)}
        </>
      );
  }
}

/** One word of the block in English and in Hebrew, side by side (stacked on a phone). */
function Words(props: {
  item: DraftBlock;
  wordKey: WordKey;
  label: string;
  multiline: boolean;
  onChange: (item: DraftBlock) => void;
  error: string | undefined;
  hebrewError: string | undefined;
}) {
  const { t } = useTranslation();
  const { item, wordKey } = props;
  const english = wordOf(item.block, wordKey);
  const hebrew = wordOf(item.he, wordKey);
  const control = (
    lang: 'en' | 'he',
    value: string,
    set: (value: string) => void,
    extra: object,
  ) =>
    props.multiline ? (
      <textarea
        {...extra}
        lang={lang}
        dir={lang === 'he' ? 'rtl' : 'ltr'}
        rows={3}
        value={value}
        placeholder={lang === 'he' ? english : undefined}
        onChange={(event) => set(event.target.value)}
      />
    ) : (
      <input
        {...extra}
        type="text"
        lang={lang}
        dir={lang === 'he' ? 'rtl' : 'ltr'}
        value={value}
        placeholder={lang === 'he' ? english : undefined}
        onChange={(event) => set(event.target.value)}
      />
    );
  return (
    <FormRow>
      <Field label={t('popupEditor.inEnglish', { name: props.label })} error={props.error}>
        {(extra) =>
          control(
            'en',
            english,
            (value) => props.onChange({ ...item, block: withWord(item.block, wordKey, value) }),
            extra,
          )
        }
      </Field>
      <Field
        label={t('popupEditor.inHebrew', { name: props.label })}
        error={props.hebrewError}
        hint={
          hebrew.trim() === '' && english.trim() !== ''
            ? t('popupEditor.hebrewFallsBack')
            : undefined
        }
      >
        {(extra) =>
          control(
            'he',
            hebrew,
            (value) =>
              props.onChange({ ...item, he: withWord(item.he ?? item.block, wordKey, value) }),
            extra,
          )
        }
      </Field>
    </FormRow>
  );
}

function ImageChoice(props: {
  block: Extract<DesignBlock, { type: 'image' }>;
  onChange: (block: DesignBlock) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { block } = props;
  return (
    <div className="popup-image-choice">
      {block.src ? (
        <img src={block.src} alt="" className="popup-image-choice__thumb" />
      ) : (
        <p className="admin-field__hint">{t('popupEditor.noImage')}</p>
      )}
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {block.src ? t('popupEditor.changeImage') : t('popupEditor.chooseImage')}
      </button>
      {props.error ? <p className="admin-field__error">{props.error}</p> : null}
      <MediaPicker
        open={open}
        onClose={() => setOpen(false)}
        title={t('popupEditor.chooseImage')}
        onChoose={([item]) => {
          setOpen(false);
          if (!item) return;
          props.onChange({
            ...block,
            src: item.source_url,
            alt: block.alt || item.alt_text,
            ...(item.media_details.width ? { width: item.media_details.width } : {}),
            ...(item.media_details.height ? { height: item.media_details.height } : {}),
          });
        }}
      />
    </div>
  );
}

/** A published coupon of the shop, chosen by its code (what the popup shows and the server checks). */
function CouponChoice(props: {
  code: string;
  onChange: (code: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const coupons = useQuery({
    queryKey: ['coupons', 'published-for-popups'],
    queryFn: ({ signal }) =>
      client.get('/wp-json/wc/v3/coupons', { query: { per_page: 100 }, signal }),
  });
  const published = (coupons.data ?? []).filter((coupon) => coupon.status === 'publish');
  const known = published.some((coupon) => coupon.code === props.code);
  return (
    <Field
      label={t('popupEditor.coupon')}
      hint={
        coupons.isError
          ? t('popupEditor.couponsFailed')
          : published.length === 0 && !coupons.isPending
            ? t('popupEditor.noCoupons')
            : undefined
      }
      // The API says an empty code is too short; in the editor it is a coupon not chosen yet.
      error={props.error && !props.code ? t('popupEditor.couponMissing') : props.error}
      required
    >
      {(control) => (
        <select
          {...control}
          value={props.code}
          onChange={(event) => props.onChange(event.target.value)}
        >
          <option value="">
            {coupons.isPending ? t('popupEditor.couponsLoading') : t('popupEditor.chooseCoupon')}
          </option>
          {props.code && !known ? <option value={props.code}>{props.code}</option> : null}
          {published.map((coupon) => (
            <option key={coupon.id} value={coupon.code}>
              {coupon.code}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

const CHOICE_KINDS = new Set(['select', 'checkbox', 'radio']);

function FormFields(props: {
  item: DraftBlock;
  block: FormBlock;
  onChange: (item: DraftBlock) => void;
  words: (key: WordKey, label: string) => ReactNode;
  errorAt: ErrorAt;
}) {
  const { t } = useTranslation();
  const { item, block } = props;
  const setFields = (fields: FormField[], heFields?: FormField[]) => {
    const he = item.he?.type === 'form' ? item.he : null;
    props.onChange({
      ...item,
      block: { ...block, fields },
      he: he ? { ...he, fields: heFields ?? he.fields } : null,
    });
  };
  const setField = (index: number, changes: Partial<FormField>) =>
    setFields(block.fields.map((field, at) => (at === index ? { ...field, ...changes } : field)));
  const heFields = item.he?.type === 'form' ? item.he.fields : [];
  return (
    <>
      <ol className="popup-form-fields">
        {block.fields.map((field, index) => (
          <li key={index} className="popup-form-field">
            <FormRow>
              <Field
                label={t('popupEditor.fieldKind', { n: index + 1 })}
                error={props.errorAt(`fields.${index}.kind`)}
              >
                {(control) => (
                  <select
                    {...control}
                    value={field.kind}
                    onChange={(event) =>
                      setField(index, { kind: event.target.value as FormField['kind'] })
                    }
                  >
                    {FORM_FIELD_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`popupEditor.fieldKind.${kind}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {CHOICE_KINDS.has(field.kind) ? (
                <Field
                  label={t('popupEditor.fieldOptions')}
                  hint={t('popupEditor.fieldOptionsHint')}
                  error={props.errorAt(`fields.${index}.options`)}
                >
                  {(control) => (
                    <input
                      {...control}
                      type="text"
                      value={(field.options ?? []).join(', ')}
                      onChange={(event) =>
                        setField(index, {
                          options: event.target.value
                            .split(',')
                            .map((one) => one.trim())
                            .filter(Boolean),
                        })
                      }
                    />
                  )}
                </Field>
              ) : null}
            </FormRow>
            <CheckField
              label={t('popupEditor.fieldRequired')}
              checked={Boolean(field.required)}
              onChange={(required) => setField(index, { required })}
            />
            {props.words(
              `field.${index}.label`,
              t('popupEditor.words.fieldLabel', { n: index + 1 }),
            )}
            {field.kind === 'hidden'
              ? null
              : props.words(
                  `field.${index}.placeholder`,
                  t('popupEditor.words.fieldPlaceholder', { n: index + 1 }),
                )}
            <button
              type="button"
              className="button button--quiet"
              disabled={block.fields.length <= 1}
              onClick={() =>
                setFields(
                  block.fields.filter((_, at) => at !== index),
                  heFields.filter((_, at) => at !== index),
                )
              }
            >
              {t('popupEditor.removeField', { n: index + 1 })}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button"
        disabled={block.fields.length >= DESIGN_MAX_FORM_FIELDS}
        onClick={() =>
          setFields([
            ...block.fields,
            {
              kind: 'text',
              label: t('popupEditor.new.field'),
              name: `field_${block.fields.length + 1}`,
            },
          ])
        }
      >
        {t('popupEditor.addField')}
      </button>
      {props.words('submit_label', t('popupEditor.words.submit'))}
      {props.words('consent', t('popupEditor.words.consent'))}
    </>
  );
}
