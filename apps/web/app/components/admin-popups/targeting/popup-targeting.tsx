// A popup's targeting in plain words: when it opens (its triggers), where (pages, page HTML,
// devices), to whom (cookies, JavaScript values, other popups, converted visitors) and how often,
// each control writing the popup's own wire fields (core's targeting-fields.ts), so what the owner
// sets is exactly what the server and the widget decide on. The sentence above the controls is
// core's targetingSentence, the one the popups list shows.
//
// Controlled (props: the popup data and onChange, plus the API's field messages): a popup is saved
// whole (PUT pinwheel/v1/popups/{id} takes all of its data), so the page that holds the draft — the
// targeting page (routes/admin-popup-targeting.tsx) with the kit's useEditableResource, or the
// popup editor beside its design — owns loading, the version check and saving.
import {
  isOn,
  matchRuleNames,
  parseCountdownTimer,
  type CookieFilterEntry,
  type JsFilterEntry,
  type PageRule,
  type Popup,
  type VisitorListRule,
} from '@pinwheel/core';
import { targetingSentence } from '@pinwheel/core/targeting-text';
import { useId, useState, type ReactNode } from 'react';
import { FormSection } from '../../admin/form-section.tsx';
import { useTranslation } from '../../../translation.ts';
import {
  cookieRows,
  engagementOf,
  engagementText,
  frequencyOf,
  jsRows,
  numberOn,
  localMoment,
  momentTimer,
  pairText,
  type EngagementChoice,
  type FrequencyChoice,
  type PairRow,
} from './targeting-fields.ts';

/** The popup data the controls read and write: the owner API's `popup` (poptin_id not needed). */
export type TargetedPopup = Omit<Popup, 'poptin_id'> & { poptin_id?: string };

export interface PopupTargetingProps {
  popup: TargetedPopup;
  onChange: (next: TargetedPopup) => void;
  /** The API's refusals by field (`popup.show_on_pages.0.value`), as fieldErrorsOf gives them. */
  errors?: Record<string, string>;
}

/** The first refusal of a field or anything inside it. */
function errorOf(errors: Record<string, string>, field: string): string | undefined {
  const key = Object.keys(errors).find(
    (name) => name === `popup.${field}` || name.startsWith(`popup.${field}.`),
  );
  return key ? errors[key] : undefined;
}

