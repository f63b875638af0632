// /admin/notices: the recent-purchase notice settings (storefront spec §3), every field of
// pinwheel/v1/settings/notices, with the dashboard kit: where notices come from (real orders, or
// generated from the owner's lists, with the note that generated ones are about nobody real), the
// templates with their placeholders to insert, and a preview drawn by the widget's own notice
// code. The server checks the templates when saved and refuses a bad one beside its field.
import {
  NOTICE_EFFECTS,
  NOTICE_PLACEHOLDERS,
  noticeSettingsProblems,
  toBase64Text,
  translate,
  type Language,
  type MessageKey,
  type NoticePlaceholder,
} from '@pinwheel/core';
import { drawNotice, NOTICE_STYLES } from '@pinwheel/widget/notices/card';
import { noticeLine } from '@pinwheel/widget/notices/text';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { Route } from './+types/admin-notices';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { IdPicker } from '../components/admin/coupons/id-picker.tsx';
import { ResourceConflict } from '../components/admin/edit-conflict.tsx';
import {
  useEditableResource,
  type EditableResource,
} from '../components/admin/editable-resource.ts';
import { Field, fieldErrorsOf } from '../components/admin/field.tsx';
import { FormFooter } from '../components/admin/form-footer.tsx';
import { CheckField, FormRow } from '../components/admin/form-row.tsx';
import { ErrorState, LoadingState } from '../components/admin/page-states.tsx';
import { SaveProblem } from '../components/admin/save-problem.tsx';
import { useToast } from '../components/admin/toast.tsx';
import { useUnsavedChangesPrompt } from '../components/admin/unsaved-changes.ts';
import { pageTitle } from '../page-title.ts';
// The product picker's styles are the coupon pages' (components/admin/coupons/id-picker.tsx).
import pickerStyles from '../styles/admin-coupons.css?url';
import noticesStyles from '../styles/admin-notices.css?url';
import { useTranslation } from '../translation.ts';

export const NOTICE_SETTINGS_PATH = '/wp-json/pinwheel/v1/settings/notices';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: pickerStyles },
  { rel: 'stylesheet', href: noticesStyles },
];

export async function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(translate(context.lang, 'noticesAdmin.title'), context.shop.name) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export default function AdminNotices() {
  const { t } = useTranslation();
  const settings = useEditableResource(NOTICE_SETTINGS_PATH);
  return (
    <AdminPage title={t('noticesAdmin.title')} description={t('noticesAdmin.intro')}>
      {settings.loadError ? (
        <ErrorState error={settings.loadError} onRetry={settings.refetch} />
      ) : settings.isLoading || settings.data === undefined ? (
        <LoadingState />
      ) : (
        <NoticesForm key={settings.version ?? 'none'} resource={settings} />
      )}
    </AdminPage>
  );
}

