// The popup's blocks in order (its body, or its thank-you screen): each one's settings and its
// words in English and Hebrew side by side, moved by its handle (pointer, touch or keyboard: the
// kit's sortable list) or with "Move up"/"Move down", removed, and new ones added at the end.
import {
  DESIGN_BLOCK_TYPES,
  DESIGN_MAX_BLOCKS,
  translate,
  type DesignBlock,
  type Language,
} from '@pinwheel/core';
import { useId, useState } from 'react';
import { SortableList } from '../../admin/sortable-list.tsx';
import { useTranslation } from '../../../translation.ts';
import { BlockFields, type ErrorAt } from './block-fields.tsx';
import { blankBlock, newKey, wordOf, type DraftBlock } from './popup-draft.ts';

export function BlockList(props: {
  items: DraftBlock[];
  onChange: (items: DraftBlock[]) => void;
  /** The list's name ("Content", "Thank-you screen"). */
  label: string;
  /** Where its blocks are in the API's answer: `popup.design.blocks`, `…thank_you`. */
  errorPath: string;
  errorAt: ErrorAt;
  /** The kinds a new block may be (a thank-you screen has no form). */
  kinds?: readonly DesignBlock['type'][];
}) {
  const { t } = useTranslation();
  const { items, onChange } = props;
  const [kind, setKind] = useState<DesignBlock['type']>('text');
  const kindId = useId();
  const kinds = props.kinds ?? DESIGN_BLOCK_TYPES;

  const replace = (key: string, next: DraftBlock) =>
    onChange(items.map((item) => (item.key === key ? next : item)));
  const move = (index: number, by: number) => {
    const next = [...items];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    onChange(next);
  };
  const nameOf = (item: DraftBlock) => {
    const words = wordOf(item.block, item.block.type === 'button' ? 'label' : 'text');
    const kindName = t(`popupEditor.block.${item.block.type}`);
    return words ? `${kindName}: ${words.slice(0, 40)}` : kindName;
  };

  return (
    <div className="popup-blocks">
      {items.length === 0 ? (
        <p className="popup-blocks__empty">{t('popupEditor.noBlocks')}</p>
      ) : null}
      <SortableList
        items={items}
        getId={(item) => item.key}
        getLabel={nameOf}
        label={props.label}
        onReorder={onChange}
        className="popup-blocks__list"
        renderItem={(item) => {
          const index = items.indexOf(item);
          return (
            <fieldset className="popup-block">
              <legend className="popup-block__kind">
                {t(`popupEditor.block.${item.block.type}`)}
              </legend>
              <BlockFields
                item={item}
                onChange={(next) => replace(item.key, next)}
                errorAt={(path) =>
                  props.errorAt(`${props.errorPath}.${index}${path ? `.${path}` : ''}`)
                }
                hebrewErrorAt={(path) =>
                  props.errorAt(
                    `${props.errorPath.replace('popup.design', 'popup.translations.he.design')}.${index}${path ? `.${path}` : ''}`,
                  )
                }
              />
              <div className="popup-block__actions">
                <button
                  type="button"
                  className="button button--quiet"
                  disabled={index === 0}
                  aria-label={t('popupEditor.moveUpLabel', { name: nameOf(item) })}
                  onClick={() => move(index, -1)}
                >
                  {t('popupEditor.moveUp')}
                </button>
                <button
                  type="button"
                  className="button button--quiet"
                  disabled={index === items.length - 1}
                  aria-label={t('popupEditor.moveDownLabel', { name: nameOf(item) })}
                  onClick={() => move(index, 1)}
                >
                  {t('popupEditor.moveDown')}
                </button>
                <button
                  type="button"
                  className="button button--danger"
                  aria-label={t('popupEditor.removeLabel', { name: nameOf(item) })}
                  onClick={() => onChange(items.filter((one) => one.key !== item.key))}
                >
                  {t('popupEditor.remove')}
                </button>
              </div>
            </fieldset>
          );
        }}
      />
      <div className="popup-blocks__add">
        <label htmlFor={kindId}>{t('popupEditor.addKind')}</label>
        <select
          id={kindId}
          value={kind}
          onChange={(event) => setKind(event.target.value as DesignBlock['type'])}
        >
          {kinds.map((one) => (
            <option key={one} value={one}>
              {t(`popupEditor.block.${one}`)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button"
          disabled={items.length >= DESIGN_MAX_BLOCKS}
          onClick={() =>
            onChange([
              ...items,
              {
                key: newKey(),
                block: blankBlock(kind, startingWords('en')),
                he: blankBlock(kind, startingWords('he')),
              },
            ])
          }
        >
          {t('popupEditor.add')}
        </button>
      </div>
    </div>
  );
}

/** A new block's words to start from, in each language (the owner writes over them). */
function startingWords(lang: Language) {
  return {
    heading: translate(lang, 'popupEditor.new.heading'),
    text: translate(lang, 'popupEditor.new.text'),
    button: translate(lang, 'popupEditor.new.button'),
    email: translate(lang, 'popupEditor.new.email'),
    submit: translate(lang, 'popupEditor.new.submit'),
    message: translate(lang, 'popupEditor.new.message'),
  };
}