export function PopupTargeting({ popup, onChange, errors = {} }: PopupTargetingProps) {
  const { t, lang } = useTranslation();
  const set = (changes: Partial<TargetedPopup>) => onChange({ ...popup, ...changes });
  const clickOnly = isOn(popup.on_click);
  return (
    <div className="popup-targeting">
      <div className="popup-targeting__sentence" role="status" aria-live="polite">
        <p className="popup-targeting__sentence-label">{t('targeting.summary')}</p>
        <p className="popup-targeting__sentence-text">
          {targetingSentence({ poptin_id: popup.poptin_id ?? '', ...popup }, lang)}
        </p>
      </div>

      <FormSection title={t('targeting.when')} intro={t('targeting.whenIntro')}>
        <Toggle
          label={t('targeting.onClick')}
          hint={t('targeting.onClickHint')}
          checked={clickOnly}
          onChange={(on) => set({ on_click: on ? 1 : 0 })}
        />
        <fieldset className="popup-targeting__group" disabled={clickOnly}>
          <legend className="visually-hidden">{t('targeting.triggers')}</legend>
          <NumberTrigger
            label={t('targeting.delay')}
            unit={t('targeting.seconds')}
            value={numberOn(popup.display_after_sec_active, 0)}
            fallback={10}
            min={0}
            error={errorOf(errors, 'display_after_sec_active')}
            onChange={(value) => set({ display_after_sec_active: value ?? 'no' })}
          >
            <label className="popup-targeting__inline">
              <span className="visually-hidden">{t('targeting.delayCounts')}</span>
              <select
                value={popup.display_after_sec_active_on ?? 'page'}
                onChange={(event) =>
                  set({ display_after_sec_active_on: event.target.value as 'page' | 'website' })
                }
              >
                <option value="page">{t('targeting.delayOnPage')}</option>
                <option value="website">{t('targeting.delayOnSite')}</option>
              </select>
            </label>
          </NumberTrigger>
          <NumberTrigger
            label={t('targeting.scroll')}
            unit="%"
            value={numberOn(popup.display_after_scroll_active, 1)}
            fallback={50}
            min={1}
            max={100}
            error={errorOf(errors, 'display_after_scroll_active')}
            onChange={(value) => set({ display_after_scroll_active: value ?? 'no' })}
          />
          <NumberTrigger
            label={t('targeting.clicks')}
            unit={t('targeting.clicksUnit')}
            value={numberOn(popup.display_after_page_click_number_active, 1)}
            fallback={3}
            min={1}
            error={errorOf(errors, 'display_after_page_click_number_active')}
            onChange={(value) => set({ display_after_page_click_number_active: value ?? 'no' })}
          />
          <NumberTrigger
            label={t('targeting.pagesVisited')}
            unit={t('targeting.pagesUnit')}
            value={numberOn(popup.display_after_visit_page_active, 1)}
            fallback={3}
            min={1}
            error={errorOf(errors, 'display_after_visit_page_active')}
            onChange={(value) => set({ display_after_visit_page_active: value ?? 'no' })}
          />
          <NumberTrigger
            label={t('targeting.inactive')}
            unit={t('targeting.seconds')}
            value={numberOn(popup.display_after_inactive_seconds_active, 1)}
            fallback={30}
            min={1}
            error={errorOf(errors, 'display_after_inactive_seconds_active')}
            onChange={(value) => set({ display_after_inactive_seconds_active: value ?? 'no' })}
          />
          <Toggle
            label={t('targeting.exit')}
            hint={t('targeting.exitHint')}
            checked={popup.display_after_exit_website_active === 'yes'}
            onChange={(on) => set({ display_after_exit_website_active: on ? 'yes' : 'no' })}
          />
          <Toggle
            label={t('targeting.adblock')}
            checked={isOn(popup.display_if_adblock_active)}
            onChange={(on) => set({ display_if_adblock_active: on ? 1 : 0 })}
          />
        </fieldset>
        <CartRule popup={popup} set={set} error={errorOf(errors, 'shopify_cart_trigger')} />
      </FormSection>

      <FormSection title={t('targeting.where')} intro={t('targeting.whereIntro')}>
        <PageRules
          legend={t('targeting.showOn')}
          empty={t('targeting.showOnEmpty')}
          addLabel={t('targeting.addShowOn')}
          rules={popup.show_on_pages ?? []}
          field="show_on_pages"
          errors={errors}
          onChange={(rules) => set({ show_on_pages: rules })}
        />
        <PageRules
          legend={t('targeting.hideOn')}
          empty={t('targeting.hideOnEmpty')}
          addLabel={t('targeting.addHideOn')}
          rules={popup.hide_on_pages ?? []}
          field="hide_on_pages"
          errors={errors}
          onChange={(rules) => set({ hide_on_pages: rules })}
        />
        <Choice
          label={t('targeting.devices')}
          value={popup.display_on_device ?? (popup.poptin_type === 'mobile' ? 'mobile' : 'all')}
          options={[
            ['all', t('targeting.devices.all')],
            ['mobile', t('targeting.devices.mobile')],
            ['desktop', t('targeting.devices.desktop')],
          ]}
          onChange={(value) => set({ display_on_device: value as 'all' | 'mobile' | 'desktop' })}
        />
        <SourceRule popup={popup} set={set} error={errorOf(errors, 'source_code_target_html')} />
      </FormSection>

      <FormSection title={t('targeting.who')} intro={t('targeting.whoIntro')}>
        <VisitorList
          legend={t('targeting.countries')}
          showLabel={t('targeting.countriesShow')}
          hideLabel={t('targeting.countriesHide')}
          rule={popup.display_in_countries}
          error={errorOf(errors, 'display_in_countries')}
          onChange={(rule) => set({ display_in_countries: rule })}
        />
        <Languages
          rule={popup.display_in_languages}
          error={errorOf(errors, 'display_in_languages')}
          onChange={(rule) => set({ display_in_languages: rule })}
        />
        <PairRules
          kind="cookie"
          legend={t('targeting.cookies')}
          addLabel={t('targeting.addCookie')}
          rows={cookieRows(popup.cookie_filter)}
          active={isOn(popup.display_if_specific_cookie_active)}
          error={errorOf(errors, 'cookie_filter')}
          onChange={(rows) =>
            set({
              display_if_specific_cookie_active: rows.length > 0 ? 1 : 0,
              cookie_filter: rows.map((row): CookieFilterEntry => ({
                cookie_name_pair: row.name,
                cookie_value_pair: pairText(row),
                cookie_show_pair: row.mode,
              })),
            })
          }
        />
        <PairRules
          kind="js"
          legend={t('targeting.js')}
          addLabel={t('targeting.addJs')}
          rows={jsRows(popup.js_filter)}
          active={isOn(popup.display_if_specific_js_active)}
          error={errorOf(errors, 'js_filter')}
          onChange={(rows) =>
            set({
              display_if_specific_js_active: rows.length > 0 ? 1 : 0,
              js_filter: rows.map((row): JsFilterEntry => ({
                js_name_pair: row.name,
                js_value_pair: pairText(row),
                js_show_pair: row.mode,
              })),
            })
          }
        />
        <EngagementRule
          value={engagementOf(popup)}
          error={errorOf(errors, 'engagement_with_other_poptin_filter')}
          onChange={(choice) =>
            set({
              engagement_with_other_poptin_filter_active: choice ? 1 : 0,
              engagement_with_other_poptin_filter: choice ? engagementText(choice) : '',
            })
          }
        />
        <Toggle
          label={t('targeting.converted')}
          checked={isOn(popup.stop_showing_to_converted_users)}
          onChange={(on) => set({ stop_showing_to_converted_users: on ? 1 : 0 })}
        />
      </FormSection>

      <FormSection title={t('targeting.often')}>
        <Frequency
          value={frequencyOf(popup.d_f_a)}
          error={errorOf(errors, 'd_f_a')}
          onChange={(choice) => set({ d_f_a: choice })}
        />
      </FormSection>

      <FormSection title={t('targeting.schedule')} intro={t('targeting.scheduleIntro')}>
        <Schedule popup={popup} set={set} error={errorOf(errors, 'design_properties.timer')} />
      </FormSection>
    </div>
  );
}