type Resource = EditableResource<typeof NOTICE_SETTINGS_PATH>;
type Settings = NonNullable<Resource['data']>;
type ListField = 'names' | 'cities';

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function NoticesForm({ resource }: { resource: Resource }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [baseline, setBaseline] = useState(resource.data!);
  const [draft, setDraft] = useState(baseline);
  const listText = (settings: Settings) => ({
    names: settings.names.join('\n'),
    cities: settings.cities.join('\n'),
  });
  const [lists, setLists] = useState(() => listText(baseline));
  const body: Settings = {
    ...draft,
    names: linesOf(lists.names),
    cities: linesOf(lists.cities),
  };
  const dirty = JSON.stringify(body) !== JSON.stringify(baseline);
  useUnsavedChangesPrompt(dirty && !resource.isSaving);
  const afterSave = (saved: Settings | undefined) => {
    if (!saved) return;
    setBaseline(saved);
    setDraft(saved);
    setLists(listText(saved));
    toast(t('adminKit.saved'));
  };
  // The API refuses in English; core's same check names each refused field's problem, shown here
  // in the dashboard's language (a field it does not name keeps the API's words).
  const problems = noticeSettingsProblems(draft);
  const errors = Object.fromEntries(
    Object.entries(fieldErrorsOf(resource.saveError)).map(([field, message]) => {
      const problem = problems[field as keyof typeof problems];
      return [field, problem ? t(`noticesAdmin.problem.${problem.code}`, problem.params) : message];
    }),
  );
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const number = (key: 'time' | 'time_close' | 'message_number_min' | 'message_number_max') => ({
    type: 'number' as const,
    inputMode: 'numeric' as const,
    value: String(draft[key]),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      set(key, Math.trunc(Number(event.target.value) || 0)),
  });
  const list = (key: ListField) => ({
    rows: 4,
    value: lists[key],
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) =>
      setLists((current) => ({ ...current, [key]: event.target.value })),
  });
  const generated = draft.source === 'generated';
  const sourceName = useId();
  const generatedNoteId = useId();

  return (
    <form
      className="admin-form notices-admin"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        resource.save(body).then(afterSave, () => {});
      }}
    >
      <ResourceConflict resource={resource} onSaved={afterSave} />
      <SaveProblem error={resource.saveError} />
      <CheckField
        label={t('noticesAdmin.enabled')}
        hint={t('noticesAdmin.enabledHint')}
        checked={draft.enabled}
        onChange={(checked) => set('enabled', checked)}
      />

      <fieldset className="admin-fieldset">
        <legend>{t('noticesAdmin.sourceTitle')}</legend>
        <RadioField
          name={sourceName}
          label={t('noticesAdmin.sourceOrders')}
          hint={t('noticesAdmin.sourceOrdersHint')}
          checked={!generated}
          onChange={() => set('source', 'orders')}
        />
        <RadioField
          name={sourceName}
          label={t('noticesAdmin.sourceGenerated')}
          checked={generated}
          describedBy={generatedNoteId}
          onChange={() => set('source', 'generated')}
        />
        <p id={generatedNoteId} className="notices-admin__generated-note">
          {t('noticesAdmin.generatedNote')}
        </p>
        {generated ? null : (
          <CheckField
            label={t('noticesAdmin.billing')}
            hint={t('noticesAdmin.billingHint')}
            checked={draft.billing}
            onChange={(checked) => set('billing', checked)}
          />
        )}
      </fieldset>

      {generated ? (
        <fieldset className="admin-fieldset">
          <legend>{t('noticesAdmin.generatedTitle')}</legend>
          <IdPicker
            kind="products"
            label={t('noticesAdmin.products')}
            hint={t('noticesAdmin.productsHint')}
            error={errors.products}
            value={draft.products}
            onChange={(products) => set('products', products)}
          />
          <FormRow>
            <Field
              label={t('noticesAdmin.names')}
              hint={t('noticesAdmin.namesHint')}
              error={errors.names}
            >
              {(control) => <textarea {...control} {...list('names')} />}
            </Field>
            <Field
              label={t('noticesAdmin.cities')}
              hint={t('noticesAdmin.citiesHint')}
              error={errors.cities}
            >
              {(control) => <textarea {...control} {...list('cities')} />}
            </Field>
          </FormRow>
          <FormRow>
            <Field
              label={t('noticesAdmin.country')}
              hint={t('noticesAdmin.countryHint')}
              error={errors.country}
            >
              {(control) => (
                <input
                  {...control}
                  value={draft.country}
                  onChange={(event) => set('country', event.target.value)}
                />
              )}
            </Field>
            <Field
              label={t('noticesAdmin.time')}
              hint={t('noticesAdmin.timeHint')}
              error={errors.time}
            >
              {(control) => <input {...control} {...number('time')} min={1} max={720} />}
            </Field>
          </FormRow>
          <CheckField
            label={t('noticesAdmin.detect')}
            hint={t('noticesAdmin.detectHint')}
            checked={draft.detect}
            onChange={(checked) => set('detect', checked)}
          />
          {draft.detect ? (
            <Field
              label={t('noticesAdmin.detectHeader')}
              hint={t('noticesAdmin.detectHeaderHint')}
              error={errors.detect_header}
            >
              {(control) => (
                <input
                  {...control}
                  dir="ltr"
                  autoComplete="off"
                  value={draft.detect_header}
                  onChange={(event) => set('detect_header', event.target.value)}
                />
              )}
            </Field>
          ) : null}
        </fieldset>
      ) : null}

      {/* Each language's templates side by side: a visitor's page picks its language's. */}
      <fieldset className="admin-fieldset">
        <legend>{t('noticesAdmin.messagesTitle')}</legend>
        <p className="admin-field__hint">{t('noticesAdmin.messagesHint')}</p>
        <FormRow>
          <Templates
            language="en"
            messages={draft.messages}
            error={errors.messages}
            onChange={(messages) => set('messages', messages)}
          />
          <Templates
            language="he"
            messages={draft.messages_he}
            error={errors.messages_he}
            onChange={(messages) => set('messages_he', messages)}
          />
        </FormRow>
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>{t('noticesAdmin.custom')}</legend>
        <p className="admin-field__hint">{t('noticesAdmin.customHint')}</p>
        <FormRow>
          <Field
            label={t('noticesAdmin.customFor', { language: t('noticesAdmin.english') })}
            error={errors.message_custom}
          >
            {(control) => (
              <input
                {...control}
                dir="ltr"
                lang="en"
                value={draft.message_custom}
                onChange={(event) => set('message_custom', event.target.value)}
              />
            )}
          </Field>
          <Field
            label={t('noticesAdmin.customFor', { language: t('noticesAdmin.hebrew') })}
            hint={t('noticesAdmin.customHeHint')}
            error={errors.message_custom_he}
          >
            {(control) => (
              <input
                {...control}
                dir="rtl"
                lang="he"
                value={draft.message_custom_he}
                onChange={(event) => set('message_custom_he', event.target.value)}
              />
            )}
          </Field>
        </FormRow>
        <FormRow>
          <Field label={t('noticesAdmin.numberMin')} error={errors.message_number_min}>
            {(control) => <input {...control} {...number('message_number_min')} min={0} />}
          </Field>
          <Field label={t('noticesAdmin.numberMax')} error={errors.message_number_max}>
            {(control) => <input {...control} {...number('message_number_max')} min={0} />}
          </Field>
        </FormRow>
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>{t('noticesAdmin.lookTitle')}</legend>
        <CheckField
          label={t('noticesAdmin.image')}
          checked={draft.image}
          onChange={(checked) => set('image', checked)}
        />
        <FormRow>
          <Field label={t('noticesAdmin.target')} error={errors.redirect_target}>
            {(control) => (
              <select
                {...control}
                value={draft.redirect_target}
                onChange={(event) =>
                  set('redirect_target', event.target.value === '_blank' ? '_blank' : '_self')
                }
              >
                <option value="_self">{t('noticesAdmin.targetSelf')}</option>
                <option value="_blank">{t('noticesAdmin.targetBlank')}</option>
              </select>
            )}
          </Field>
          <EffectField
            label={t('noticesAdmin.displayEffect')}
            value={draft.display_effect}
            error={errors.display_effect}
            onChange={(effect) => set('display_effect', effect)}
          />
          <EffectField
            label={t('noticesAdmin.hiddenEffect')}
            value={draft.hidden_effect}
            error={errors.hidden_effect}
            onChange={(effect) => set('hidden_effect', effect)}
          />
        </FormRow>
        <CheckField
          label={t('noticesAdmin.loop')}
          hint={t('noticesAdmin.loopHint')}
          checked={draft.loop}
          onChange={(checked) => set('loop', checked)}
        />
        <CheckField
          label={t('noticesAdmin.showClose')}
          hint={t('noticesAdmin.showCloseHint')}
          checked={draft.show_close}
          onChange={(checked) => set('show_close', checked)}
        />
        <Field label={t('noticesAdmin.timeClose')} error={errors.time_close}>
          {(control) => <input {...control} {...number('time_close')} min={1} max={8760} />}
        </Field>
      </fieldset>

      <NoticePreviews settings={body} />
      <FormFooter saving={resource.isSaving} />
    </form>
  );
}

