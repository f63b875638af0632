// The teaser: a small tab at the bottom of the page that opens the popup when clicked (the design
// document's `teaser`, drawn when `is_teasers_on`). Its words in English and Hebrew, when it shows
// (always, only before the popup has shown, only after it was closed) and its corner. Switched off,
// its words are kept for when it is switched on again.
import {
  isOn,
  TEASER_SHOW_MODES,
  TEASER_SIDES,
  type DesignTeaser,
  type TeaserShowMode,
  type TeaserSide,
} from '@pinwheel/core';
import { Field } from '../../admin/field.tsx';
import { CheckField, FormRow } from '../../admin/form-row.tsx';
import { useTranslation } from '../../../translation.ts';
import type { ErrorAt } from './block-fields.tsx';
import type { PopupDraft } from './popup-draft.ts';

/** The most a teaser says (the API's limit: it is a tab, not a banner). */
const TEASER_MAX = 80;

export function TeaserFields(props: {
  draft: PopupDraft;
  onChange: (draft: PopupDraft) => void;
  errorAt: ErrorAt;
}) {
  const { t } = useTranslation();
  const { draft, onChange, errorAt } = props;
  const design = draft.popup.design ?? { blocks: [] };
  const teaser = design.teaser;
  const on = isOn(draft.popup.is_teasers_on) && teaser !== undefined;
  const write = (
    next: DesignTeaser | undefined,
    switchedOn: boolean,
    teaserHe = draft.teaserHe,
  ) => {
    const { teaser: _old, ...rest } = design;
    onChange({
      ...draft,
      teaserHe,
      popup: {
        ...draft.popup,
        is_teasers_on: switchedOn ? 1 : 0,
        design: next ? { ...rest, teaser: next } : rest,
      },
    });
  };
  const change = (changes: Partial<DesignTeaser>) =>
    write({ text: '', show: 'always', ...teaser, ...changes }, true);
  return (
    <>
      <CheckField
        label={t('popupEditor.teaserOn')}
        hint={t('popupEditor.teaserOnHint')}
        checked={on}
        onChange={(checked) => {
          if (checked) {
            write(teaser ?? { text: t('popupEditor.teaserDefault'), show: 'always' }, true);
          } else {
            // A teaser without words may not be stored: switched off, an empty one goes.
            write(teaser && teaser.text.trim() !== '' ? teaser : undefined, false);
          }
        }}
      />
      {on && teaser ? (
        <>
          <FormRow>
            <Field
              label={t('popupEditor.inEnglish', { name: t('popupEditor.teaserText') })}
              error={errorAt('popup.design.teaser.text')}
              required
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  lang="en"
                  dir="ltr"
                  maxLength={TEASER_MAX}
                  value={teaser.text}
                  onChange={(event) => change({ text: event.target.value })}
                />
              )}
            </Field>
            <Field
              label={t('popupEditor.inHebrew', { name: t('popupEditor.teaserText') })}
              error={errorAt('popup.translations.he.design.teaser.text')}
              hint={
                draft.teaserHe.trim() === '' && teaser.text.trim() !== ''
                  ? t('popupEditor.hebrewFallsBack')
                  : undefined
              }
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  lang="he"
                  dir="rtl"
                  maxLength={TEASER_MAX}
                  value={draft.teaserHe}
                  placeholder={teaser.text}
                  onChange={(event) => write(teaser, true, event.target.value)}
                />
              )}
            </Field>
          </FormRow>
          <FormRow>
            <Field label={t('popupEditor.teaserShow')} error={errorAt('popup.design.teaser.show')}>
              {(control) => (
                <select
                  {...control}
                  value={teaser.show}
                  onChange={(event) => change({ show: event.target.value as TeaserShowMode })}
                >
                  {TEASER_SHOW_MODES.map((mode) => (
                    <option key={mode} value={mode}>
                      {t(`popupEditor.teaserShow.${mode}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('popupEditor.teaserSide')} error={errorAt('popup.design.teaser.side')}>
              {(control) => (
                <select
                  {...control}
                  value={teaser.side ?? ''}
                  onChange={(event) => {
                    const { side: _side, ...rest } = teaser;
                    const side = event.target.value as TeaserSide | '';
                    write(side ? { ...rest, side } : rest, true);
                  }}
                >
                  <option value="">{t('popupEditor.teaserSide.popup')}</option>
                  {TEASER_SIDES.map((side) => (
                    <option key={side} value={side}>
                      {t(`popupEditor.teaserSide.${side}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </FormRow>
        </>
      ) : null}
    </>
  );
}
