// How the popup behaves once shown: how it may be closed (the X, a text button, none; the X after
// a wait; a click outside; content lock), its timers (the delay before it shows, closing by itself,
// the countdown's end: countdown-fields.tsx), the thank-you screen's stay, and the redirect after
// the form is sent, whose address the API refuses unless it is a web address, a path, or tel:, sms: or mailto:.
import { isOn, THANK_YOU_AUTO_CLOSE_DEFAULT_S, type DesignProperties } from '@pinwheel/core';
import type { ReactNode } from 'react';
import { Field } from '../../admin/field.tsx';
import { CheckField, FormRow } from '../../admin/form-row.tsx';
import { useTranslation } from '../../../translation.ts';
import type { ErrorAt } from './block-fields.tsx';
import { CountdownFields } from './countdown-fields.tsx';
import { withProperties, type PopupDraft } from './popup-draft.ts';

const CLOSE_TYPES = ['closing_options-x', 'closing_options-button', 'closing_options-'] as const;

export function CloseFields(props: FieldsProps) {
  const { t } = useTranslation();
  const { properties, set, errorAt } = usePropertyFields(props);
  const type = properties.poptin_design_close_options_type ?? 'closing_options-x';
  return (
    <>
      <FormRow>
        <Field label={t('popupEditor.closeType')}>
          {(control) => (
            <select
              {...control}
              value={type}
              onChange={(event) =>
                set({
                  poptin_design_close_options_type: event.target
                    .value as (typeof CLOSE_TYPES)[number],
                })
              }
            >
              {CLOSE_TYPES.map((one) => (
                <option key={one} value={one}>
                  {t(`popupEditor.closeType.${one}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {type === 'closing_options-x' ? (
          <Seconds
            label={t('popupEditor.xAfter')}
            value={properties.poptin_design_show_x_after_sec}
            error={errorAt('poptin_design_show_x_after_sec')}
            onChange={(value) => set({ poptin_design_show_x_after_sec: value })}
          />
        ) : null}
        {type === 'closing_options-button' ? (
          <Field label={t('popupEditor.closeText')} error={errorAt('poptin_design_show_x_comment')}>
            {(control) => (
              <input
                {...control}
                type="text"
                value={properties.poptin_design_show_x_comment ?? ''}
                onChange={(event) =>
                  set({ poptin_design_show_x_comment: event.target.value || undefined })
                }
              />
            )}
          </Field>
        ) : null}
      </FormRow>
      <CheckField
        label={t('popupEditor.outsideClick')}
        checked={isOn(properties.poptin_design_close_on_screen_click)}
        onChange={(on) => set({ poptin_design_close_on_screen_click: on ? 1 : 0 })}
      />
      <CheckField
        label={t('popupEditor.contentLock')}
        hint={t('popupEditor.contentLockHint')}
        checked={isOn(properties.poptin_design_content_lock)}
        onChange={(on) => set({ poptin_design_content_lock: on ? 1 : 0 })}
      />
    </>
  );
}

export function TimerFields(props: FieldsProps) {
  const { t } = useTranslation();
  const { properties, set, errorAt, draft, onChange } = usePropertyFields(props);
  const delay = draft.popup.display_after_sec_active;
  return (
    <>
      <FormRow>
        <Seconds
          label={t('popupEditor.delay')}
          hint={t('popupEditor.delayHint')}
          value={typeof delay === 'number' ? delay : undefined}
          error={props.errorAt('display_after_sec_active')}
          onChange={(value) =>
            onChange({
              ...draft,
              popup: { ...draft.popup, display_after_sec_active: value ?? 'no' },
            })
          }
        />
        <Seconds
          label={t('popupEditor.autoClose')}
          hint={t('popupEditor.autoCloseHint')}
          value={
            isOn(properties.poptin_design_auto_close)
              ? properties.poptin_design_auto_close_sec
              : undefined
          }
          error={errorAt('poptin_design_auto_close_sec')}
          onChange={(value) =>
            set({
              poptin_design_auto_close: value ? 1 : 0,
              poptin_design_auto_close_sec: value,
            })
          }
        />
      </FormRow>
      <CountdownFields
        properties={properties}
        set={set}
        error={errorAt('timer') ?? errorAt('timer_ver')}
      />
    </>
  );
}

export function ThankYouFields(props: FieldsProps & { children: ReactNode }) {
  const { t } = useTranslation();
  const { properties, set, errorAt } = usePropertyFields(props);
  const shows =
    properties.poptin_design_thank_screen === undefined ||
    isOn(properties.poptin_design_thank_screen);
  return (
    <>
      <CheckField
        label={t('popupEditor.thankYouShows')}
        hint={t('popupEditor.thankYouShowsHint')}
        checked={shows}
        onChange={(on) => set({ poptin_design_thank_screen: on ? 1 : 0 })}
      />
      {shows ? (
        <>
          <Seconds
            label={t('popupEditor.thankYouClose')}
            hint={t('popupEditor.thankYouCloseHint')}
            value={
              // Never set: the widget closes it after its default 5 s, so that is what shows.
              properties.poptin_design_thank_screen_auto_close === undefined
                ? (properties.poptin_design_thank_screen_auto_close_sec ??
                  THANK_YOU_AUTO_CLOSE_DEFAULT_S)
                : isOn(properties.poptin_design_thank_screen_auto_close)
                  ? properties.poptin_design_thank_screen_auto_close_sec
                  : undefined
            }
            error={errorAt('poptin_design_thank_screen_auto_close_sec')}
            onChange={(value) =>
              set({
                poptin_design_thank_screen_auto_close: value ? 1 : 0,
                poptin_design_thank_screen_auto_close_sec: value,
              })
            }
          />
          {props.children}
        </>
      ) : null}
    </>
  );
}

export function RedirectFields(props: FieldsProps) {
  const { t } = useTranslation();
  const { properties, set, errorAt } = usePropertyFields(props);
  const on = isOn(properties.poptin_design_redirect);
  return (
    <>
      <CheckField
        label={t('popupEditor.redirect')}
        checked={on}
        onChange={(checked) => set({ poptin_design_redirect: checked ? 1 : 0 })}
      />
      {on ? (
        <>
          <Field
            label={t('popupEditor.redirectUrl')}
            hint={t('popupEditor.linkHint')}
            error={errorAt('poptin_design_redirect_url')}
            required
          >
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="url"
                dir="ltr"
                value={properties.poptin_design_redirect_url ?? ''}
                onChange={(event) => set({ poptin_design_redirect_url: event.target.value })}
              />
            )}
          </Field>
          <CheckField
            label={t('popupEditor.redirectSendData')}
            checked={isOn(properties.poptin_design_redirect_send_form_data)}
            onChange={(checked) => set({ poptin_design_redirect_send_form_data: checked ? 1 : 0 })}
          />
        </>
      ) : null}
    </>
  );
}

interface FieldsProps {
  draft: PopupDraft;
  onChange: (draft: PopupDraft) => void;
  errorAt: ErrorAt;
}

function usePropertyFields(props: FieldsProps) {
  return {
    ...props,
    properties: props.draft.popup.design_properties,
    set: (changes: Partial<DesignProperties>) =>
      props.onChange(withProperties(props.draft, changes)),
    errorAt: (name: string) => props.errorAt(`design_properties.${name}`),
  };
}

/** A number of seconds; empty means none. */
function Seconds(props: {
  label: string;
  hint?: string;
  value: number | undefined;
  error: string | undefined;
  onChange: (value: number | undefined) => void;
}) {
  return (
    <Field label={props.label} hint={props.hint} error={props.error}>
      {(control) => (
        <input
          {...control}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={props.value ?? ''}
          onChange={(event) => {
            const value = event.target.value === '' ? undefined : Number(event.target.value);
            props.onChange(
              value !== undefined && Number.isFinite(value) && value > 0 ? value : undefined,
            );
          }}
        />
      )}
    </Field>
  );
}
