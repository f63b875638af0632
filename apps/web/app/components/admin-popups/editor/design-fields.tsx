// The popup's look: its format (only those its type has: core's POPUP_FORMAT_COUNTS, which the API
// holds to as well) and size, where it sits, its colours with a warning when text would read below
// 4.5:1 (the owner confirms before saving), its type size and alignment, and its entry and exit
// effects.
import {
  FONT_SCALES,
  isOldFormat,
  POPUP_FORMAT_COUNTS,
  TEXT_ALIGNMENTS,
  type DesignTheme,
  type PopupType,
} from '@pinwheel/core';
import { CheckField, FormRow } from '../../admin/form-row.tsx';
import { Field } from '../../admin/field.tsx';
import { useTranslation } from '../../../translation.ts';
import type { ErrorAt } from './block-fields.tsx';
import {
  contrastProblems,
  DEFAULT_THEME,
  ENTRY_EFFECTS,
  EXIT_EFFECTS,
  locationsOf,
  withProperties,
  withTheme,
  type PopupDraft,
} from './popup-draft.ts';

export function DesignFields(props: {
  draft: PopupDraft;
  onChange: (draft: PopupDraft) => void;
  errorAt: ErrorAt;
  /** The owner tried to save with a low contrast not yet confirmed. */
  contrastRefused: boolean;
}) {
  const { t } = useTranslation();
  const { draft, onChange, errorAt } = props;
  const popup = draft.popup;
  const type = popup.poptin_type as PopupType;
  // A type without a count (content) takes any format: the one it has is offered.
  const count = (POPUP_FORMAT_COUNTS as Partial<Record<PopupType, number>>)[type];
  // An old format (past the type's limit: imported, or saved before) is listed as what it is, so
  // the select shows the popup's own format rather than the first; saving asks for a current one.
  const oldFormat = isOldFormat(type, popup.poptin_format);
  const formats = count
    ? Array.from({ length: count }, (_, at) => `format_${at + 1}`)
    : [popup.poptin_format];
  if (oldFormat) formats.push(popup.poptin_format);
  const theme = popup.design?.theme ?? {};
  const properties = popup.design_properties;
  const locations = locationsOf(type);
  const contrast = contrastProblems(theme);
  const lowContrast = contrast.text !== null || contrast.button !== null;
  const ratio = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

  return (
    <>
      <FormRow>
        <Field
          label={t('popupEditor.format')}
          hint={
            count ? t('popupEditor.formatHint', { type: t(`popupType.${type}`), count }) : undefined
          }
          error={errorAt('poptin_format')}
        >
          {(control) => (
            <select
              {...control}
              value={popup.poptin_format}
              onChange={(event) =>
                onChange({
                  ...draft,
                  popup: { ...popup, poptin_format: event.target.value as `format_${number}` },
                })
              }
            >
              {formats.map((format) => (
                <option key={format} value={format}>
                  {t(
                    oldFormat && format === popup.poptin_format
                      ? 'popupEditor.oldFormatNumber'
                      : 'popupEditor.formatNumber',
                    { n: format.slice('format_'.length) },
                  )}
                </option>
              ))}
            </select>
          )}
        </Field>
        {locations.length ? (
          <Field
            label={t('popupEditor.position')}
            error={errorAt('design_properties.poptin_location')}
          >
            {(control) => (
              <select
                {...control}
                value={properties.poptin_location ?? ''}
                onChange={(event) =>
                  onChange(
                    withProperties(draft, { poptin_location: event.target.value || undefined }),
                  )
                }
              >
                <option value="">{t('popupEditor.position.default')}</option>
                {locations.map((location) => (
                  <option key={location} value={location}>
                    {t(`popupEditor.position.${location}` as 'popupEditor.position.center')}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
      </FormRow>
      <FormRow>
        {(['width', 'height'] as const).map((side) => (
          <Field
            key={side}
            label={t(`popupEditor.${side}`)}
            error={errorAt(`poptin_size.${side}`)}
            hint={type === 'fullpage' ? t('popupEditor.fullpageSize') : undefined}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                min={1}
                max={10000}
                inputMode="numeric"
                value={popup.poptin_size[side] || ''}
                onChange={(event) =>
                  onChange({
                    ...draft,
                    popup: {
                      ...popup,
                      poptin_size: { ...popup.poptin_size, [side]: Number(event.target.value) },
                    },
                  })
                }
              />
            )}
          </Field>
        ))}
      </FormRow>
      <fieldset className="popup-colours">
        <legend>{t('popupEditor.colours')}</legend>
        <FormRow>
          {(['background', 'text', 'accent'] as const).map((name) => (
            <Colour
              key={name}
              name={name}
              value={theme[name] ?? DEFAULT_THEME[name]}
              error={errorAt(`design.theme.${name}`)}
              onChange={(value) => onChange(withTheme(draft, { [name]: value } as DesignTheme))}
            />
          ))}
        </FormRow>
        {lowContrast ? (
          <div
            className={`popup-contrast${props.contrastRefused && !draft.contrastConfirmed ? ' popup-contrast--refused' : ''}`}
            role={props.contrastRefused ? 'alert' : undefined}
          >
            {contrast.text !== null ? (
              <p>{t('popupEditor.contrastText', { ratio: ratio.format(contrast.text) })}</p>
            ) : null}
            {contrast.button !== null ? (
              <p>{t('popupEditor.contrastButton', { ratio: ratio.format(contrast.button) })}</p>
            ) : null}
            <CheckField
              label={t('popupEditor.contrastConfirm')}
              checked={draft.contrastConfirmed}
              onChange={(contrastConfirmed) => onChange({ ...draft, contrastConfirmed })}
            />
          </div>
        ) : null}
      </fieldset>
      <FormRow>
        <Field label={t('popupEditor.fontScale')} hint={t('popupEditor.fontHint')}>
          {(control) => (
            <select
              {...control}
              value={theme.font_scale ?? 'medium'}
              onChange={(event) =>
                onChange(
                  withTheme(draft, { font_scale: event.target.value as DesignTheme['font_scale'] }),
                )
              }
            >
              {FONT_SCALES.map((scale) => (
                <option key={scale} value={scale}>
                  {t(`popupEditor.fontScale.${scale}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('popupEditor.align')}>
          {(control) => (
            <select
              {...control}
              value={theme.align ?? 'center'}
              onChange={(event) =>
                onChange(withTheme(draft, { align: event.target.value as DesignTheme['align'] }))
              }
            >
              {TEXT_ALIGNMENTS.map((align) => (
                <option key={align} value={align}>
                  {t(`popupEditor.align.${align}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </FormRow>
      <FormRow>
        <Field label={t('popupEditor.entryEffect')}>
          {(control) => (
            <select
              {...control}
              value={effectName(properties.poptin_design_entry_effect, ENTRY_EFFECTS)}
              onChange={(event) =>
                onChange(withProperties(draft, { poptin_design_entry_effect: event.target.value }))
              }
            >
              {ENTRY_EFFECTS.map((effect) => (
                <option key={effect} value={effect}>
                  {t(`popupEditor.effect.${effect}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('popupEditor.exitEffect')}>
          {(control) => (
            <select
              {...control}
              value={effectName(properties.poptin_design_exit_effect, EXIT_EFFECTS)}
              onChange={(event) =>
                onChange(withProperties(draft, { poptin_design_exit_effect: event.target.value }))
              }
            >
              {EXIT_EFFECTS.map((effect) => (
                <option key={effect} value={effect}>
                  {t(`popupEditor.effect.${effect}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </FormRow>
    </>
  );
}

/** The renderer has two motions (popup-effects.ts): any other saved name reads as a fade. */
function effectName(saved: string | undefined, names: readonly string[]): string {
  if (!saved || /^none$/i.test(saved)) return 'none';
  return (
    names.find((name) => name !== 'none' && /zoom/i.test(name) === /zoom/i.test(saved)) ?? 'none'
  );
}

function Colour(props: {
  name: 'background' | 'text' | 'accent';
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Field label={t(`popupEditor.colour.${props.name}`)} error={props.error}>
      {(control) => (
        <span className="popup-colour">
          <input
            {...control}
            type="color"
            value={props.value}
            onChange={(event) => props.onChange(event.target.value)}
          />
          <output htmlFor={control.id} dir="ltr">
            {props.value}
          </output>
        </span>
      )}
    </Field>
  );
}