function Toggle({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const hintId = useId();
  return (
    <div className="popup-targeting__toggle">
      <label>
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />{' '}
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A trigger that is off or a number: a checkbox, then its number once on. */
function NumberTrigger({
  label,
  unit,
  value,
  fallback,
  min,
  max,
  error,
  onChange,
  children,
}: {
  label: string;
  unit: string;
  value: number | null;
  fallback: number;
  min: number;
  max?: number;
  error?: string | undefined;
  onChange: (value: number | null) => void;
  children?: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`popup-targeting__trigger${error ? ' admin-field--invalid' : ''}`}>
      <label>
        <input
          type="checkbox"
          checked={value !== null}
          onChange={(event) => onChange(event.target.checked ? fallback : null)}
        />{' '}
        {label}
      </label>
      {value !== null ? (
        <span className="popup-targeting__amount">
          <label htmlFor={id} className="visually-hidden">
            {`${label} (${unit})`}
          </label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              const number = event.target.valueAsNumber;
              onChange(Number.isFinite(number) ? number : min);
            }}
          />
          <span aria-hidden="true">{unit}</span>
          {children}
        </span>
      ) : null}
      {error ? (
        <p id={errorId} className="admin-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: [string, string][];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="admin-field">
      <label htmlFor={id} className="admin-field__label">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

function MatchSelect({
  label,
  value,
  onChange,
  withAny = false,
}: {
  label: string;
  value: string;
  onChange: (value: PageRule['rule']) => void;
  withAny?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <label className="popup-targeting__cell">
      <span className="popup-targeting__cell-label">{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value as PageRule['rule'])}>
        {matchRuleNames
          .filter((rule) => withAny || rule !== 'any_value')
          .map((rule) => (
            <option key={rule} value={rule}>
              {t(`targeting.match.${rule}`)}
            </option>
          ))}
      </select>
    </label>
  );
}

function PageRules({
  legend,
  empty,
  addLabel,
  rules,
  field,
  errors,
  onChange,
}: {
  legend: string;
  empty: string;
  addLabel: string;
  rules: readonly PageRule[];
  field: 'show_on_pages' | 'hide_on_pages';
  errors: Record<string, string>;
  onChange: (rules: PageRule[]) => void;
}) {
  const { t } = useTranslation();
  const replace = (index: number, rule: PageRule) =>
    onChange(rules.map((one, at) => (at === index ? rule : one)));
  return (
    <fieldset className="popup-targeting__rules">
      <legend>{legend}</legend>
      {rules.length === 0 ? <p className="admin-field__hint">{empty}</p> : null}
      <ul>
        {rules.map((rule, index) => {
          const error = errorOf(errors, `${field}.${index}`);
          return (
            <li key={index} className="popup-targeting__rule">
              <MatchSelect
                label={t('targeting.addressRule', { number: index + 1 })}
                value={rule.rule}
                onChange={(value) => replace(index, { ...rule, rule: value })}
              />
              <label className="popup-targeting__cell popup-targeting__cell--grow">
                <span className="popup-targeting__cell-label">
                  {t('targeting.addressValue', { number: index + 1 })}
                </span>
                <input
                  type="text"
                  dir="ltr"
                  value={rule.value}
                  placeholder="/products"
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => replace(index, { ...rule, value: event.target.value })}
                />
              </label>
              <button
                type="button"
                className="button button--quiet"
                aria-label={t('targeting.removeRule', { number: index + 1, list: legend })}
                onClick={() => onChange(rules.filter((_, at) => at !== index))}
              >
                {t('targeting.remove')}
              </button>
              {error ? (
                <p className="admin-field__error popup-targeting__rule-error">{error}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="button button--quiet"
        onClick={() => onChange([...rules, { rule: 'contain', value: '' }])}
      >
        {addLabel}
      </button>
    </fieldset>
  );
}

function PairRules({
  kind,
  legend,
  addLabel,
  rows,
  active,
  error,
  onChange,
}: {
  kind: 'cookie' | 'js';
  legend: string;
  addLabel: string;
  rows: PairRow[];
  active: boolean;
  error?: string | undefined;
  onChange: (rows: PairRow[]) => void;
}) {
  const { t } = useTranslation();
  const shown = active ? rows : [];
  const replace = (index: number, row: PairRow) =>
    onChange(shown.map((one, at) => (at === index ? row : one)));
  return (
    <fieldset className="popup-targeting__rules">
      <legend>{legend}</legend>
      <ul>
        {shown.map((row, index) => (
          <li key={index} className="popup-targeting__rule">
            <label className="popup-targeting__cell">
              <span className="popup-targeting__cell-label">
                {t('targeting.pairMode', { number: index + 1 })}
              </span>
              <select
                value={row.mode}
                onChange={(event) =>
                  replace(index, { ...row, mode: event.target.value as PairRow['mode'] })
                }
              >
                <option value="show">{t('targeting.pairShow')}</option>
                <option value="dont_show">{t('targeting.pairHide')}</option>
              </select>
            </label>
            <label className="popup-targeting__cell">
              <span className="popup-targeting__cell-label">
                {t(kind === 'cookie' ? 'targeting.cookieName' : 'targeting.jsName', {
                  number: index + 1,
                })}
              </span>
              <input
                type="text"
                dir="ltr"
                value={row.name}
                onChange={(event) => replace(index, { ...row, name: event.target.value })}
              />
            </label>
            <MatchSelect
              label={t('targeting.pairRule', { number: index + 1 })}
              value={row.rule}
              withAny
              onChange={(value) => replace(index, { ...row, rule: value })}
            />
            {row.rule === 'any_value' ? null : (
              <label className="popup-targeting__cell popup-targeting__cell--grow">
                <span className="popup-targeting__cell-label">
                  {t('targeting.pairValue', { number: index + 1 })}
                </span>
                <input
                  type="text"
                  dir="ltr"
                  value={row.value}
                  onChange={(event) => replace(index, { ...row, value: event.target.value })}
                />
              </label>
            )}
            <button
              type="button"
              className="button button--quiet"
              aria-label={t('targeting.removeRule', { number: index + 1, list: legend })}
              onClick={() => onChange(shown.filter((_, at) => at !== index))}
            >
              {t('targeting.remove')}
            </button>
          </li>
        ))}
      </ul>
      {error ? <p className="admin-field__error">{error}</p> : null}
      <button
        type="button"
        className="button button--quiet"
        onClick={() => onChange([...shown, { mode: 'show', name: '', rule: 'exact', value: '' }])}
      >
        {addLabel}
      </button>
    </fieldset>
  );
}

function CartRule({
  popup,
  set,
  error,
}: {
  popup: TargetedPopup;
  set: (changes: Partial<TargetedPopup>) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const on = isOn(popup.shopify_cart_trigger_active);
  const valueId = useId();
  return (
    <fieldset className="popup-targeting__rules">
      <legend>{t('targeting.cart')}</legend>
      <Toggle
        label={t('targeting.cartOn')}
        hint={t('targeting.cartHint')}
        checked={on}
        onChange={(checked) =>
          set({
            shopify_cart_trigger_active: checked ? 1 : 0,
            shopify_cart_trigger_action: popup.shopify_cart_trigger_action ?? 'cart_value',
            shopify_cart_trigger_cart_spec_filter:
              popup.shopify_cart_trigger_cart_spec_filter ?? 'greater_than_or_equal',
            shopify_cart_trigger_cart_spec_value: popup.shopify_cart_trigger_cart_spec_value ?? 50,
          })
        }
      />
      {on ? (
        <div className="popup-targeting__rule">
          <label className="popup-targeting__cell">
            <span className="popup-targeting__cell-label">{t('targeting.cartMeasure')}</span>
            <select
              value={popup.shopify_cart_trigger_action ?? 'cart_value'}
              onChange={(event) =>
                set({
                  shopify_cart_trigger_action: event.target.value as 'cart_value' | 'item_count',
                })
              }
            >
              <option value="cart_value">{t('targetingSummary.cart.cart_value')}</option>
              <option value="item_count">{t('targetingSummary.cart.item_count')}</option>
            </select>
          </label>
          <label className="popup-targeting__cell">
            <span className="popup-targeting__cell-label">{t('targeting.cartComparison')}</span>
            <select
              value={popup.shopify_cart_trigger_cart_spec_filter ?? 'greater_than_or_equal'}
              onChange={(event) =>
                set({
                  shopify_cart_trigger_cart_spec_filter: event.target.value as
                    'greater_than' | 'equal' | 'greater_than_or_equal',
                })
              }
            >
              <option value="greater_than_or_equal">
                {t('targetingSummary.cart.greater_than_or_equal')}
              </option>
              <option value="greater_than">{t('targetingSummary.cart.greater_than')}</option>
              <option value="equal">{t('targetingSummary.cart.equal')}</option>
            </select>
          </label>
          <label className="popup-targeting__cell" htmlFor={valueId}>
            <span className="popup-targeting__cell-label">{t('targeting.cartValue')}</span>
            <input
              id={valueId}
              type="number"
              min={0}
              step="any"
              value={Number(popup.shopify_cart_trigger_cart_spec_value ?? 0)}
              onChange={(event) =>
                set({
                  shopify_cart_trigger_cart_spec_value: Number.isFinite(event.target.valueAsNumber)
                    ? event.target.valueAsNumber
                    : 0,
                })
              }
            />
          </label>
        </div>
      ) : null}
      {error ? <p className="admin-field__error">{error}</p> : null}
    </fieldset>
  );
}

function SourceRule({
  popup,
  set,
  error,
}: {
  popup: TargetedPopup;
  set: (changes: Partial<TargetedPopup>) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const on = isOn(popup.source_code_target_active);
  return (
    <fieldset className="popup-targeting__rules">
      <legend>{t('targeting.source')}</legend>
      <Toggle
        label={t('targeting.sourceOn')}
        checked={on}
        onChange={(checked) =>
          set({
            source_code_target_active: checked ? 1 : 0,
            source_code_target_role: popup.source_code_target_role ?? 'contain',
          })
        }
      />
      {on ? (
        <div className="popup-targeting__rule">
          <label className="popup-targeting__cell">
            <span className="popup-targeting__cell-label">{t('targeting.sourceRole')}</span>
            <select
              value={popup.source_code_target_role ?? 'contain'}
              onChange={(event) =>
                set({ source_code_target_role: event.target.value as 'contain' | 'not_contain' })
              }
            >
              <option value="contain">{t('targeting.sourceContains')}</option>
              <option value="not_contain">{t('targeting.sourceLacks')}</option>
            </select>
          </label>
          <label className="popup-targeting__cell popup-targeting__cell--grow">
            <span className="popup-targeting__cell-label">{t('targeting.sourceText')}</span>
            <input
              type="text"
              dir="ltr"
              value={popup.source_code_target_html ?? ''}
              aria-invalid={error ? true : undefined}
              onChange={(event) => set({ source_code_target_html: event.target.value })}
            />
          </label>
        </div>
      ) : null}
      {error ? <p className="admin-field__error">{error}</p> : null}
    </fieldset>
  );
}

function EngagementRule({
  value,
  error,
  onChange,
}: {
  value: EngagementChoice | null;
  error?: string | undefined;
  onChange: (choice: EngagementChoice | null) => void;
}) {
  const { t } = useTranslation();
  const choice = value ?? { mode: 'dont_show', action: 'converted', kind: 'other', popupId: 'any' };
  const update = (changes: Partial<EngagementChoice>) => onChange({ ...choice, ...changes });
  return (
    <fieldset className="popup-targeting__rules">
      <legend>{t('targeting.engagement')}</legend>
      <Toggle
        label={t('targeting.engagementOn')}
        checked={value !== null}
        onChange={(on) => onChange(on ? choice : null)}
      />
      {value ? (
        <div className="popup-targeting__rule">
          <label className="popup-targeting__cell">
            <span className="popup-targeting__cell-label">{t('targeting.engagementMode')}</span>
            <select
              value={choice.mode}
              onChange={(event) => update({ mode: event.target.value as EngagementChoice['mode'] })}
            >
              <option value="show">{t('targeting.engagementShow')}</option>
              <option value="dont_show">{t('targeting.engagementHide')}</option>
            </select>
          </label>
          <label className="popup-targeting__cell">
            <span className="popup-targeting__cell-label">{t('targeting.engagementAction')}</span>
            <select
              value={choice.action}
              onChange={(event) =>
                update({ action: event.target.value as EngagementChoice['action'] })
              }
            >
              {(['seen_poptin', 'not_seen', 'closed', 'converted'] as const).map((action) => (
                <option key={action} value={action}>
                  {t(`targetingSummary.engagement.${action}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="popup-targeting__cell">
            <span className="popup-targeting__cell-label">{t('targeting.engagementKind')}</span>
            <select
              value={choice.kind}
              onChange={(event) => update({ kind: event.target.value as EngagementChoice['kind'] })}
            >
              <option value="other">{t('targeting.engagementOther')}</option>
              <option value="embedded">{t('targeting.engagementEmbedded')}</option>
            </select>
          </label>
          <label className="popup-targeting__cell popup-targeting__cell--grow">
            <span className="popup-targeting__cell-label">{t('targeting.engagementPopup')}</span>
            <input
              type="text"
              dir="ltr"
              value={choice.popupId}
              aria-invalid={error ? true : undefined}
              onChange={(event) => update({ popupId: event.target.value.trim() || 'any' })}
            />
          </label>
        </div>
      ) : null}
      {error ? <p className="admin-field__error">{error}</p> : null}
    </fieldset>
  );
}

function Frequency({
  value,
  error,
  onChange,
}: {
  value: FrequencyChoice;
  error?: string | undefined;
  onChange: (choice: Popup['d_f_a']) => void;
}) {
  const { t } = useTranslation();
  const countId = useId();
  // Without a rule every page view may show it, as the widget decides.
  const kind = value?.rule ?? 'display_everytime_everypage_5';
  return (
    <div className={`admin-field${error ? ' admin-field--invalid' : ''}`}>
      <Choice
        label={t('targeting.frequency')}
        value={kind}
        options={[
          ['display_everytime_everypage_5', t('targeting.frequency.always')],
          ['display_once_a_visitor_2', t('targeting.frequency.once')],
          ['display_once_every_few_days_3', t('targeting.frequency.days')],
          ['display_once_every_few_visiting_4', t('targeting.frequency.visits')],
        ]}
        onChange={(rule) => {
          if (rule === 'display_once_every_few_days_3') onChange({ rule, days: 3 });
          else if (rule === 'display_once_every_few_visiting_4') onChange({ rule, visits: 2 });
          else onChange({ rule } as Popup['d_f_a']);
        }}
      />
      {value?.rule === 'display_once_every_few_days_3' ||
      value?.rule === 'display_once_every_few_visiting_4' ? (
        <div className="popup-targeting__amount">
          <label htmlFor={countId}>
            {t(
              value.rule === 'display_once_every_few_days_3'
                ? 'targeting.frequencyDays'
                : 'targeting.frequencyVisits',
            )}
          </label>
          <input
            id={countId}
            type="number"
            min={1}
            value={value.rule === 'display_once_every_few_days_3' ? value.days : value.visits}
            onChange={(event) => {
              const count = Math.max(1, Math.round(event.target.valueAsNumber || 1));
              onChange(
                value.rule === 'display_once_every_few_days_3'
                  ? { rule: value.rule, days: count }
                  : { rule: value.rule, visits: count },
              );
            }}
          />
        </div>
      ) : null}
      {error ? <p className="admin-field__error">{error}</p> : null}
    </div>
  );
}

/**
 * The popup's end: its countdown's moment (`design_properties.timer`, `date|time|offset`), after
 * which the widget no longer shows it. Typed in the owner's own time, written with their offset.
 */
function Schedule({
  popup,
  set,
  error,
}: {
  popup: TargetedPopup;
  set: (changes: Partial<TargetedPopup>) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const properties = popup.design_properties ?? {};
  const timer = parseCountdownTimer(properties.timer);
  if (timer?.kind === 'duration') {
    return <p className="admin-field__hint">{t('targeting.scheduleDuration')}</p>;
  }
  const at = timer?.kind === 'moment' ? timer.at : null;
  const withTimer = (value: string | null) => {
    const { timer: _timer, timer_ver: _version, ...rest } = properties;
    set({ design_properties: value === null ? rest : { ...rest, timer: value, timer_ver: 0 } });
  };
  return (
    <div className={`popup-targeting__rules${error ? ' admin-field--invalid' : ''}`}>
      <Toggle
        label={t('targeting.scheduleOn')}
        checked={at !== null}
        onChange={(on) =>
          withTimer(on ? momentTimer(localMoment(Date.now() + 7 * 24 * 3600 * 1000)) : null)
        }
      />
      {at !== null ? (
        <div className="popup-targeting__cell">
          <label htmlFor={id} className="popup-targeting__cell-label">
            {t('targeting.scheduleAt')}
          </label>
          <input
            id={id}
            type="datetime-local"
            value={localMoment(at)}
            aria-describedby={hintId}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              if (event.target.value) withTimer(momentTimer(event.target.value));
            }}
          />
          <p id={hintId} className="admin-field__hint">
            {t('targeting.scheduleHint')}
          </p>
        </div>
      ) : null}
      {error ? <p className="admin-field__error">{error}</p> : null}
    </div>
  );
}

/** Countries: show only to, or keep away from, the codes typed (kept as typed until saved). */
function VisitorList({
  legend,
  showLabel,
  hideLabel,
  rule,
  error,
  onChange,
}: {
  legend: string;
  showLabel: string;
  hideLabel: string;
  rule: VisitorListRule | undefined;
  error?: string | undefined;
  onChange: (rule: VisitorListRule | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(() => (rule?.values ?? []).join(', '));
  const mode = rule?.mode ?? 'show';
  const write = (nextText: string, nextMode: VisitorListRule['mode']) => {
    const values = nextText
      .split(/[\s,]+/)
      .map((one) => one.trim().toUpperCase())
      .filter(Boolean);
    onChange(values.length > 0 ? { mode: nextMode, values } : undefined);
  };
  return (
    <fieldset className="popup-targeting__rules">
      <legend>{legend}</legend>
      <div className="popup-targeting__rule">
        <label className="popup-targeting__cell">
          <span className="popup-targeting__cell-label">{t('targeting.countriesMode')}</span>
          <select
            value={mode}
            onChange={(event) => write(text, event.target.value as VisitorListRule['mode'])}
          >
            <option value="show">{showLabel}</option>
            <option value="dont_show">{hideLabel}</option>
          </select>
        </label>
        <label className="popup-targeting__cell popup-targeting__cell--grow" htmlFor={id}>
          <span className="popup-targeting__cell-label">{t('targeting.countriesList')}</span>
          <input
            id={id}
            type="text"
            dir="ltr"
            autoComplete="off"
            value={text}
            placeholder="IL, US"
            aria-describedby={`${id}-hint`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setText(event.target.value);
              write(event.target.value, mode);
            }}
          />
        </label>
      </div>
      <p id={`${id}-hint`} className="admin-field__hint">
        {t('targeting.countriesHint')}
      </p>
      {error ? <p className="admin-field__error">{error}</p> : null}
    </fieldset>
  );
}

/** Languages: one of the two the display answer chooses between, shown to or kept away. */
function Languages({
  rule,
  error,
  onChange,
}: {
  rule: Popup['display_in_languages'];
  error?: string | undefined;
  onChange: (rule: Popup['display_in_languages']) => void;
}) {
  const { t } = useTranslation();
  const value = rule && rule.values.length > 0 ? `${rule.mode}:${rule.values.join(',')}` : '';
  const options: [string, string][] = [['', t('targeting.languagesAll')]];
  for (const mode of ['show', 'dont_show'] as const) {
    for (const language of ['en', 'he'] as const) {
      options.push([
        `${mode}:${language}`,
        t(mode === 'show' ? 'targeting.languagesShow' : 'targeting.languagesHide', {
          language: t(
            language === 'he' ? 'targetingSummary.language.he' : 'targetingSummary.language.en',
          ),
        }),
      ]);
    }
  }
  if (value && !options.some(([option]) => option === value)) options.push([value, value]);
  return (
    <div className={`admin-field${error ? ' admin-field--invalid' : ''}`}>
      <Choice
        label={t('targeting.languages')}
        value={value}
        options={options}
        onChange={(next) => {
          if (!next) return onChange(undefined);
          const [mode = 'show', values = ''] = next.split(':');
          onChange({
            mode: mode as VisitorListRule['mode'],
            values: values.split(',').filter((one) => one === 'en' || one === 'he'),
          });
        }}
      />
      {error ? <p className="admin-field__error">{error}</p> : null}
    </div>
  );
}
