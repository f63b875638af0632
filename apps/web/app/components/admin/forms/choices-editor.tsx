// The choices of a select, radio or checkbox field, or the priced items of a payment list: each
// with its words in the language being edited (and its price), put in order by dragging or with
// the keyboard (the kit's sortable list), added and removed (one always stays).
import type { Language, WebFormChoice } from '@pinwheel/core';
import { useTranslation } from '../../../translation.ts';
import { SortableList } from '../sortable-list.tsx';
import { freshId, withWords, wordsIn } from './form-draft.ts';
import { NumberSetting, TextSetting } from './setting-controls.tsx';

type EditedChoice = WebFormChoice & { price?: number };

export function ChoicesEditor<C extends EditedChoice>(props: {
  choices: readonly C[];
  lang: Language;
  onChange: (choices: C[]) => void;
  priced?: boolean;
  currency?: string;
}) {
  const { t } = useTranslation();
  const { choices, lang } = props;
  const nameOf = (choice: C, index: number) =>
    wordsIn(choice.label, lang) || t('adminForms.choice.unnamed', { n: index + 1 });
  const replace = (id: string, next: C) =>
    props.onChange(choices.map((one) => (one.id === id ? next : one)));
  return (
    <fieldset className="admin-fieldset form-builder__group">
      <legend>{props.priced ? t('adminForms.choice.items') : t('adminForms.choice.title')}</legend>
      <SortableList
        items={choices}
        getId={(choice) => choice.id}
        getLabel={(choice) => nameOf(choice, choices.indexOf(choice))}
        label={props.priced ? t('adminForms.choice.items') : t('adminForms.choice.title')}
        onReorder={(next) => props.onChange(next)}
        className="form-builder__choices"
        renderItem={(choice) => {
          const index = choices.indexOf(choice);
          return (
            <div className="form-builder__choice">
              <TextSetting
                label={t('adminForms.choice.label', { n: index + 1 })}
                dir={lang === 'he' ? 'rtl' : 'ltr'}
                value={wordsIn(choice.label, lang)}
                onChange={(words) =>
                  replace(choice.id, { ...choice, label: withWords(choice.label, lang, words) })
                }
              />
              {props.priced ? (
                <NumberSetting
                  label={t('adminForms.choice.price', { currency: props.currency ?? '' })}
                  value={choice.price}
                  onChange={(price) => replace(choice.id, { ...choice, price: price ?? 0 })}
                />
              ) : null}
              <button
                type="button"
                className="button button--quiet form-builder__remove"
                disabled={choices.length <= 1}
                aria-label={t('adminForms.choice.removeOf', { choice: nameOf(choice, index) })}
                onClick={() => props.onChange(choices.filter((one) => one.id !== choice.id))}
              >
                {t('adminForms.choice.remove')}
              </button>
            </div>
          );
        }}
      />
      <div>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            const id = freshId('choice', new Set(choices.map((one) => one.id)));
            const added = { id, label: {}, ...(props.priced ? { price: 0 } : {}) } as unknown as C;
            props.onChange([...choices, added]);
          }}
        >
          {props.priced ? t('adminForms.choice.addItem') : t('adminForms.choice.add')}
        </button>
      </div>
    </fieldset>
  );
}