function RadioField({
  name,
  label,
  hint,
  checked,
  describedBy,
  onChange,
}: {
  name: string;
  label: string;
  hint?: string;
  checked: boolean;
  describedBy?: string;
  onChange: () => void;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="admin-check-field">
      <input
        id={id}
        type="radio"
        name={name}
        checked={checked}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ') || undefined}
        onChange={onChange}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function EffectField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: Settings['display_effect'];
  error: string | undefined;
  onChange: (effect: Settings['display_effect']) => void;
}) {
  const { t } = useTranslation();
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) =>
            onChange(NOTICE_EFFECTS.find((effect) => effect === event.target.value) ?? 'fade')
          }
        >
          {NOTICE_EFFECTS.map((effect) => (
            <option key={effect} value={effect}>
              {t(`noticesAdmin.effect.${effect}` as MessageKey)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

const LANGUAGE_NAME: Record<Language, MessageKey> = {
  en: 'noticesAdmin.english',
  he: 'noticesAdmin.hebrew',
};

/**
 * One language's templates, one field each, and the placeholders to insert into the one last
 * edited.
 */
function Templates({
  language: templatesLanguage,
  messages,
  error,
  onChange,
}: {
  language: Language;
  messages: string[];
  error: string | undefined;
  onChange: (messages: string[]) => void;
}) {
  const { t } = useTranslation();
  const language = t(LANGUAGE_NAME[templatesLanguage]);
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const [current, setCurrent] = useState(0);
  const errorId = useId();
  const insert = (placeholder: NoticePlaceholder) => {
    const index = Math.min(current, messages.length - 1);
    const input = inputs.current[index];
    if (index < 0 || !input) {
      onChange([`{${placeholder}}`]);
      return;
    }
    const text = messages[index] ?? '';
    const start = input.selectionStart ?? text.length;
    const end = input.selectionEnd ?? start;
    const token = `{${placeholder}}`;
    onChange(
      messages.map((m, i) => (i === index ? text.slice(0, start) + token + text.slice(end) : m)),
    );
    requestAnimationFrame(() => {
      input.focus();
      input.setSelectionRange(start + token.length, start + token.length);
    });
  };
  return (
    <fieldset
      className="admin-fieldset notices-admin__language"
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{t('noticesAdmin.messagesFor', { language })}</legend>
      {error ? (
        <p id={errorId} className="admin-field__error">
          {error}
        </p>
      ) : null}
      <ol className="notices-admin__templates">
        {messages.map((message, index) => (
          <li key={index} className="notices-admin__template">
            <Field label={t('noticesAdmin.template', { number: index + 1, language })}>
              {(control) => (
                <input
                  {...control}
                  ref={(element) => {
                    inputs.current[index] = element;
                  }}
                  dir={templatesLanguage === 'he' ? 'rtl' : 'ltr'}
                  lang={templatesLanguage}
                  value={message}
                  {...(error ? { 'aria-invalid': true as const } : {})}
                  onFocus={() => setCurrent(index)}
                  onChange={(event) =>
                    onChange(messages.map((m, i) => (i === index ? event.target.value : m)))
                  }
                />
              )}
            </Field>
            {messages.length > 1 ? (
              <button
                type="button"
                className="button button--quiet"
                onClick={() => {
                  onChange(messages.filter((_, i) => i !== index));
                  setCurrent(0);
                }}
              >
                {t('noticesAdmin.removeTemplate', { number: index + 1, language })}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      <div>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            onChange([...messages, '']);
            setCurrent(messages.length);
          }}
        >
          {t('noticesAdmin.addTemplate', { language })}
        </button>
      </div>
      <div
        className="notices-admin__placeholders"
        role="group"
        aria-label={t('noticesAdmin.placeholders', { language })}
      >
        <p className="admin-field__hint" aria-hidden="true">
          {t('noticesAdmin.placeholders', { language })}
        </p>
        {NOTICE_PLACEHOLDERS.map((placeholder) => (
          <button
            key={placeholder}
            type="button"
            className="notices-admin__placeholder"
            dir="ltr"
            aria-label={t('noticesAdmin.insert', {
              placeholder: `{${placeholder}}`,
              meaning: t(`noticesAdmin.placeholder.${placeholder}` as MessageKey),
            })}
            title={t(`noticesAdmin.placeholder.${placeholder}` as MessageKey)}
            onClick={() => insert(placeholder)}
          >
            {`{${placeholder}}`}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** The preview section: the first usable template of each language, as its pages show it. */
function NoticePreviews({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="admin-fieldset notices-admin__preview" aria-labelledby={titleId}>
      <h3 id={titleId} className="notices-admin__preview-title">
        {t('noticesAdmin.previewTitle')}
      </h3>
      <p className="admin-field__hint">{t('noticesAdmin.previewHint')}</p>
      <FormRow>
        <NoticePreview settings={settings} lang="en" />
        <NoticePreview
          lang="he"
          settings={{
            ...settings,
            messages: settings.messages_he,
            message_custom: settings.message_custom_he || settings.message_custom,
          }}
        />
      </FormRow>
    </section>
  );
}

/**
 * The made-up buyer of each language's preview. Written here, not in the message catalogue: a
 * dashboard page carries only its own language's catalogue, and each preview needs its own.
 */
const SAMPLE_BUYER: Record<
  Language,
  { name: string; city: string; country: string; product: string }
> = {
  en: { name: 'Maya', city: 'Tel Aviv', country: 'Israel', product: 'Linen Shirt' },
  he: { name: 'מאיה', city: 'תל אביב', country: 'ישראל', product: 'חולצת פשתן' },
};

/**
 * The first usable template as a visitor's page in `lang` shows it: the widget's own card, in its
 * shadow root, with a made-up buyer named in that language.
 */
function NoticePreview({ settings, lang }: { settings: Settings; lang: Language }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(true);
  const { messages, image, redirect_target, show_close, message_custom } = settings;
  const { time, message_number_min, message_number_max, source } = settings;
  useEffect(() => {
    const host = frame.current;
    if (!host) return;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const now = Date.now();
    const sample = SAMPLE_BUYER[lang];
    const segments = noticeLine(
      {
        title: sample.product,
        url: '/shop',
        thumb: '',
        first_name: toBase64Text(sample.name),
        city: toBase64Text(sample.city),
        state: '',
        country: toBase64Text(sample.country),
        ...(source === 'orders' ? { time: Math.floor(now / 1000) - 2 * 3600 - 120 } : {}),
      },
      {
        messages,
        image,
        redirect_target,
        time,
        display_effect: 'fade',
        hidden_effect: 'fade',
        message_custom,
        message_number_min,
        message_number_max,
        time_close: 1,
        show_close,
        loop: false,
      },
      // The first usable template and the custom range's smallest number, so it holds still.
      { now, random: () => 0, lang },
    );
    setDrawn(segments !== null);
    const style = document.createElement('style');
    style.textContent = `${NOTICE_STYLES} .notice { inline-size: min(360px, 100%); box-shadow: none; }`;
    const card = segments
      ? drawNotice(
          document,
          {
            segments,
            thumb: '',
            url: '/shop',
            target: redirect_target,
            showClose: show_close,
            lang,
          },
          () => {},
        )
      : null;
    root.replaceChildren(style, ...(card ? [card] : []));
  }, [
    lang,
    messages,
    image,
    redirect_target,
    show_close,
    message_custom,
    time,
    message_number_min,
    message_number_max,
    source,
  ]);
  return (
    <figure className="notices-admin__preview-one">
      <figcaption className="admin-field__label">
        {t('noticesAdmin.previewFor', { language: t(LANGUAGE_NAME[lang]) })}
      </figcaption>
      {/* A picture of the card: its link and × do nothing here, so they are out of reach. */}
      <div ref={frame} className="notices-admin__preview-frame" lang={lang} inert />
      {drawn ? null : <p className="admin-field__hint">{t('noticesAdmin.previewNone')}</p>}
    </figure>
  );
}
