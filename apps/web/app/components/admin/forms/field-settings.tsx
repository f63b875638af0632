// One field's settings as the owner sets them: its words (label, help text, placeholder, the
// "required" message) in the language being edited, whether it is required, what its type allows
// (lengths, a mask, limits, dates and times, choices and their prices, files, quantities), and
// when it is shown (conditions-editor.tsx). The API's refusals naming this field show on top.
import type { Language, WebFormDefinition, WebFormField, ConditionalLogic } from '@pinwheel/core';
import { useTranslation } from '../../../translation.ts';
import { ChoicesEditor } from './choices-editor.tsx';
import { ConditionsEditor } from './conditions-editor.tsx';
import { withWords, wordsIn } from './form-draft.ts';
import {
  CheckSetting,
  ListSetting,
  NumberSetting,
  SelectSetting,
  TextSetting,
} from './setting-controls.tsx';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const MEGABYTE = 1024 * 1024;

export function FieldSettings(props: {
  field: WebFormField;
  definition: WebFormDefinition;
  lang: Language;
  problems: readonly string[] | undefined;
  onChange: (field: WebFormField) => void;
}) {
  const { t, lang: ownerLang } = useTranslation();
  const { field, lang } = props;
  // Each setter keeps the field's type: the spread of a union member stays that member.
  const set = <F extends WebFormField>(current: F, change: Partial<F>) =>
    props.onChange({ ...current, ...change });
  const words = (key: 'label' | 'description' | 'placeholder' | 'requiredMessage') => ({
    value: wordsIn(field[key], lang),
    onChange: (value: string) => set(field, { [key]: withWords(field[key], lang, value) }),
  });
  const dir = lang === 'he' ? 'rtl' : 'ltr';
  const weekday = new Intl.DateTimeFormat(ownerLang, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday: ISO weekday n is that day plus n − 1.
  const weekdayName = (n: number) => weekday.format(Date.UTC(2024, 0, n));
  const hasPlaceholder = ![
    'select',
    'radio',
    'checkboxes',
    'file',
    'address',
    'payment-total',
  ].includes(field.type);

  return (
    <div className="form-builder__field-settings">
      {props.problems && props.problems.length > 0 ? (
        <ul className="admin-notice admin-notice--error" role="alert">
          {props.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <TextSetting label={t('adminForms.field.label')} dir={dir} required {...words('label')} />
      <TextSetting
        label={t('adminForms.field.description')}
        hint={t('adminForms.field.descriptionHint')}
        dir={dir}
        multiline
        {...words('description')}
      />
      {hasPlaceholder ? (
        <TextSetting
          label={t('adminForms.field.placeholder')}
          dir={dir}
          {...words('placeholder')}
        />
      ) : null}
      {field.type === 'payment-total' ? null : (
        <CheckSetting
          label={t('adminForms.field.required')}
          checked={field.required ?? false}
          onChange={(required) => set(field, { required })}
        />
      )}
      {field.required ? (
        <TextSetting
          label={t('adminForms.field.requiredMessage')}
          hint={t('adminForms.field.requiredMessageHint')}
          dir={dir}
          {...words('requiredMessage')}
        />
      ) : null}

      {field.type === 'text' || field.type === 'textarea' ? (
        <div className="form-builder__row">
          <NumberSetting
            label={t('adminForms.field.minLength')}
            integer
            value={field.minLength}
            onChange={(minLength) => set(field, { minLength })}
          />
          <NumberSetting
            label={t('adminForms.field.maxLength')}
            integer
            value={field.maxLength}
            onChange={(maxLength) => set(field, { maxLength })}
          />
        </div>
      ) : null}
      {field.type === 'text' ? (
        <TextSetting
          label={t('adminForms.field.mask')}
          hint={t('adminForms.field.maskHint')}
          dir="ltr"
          value={field.mask ?? ''}
          onChange={(mask) => set(field, { mask: mask || undefined })}
        />
      ) : null}
      {field.type === 'email' ? (
        <>
          <CheckSetting
            label={t('adminForms.field.confirmEmail')}
            checked={field.confirm ?? false}
            onChange={(confirm) => set(field, { confirm })}
          />
          <ListSetting
            label={t('adminForms.field.denylist')}
            hint={t('adminForms.field.denylistHint')}
            multiline
            value={field.denylist ?? []}
            onChange={(list) => set(field, { denylist: list.length > 0 ? list : undefined })}
          />
          <ListSetting
            label={t('adminForms.field.allowlist')}
            hint={t('adminForms.field.allowlistHint')}
            multiline
            value={field.allowlist ?? []}
            onChange={(list) => set(field, { allowlist: list.length > 0 ? list : undefined })}
          />
          <TextSetting
            label={t('adminForms.field.remoteCheckUrl')}
            hint={t('adminForms.field.remoteCheckUrlHint')}
            dir="ltr"
            inputMode="url"
            maxLength={2000}
            value={field.remoteCheckUrl ?? ''}
            onChange={(url) => set(field, { remoteCheckUrl: url.trim() || undefined })}
          />
        </>
      ) : null}
      {field.type === 'number' ? (
        <div className="form-builder__row">
          <NumberSetting
            label={t('adminForms.field.min')}
            value={field.min}
            onChange={(min) => set(field, { min })}
          />
          <NumberSetting
            label={t('adminForms.field.max')}
            value={field.max}
            onChange={(max) => set(field, { max })}
          />
          <NumberSetting
            label={t('adminForms.field.step')}
            value={field.step}
            onChange={(step) => set(field, { step })}
          />
        </div>
      ) : null}
      {field.type === 'address' ? (
        <>
          <TextSetting
            label={t('adminForms.field.defaultCountry')}
            hint={t('adminForms.field.defaultCountryHint')}
            dir="ltr"
            maxLength={2}
            value={field.defaultCountry ?? ''}
            onChange={(code) => set(field, { defaultCountry: code.toUpperCase() || undefined })}
          />
          <CheckSetting
            label={t('adminForms.field.hideLine2')}
            checked={field.hideLine2 ?? false}
            onChange={(hideLine2) => set(field, { hideLine2 })}
          />
          <CheckSetting
            label={t('adminForms.field.hidePostal')}
            checked={field.hidePostal ?? false}
            onChange={(hidePostal) => set(field, { hidePostal })}
          />
        </>
      ) : null}
      {field.type === 'date' ? (
        <>
          <CheckSetting
            label={t('adminForms.field.disablePast')}
            checked={field.disablePast ?? false}
            onChange={(disablePast) => set(field, { disablePast })}
          />
          <CheckSetting
            label={t('adminForms.field.disableToday')}
            checked={field.disableToday ?? false}
            onChange={(disableToday) => set(field, { disableToday })}
          />
          <fieldset className="admin-fieldset">
            <legend>{t('adminForms.field.weekdays')}</legend>
            {WEEKDAYS.map((day) => {
              const chosen = field.weekdays ?? [...WEEKDAYS];
              return (
                <CheckSetting
                  key={day}
                  label={weekdayName(day)}
                  checked={chosen.includes(day)}
                  onChange={(on) => {
                    const next = on ? [...chosen, day].sort() : chosen.filter((d) => d !== day);
                    // Every day (or, unsaveably, none) is the same as no limit.
                    set(field, {
                      weekdays: next.length === 7 || next.length === 0 ? undefined : next,
                    });
                  }}
                />
              );
            })}
          </fieldset>
        </>
      ) : null}
      {field.type === 'time' ? (
        <div className="form-builder__row">
          <SelectSetting
            label={t('adminForms.field.timeFormat')}
            value={field.format}
            options={[
              { value: '24h', label: t('adminForms.field.time24') },
              { value: '12h', label: t('adminForms.field.time12') },
            ]}
            onChange={(format) => set(field, { format })}
          />
          <TextSetting
            label={t('adminForms.field.minTime')}
            hint={t('adminForms.field.timeHint')}
            dir="ltr"
            value={field.minTime ?? ''}
            onChange={(minTime) => set(field, { minTime: minTime || undefined })}
          />
          <TextSetting
            label={t('adminForms.field.maxTime')}
            hint={t('adminForms.field.timeHint')}
            dir="ltr"
            value={field.maxTime ?? ''}
            onChange={(maxTime) => set(field, { maxTime: maxTime || undefined })}
          />
        </div>
      ) : null}
      {field.type === 'select' || field.type === 'radio' || field.type === 'checkboxes' ? (
        <ChoicesEditor
          choices={field.choices}
          lang={lang}
          onChange={(choices) => set(field, { choices })}
        />
      ) : null}
      {field.type === 'payment-multiple' || field.type === 'payment-select' ? (
        <ChoicesEditor
          priced
          currency={props.definition.currency.code}
          choices={field.choices}
          lang={lang}
          onChange={(choices) =>
            set(field, {
              choices: choices.map((choice) => ({ ...choice, price: choice.price ?? 0 })),
            })
          }
        />
      ) : null}
      {field.type === 'checkboxes' ? (
        <NumberSetting
          label={t('adminForms.field.choiceLimit')}
          hint={t('adminForms.field.choiceLimitHint')}
          integer
          value={field.choiceLimit}
          onChange={(choiceLimit) => set(field, { choiceLimit })}
        />
      ) : null}
      {field.type === 'file' ? (
        <>
          <ListSetting
            label={t('adminForms.field.extensions')}
            hint={t('adminForms.field.extensionsHint')}
            value={field.extensions ?? []}
            tidy={(entry) => entry.replace(/^\./, '').toLowerCase()}
            onChange={(list) => set(field, { extensions: list.length > 0 ? list : undefined })}
          />
          <div className="form-builder__row">
            <NumberSetting
              label={t('adminForms.field.maxFileSize')}
              hint={t('adminForms.field.maxFileSizeHint')}
              value={field.maxFileSize === undefined ? undefined : field.maxFileSize / MEGABYTE}
              onChange={(megabytes) =>
                set(field, {
                  maxFileSize:
                    megabytes === undefined
                      ? undefined
                      : Math.max(1, Math.round(megabytes * MEGABYTE)),
                })
              }
            />
            <NumberSetting
              label={t('adminForms.field.maxFiles')}
              integer
              value={field.maxFiles}
              onChange={(maxFiles) => set(field, { maxFiles })}
            />
          </div>
        </>
      ) : null}
      {field.type === 'password' ? (
        <>
          <CheckSetting
            label={t('adminForms.field.confirmPassword')}
            checked={field.confirm ?? false}
            onChange={(confirm) => set(field, { confirm })}
          />
          <SelectSetting
            label={t('adminForms.field.minStrength')}
            value={field.minStrength === undefined ? 'none' : String(field.minStrength)}
            options={[
              { value: 'none', label: t('adminForms.field.strength.none') },
              { value: '1', label: t('adminForms.field.strength.1') },
              { value: '2', label: t('adminForms.field.strength.2') },
              { value: '3', label: t('adminForms.field.strength.3') },
              { value: '4', label: t('adminForms.field.strength.4') },
            ]}
            onChange={(value) =>
              set(field, {
                minStrength: value === 'none' ? undefined : (Number(value) as 1 | 2 | 3 | 4),
              })
            }
          />
        </>
      ) : null}
      {field.type === 'payment-single' ? (
        <>
          <SelectSetting
            label={t('adminForms.field.priceType')}
            value={field.priceType}
            options={[
              { value: 'fixed', label: t('adminForms.field.priceFixed') },
              { value: 'user', label: t('adminForms.field.priceUser') },
            ]}
            onChange={(priceType) => set(field, { priceType })}
          />
          {field.priceType === 'fixed' ? (
            <NumberSetting
              label={t('adminForms.field.price', { currency: props.definition.currency.code })}
              required
              value={field.price}
              onChange={(price) => set(field, { price: price ?? 0 })}
            />
          ) : (
            <NumberSetting
              label={t('adminForms.field.minPrice', { currency: props.definition.currency.code })}
              value={field.minPrice}
              onChange={(minPrice) => set(field, { minPrice })}
            />
          )}
        </>
      ) : null}
      {field.type === 'payment-single' || field.type === 'payment-select' ? (
        <QuantitySettings
          quantity={field.quantity}
          onChange={(quantity) => set(field, { quantity })}
        />
      ) : null}
      {field.type === 'payment-total' ? (
        <CheckSetting
          label={t('adminForms.field.summary')}
          checked={field.summary ?? false}
          onChange={(summary) => set(field, { summary })}
        />
      ) : null}

      <fieldset className="admin-fieldset">
        <legend>{t('adminForms.condition.title')}</legend>
        <ConditionsEditor
          field={field}
          definition={props.definition}
          lang={lang}
          onChange={(conditions: ConditionalLogic | undefined) => {
            const { conditions: _old, ...rest } = field;
            props.onChange((conditions ? { ...rest, conditions } : rest) as WebFormField);
          }}
        />
      </fieldset>
    </div>
  );
}

function QuantitySettings(props: {
  quantity: { min: number; max: number } | undefined;
  onChange: (quantity: { min: number; max: number } | undefined) => void;
}) {
  const { t } = useTranslation();
  const { quantity } = props;
  return (
    <>
      <CheckSetting
        label={t('adminForms.field.quantity')}
        checked={quantity !== undefined}
        onChange={(on) => props.onChange(on ? { min: 1, max: 10 } : undefined)}
      />
      {quantity ? (
        <div className="form-builder__row">
          <NumberSetting
            label={t('adminForms.field.quantityMin')}
            integer
            value={quantity.min}
            onChange={(min) => props.onChange({ ...quantity, min: min ?? 0 })}
          />
          <NumberSetting
            label={t('adminForms.field.quantityMax')}
            integer
            value={quantity.max}
            onChange={(max) => props.onChange({ ...quantity, max: max ?? 1 })}
          />
        </div>
      ) : null}
    </>
  );
}
