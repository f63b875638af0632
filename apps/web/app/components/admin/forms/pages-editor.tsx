// The form's pages and their fields: pages in order (dragged, or moved with the keyboard by their
// handle), each with its title and its fields in order; a field opened shows its settings
// (field-settings.tsx), can move to another page, or be removed. "Add a field" puts a new field of
// the chosen type at the end of the page and opens it; "Add a page" a new page at the end.
import type { Language, WebFormDefinition, WebFormField, WebFormFieldType } from '@pinwheel/core';
import { useId, useState } from 'react';
import { useTranslation } from '../../../translation.ts';
import { useConfirm } from '../confirm-dialog.tsx';
import { SortableList } from '../sortable-list.tsx';
import { FieldSettings } from './field-settings.tsx';
import {
  fieldName,
  FIELD_TYPE_GROUPS,
  freshId,
  movedToPage,
  newField,
  takenIds,
  withField,
  withoutField,
  withPage,
  withWords,
  wordsIn,
  type DraftProblems,
} from './form-draft.ts';
import { TextSetting } from './setting-controls.tsx';

export function PagesEditor(props: {
  definition: WebFormDefinition;
  lang: Language;
  problems: DraftProblems;
  onChange: (definition: WebFormDefinition) => void;
  /** The field whose settings are open (one at a time), and who opens one. */
  openField: string | null;
  onOpenField: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { definition, lang } = props;
  const pages = definition.pages;
  const pageName = (index: number) =>
    wordsIn(pages[index]?.title, lang) || t('adminForms.page.numbered', { n: index + 1 });

  const addPage = () => {
    const id = freshId('page', takenIds(definition));
    props.onChange({ ...definition, pages: [...pages, { id, title: {}, fields: [] }] });
  };
  const removePage = async (index: number) => {
    const page = pages[index]!;
    if (page.fields.length > 0) {
      const sure = await confirm({
        title: t('adminForms.page.removeTitle', { page: pageName(index) }),
        body: t('adminForms.page.removeBody', { count: page.fields.length }),
        confirmLabel: t('adminForms.page.remove'),
        danger: true,
      });
      if (!sure) return;
    }
    // Conditions and reply-tos on the removed fields go with them.
    let next = definition;
    for (const field of page.fields) next = withoutField(next, field.id);
    props.onChange({ ...next, pages: next.pages.filter((one) => one.id !== page.id) });
  };

  return (
    <section className="admin-card form-builder__group" aria-labelledby="form-builder-fields">
      <h3 id="form-builder-fields">{t('adminForms.builder.fields')}</h3>
      <p className="admin-field__hint">{t('adminForms.builder.fieldsHint')}</p>
      <SortableList
        items={pages}
        getId={(page) => page.id}
        getLabel={(page) => pageName(pages.indexOf(page))}
        label={t('adminForms.page.list')}
        className="form-builder__pages"
        onReorder={(next) => props.onChange({ ...definition, pages: next })}
        renderItem={(page) => {
          const index = pages.indexOf(page);
          return (
            <PageCard
              definition={definition}
              pageId={page.id}
              pageName={pageName(index)}
              pageNumber={index + 1}
              lang={lang}
              problems={props.problems}
              canRemove={pages.length > 1}
              onRemove={() => void removePage(index)}
              onChange={props.onChange}
              openField={props.openField}
              onOpenField={props.onOpenField}
            />
          );
        }}
      />
      <div>
        <button type="button" className="button button--quiet" onClick={addPage}>
          {t('adminForms.page.add')}
        </button>
      </div>
    </section>
  );
}

function PageCard(props: {
  definition: WebFormDefinition;
  pageId: string;
  pageName: string;
  pageNumber: number;
  lang: Language;
  problems: DraftProblems;
  canRemove: boolean;
  onRemove: () => void;
  onChange: (definition: WebFormDefinition) => void;
  openField: string | null;
  onOpenField: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { definition, lang } = props;
  const page = definition.pages.find((one) => one.id === props.pageId)!;
  const [adding, setAdding] = useState<WebFormFieldType>('text');
  const setFields = (fields: WebFormField[]) =>
    props.onChange(withPage(definition, page.id, (one) => ({ ...one, fields })));
  const addField = () => {
    const fieldId = freshId(adding.replace('payment-', ''), takenIds(definition));
    const field = newField(adding, fieldId, { [lang]: t(`adminForms.type.${adding}`) }, (n) => ({
      [lang]: t('adminForms.choice.default', { n }),
    }));
    setFields([...page.fields, field]);
    props.onOpenField(fieldId);
  };
  const pageProblems = props.problems.pages[page.id];

  return (
    <div className="form-builder__page">
      <div className="form-builder__page-head">
        <TextSetting
          label={t('adminForms.page.title', { n: props.pageNumber })}
          dir={lang === 'he' ? 'rtl' : 'ltr'}
          value={wordsIn(page.title, lang)}
          onChange={(words) =>
            props.onChange(
              withPage(definition, page.id, (one) => ({
                ...one,
                title: withWords(one.title, lang, words),
              })),
            )
          }
        />
        {props.canRemove ? (
          <button
            type="button"
            className="button button--quiet form-builder__remove"
            aria-label={t('adminForms.page.removeOf', { page: props.pageName })}
            onClick={props.onRemove}
          >
            {t('adminForms.page.remove')}
          </button>
        ) : null}
      </div>
      {pageProblems ? (
        <ul className="admin-notice admin-notice--error" role="alert">
          {pageProblems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {page.fields.length === 0 ? (
        <p className="admin-field__hint">{t('adminForms.page.empty')}</p>
      ) : (
        <SortableList
          items={page.fields}
          getId={(field) => field.id}
          getLabel={(field) => fieldName(field, lang)}
          label={t('adminForms.page.fieldsOf', { page: props.pageName })}
          className="form-builder__fields"
          onReorder={setFields}
          renderItem={(field) => {
            const open = props.openField === field.id;
            const settingsId = `${id}-${field.id}`;
            const problems = props.problems.fields[field.id];
            return (
              <div>
                <div className="form-builder__field-line">
                  <span className="form-builder__field-name">
                    <strong>
                      <bdi>{fieldName(field, lang)}</bdi>
                      {field.required ? (
                        <span aria-label={t('adminForms.field.requiredMark')}> *</span>
                      ) : null}
                    </strong>
                    <span className="form-builder__field-type">
                      {t(`adminForms.type.${field.type}`)}
                      {field.conditions ? ` · ${t('adminForms.field.hasConditions')}` : ''}
                      {problems ? ` · ${t('adminForms.field.hasProblems')}` : ''}
                    </span>
                  </span>
                  <span className="form-builder__field-actions">
                    <button
                      type="button"
                      className="button button--quiet"
                      aria-expanded={open}
                      aria-controls={settingsId}
                      aria-label={t('adminForms.field.settingsOf', {
                        field: fieldName(field, lang),
                      })}
                      onClick={() => props.onOpenField(open ? null : field.id)}
                    >
                      {t('adminForms.field.settings')}
                    </button>
                    {definition.pages.length > 1 ? (
                      <MoveToPage
                        definition={definition}
                        field={field}
                        currentPage={page.id}
                        lang={lang}
                        onMove={(target) =>
                          props.onChange(movedToPage(definition, field.id, target))
                        }
                      />
                    ) : null}
                    <button
                      type="button"
                      className="button button--quiet form-builder__remove"
                      aria-label={t('adminForms.field.removeOf', { field: fieldName(field, lang) })}
                      onClick={() => {
                        if (open) props.onOpenField(null);
                        props.onChange(withoutField(definition, field.id));
                      }}
                    >
                      {t('adminForms.field.remove')}
                    </button>
                  </span>
                </div>
                {open ? (
                  <div id={settingsId}>
                    <FieldSettings
                      field={field}
                      definition={definition}
                      lang={lang}
                      problems={problems}
                      onChange={(next) => props.onChange(withField(definition, next))}
                    />
                  </div>
                ) : null}
              </div>
            );
          }}
        />
      )}
      <div className="form-builder__add">
        <div className="admin-field">
          <label className="admin-field__label" htmlFor={`${id}-type`}>
            {t('adminForms.field.newType')}
          </label>
          <select
            id={`${id}-type`}
            value={adding}
            onChange={(event) => setAdding(event.target.value as WebFormFieldType)}
          >
            {FIELD_TYPE_GROUPS.map((group) => (
              <optgroup key={group.group} label={t(`adminForms.typeGroup.${group.group}`)}>
                {group.types.map((type) => (
                  <option key={type} value={type}>
                    {t(`adminForms.type.${type}`)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <button type="button" className="button button--quiet" onClick={addField}>
          {t('adminForms.field.addTo', { page: props.pageName })}
        </button>
      </div>
    </div>
  );
}

function MoveToPage(props: {
  definition: WebFormDefinition;
  field: WebFormField;
  currentPage: string;
  lang: Language;
  onMove: (pageId: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const pages = props.definition.pages;
  return (
    <span className="form-builder__move">
      <label htmlFor={id} className="visually-hidden">
        {t('adminForms.field.moveOf', { field: fieldName(props.field, props.lang) })}
      </label>
      <select
        id={id}
        value={props.currentPage}
        onChange={(event) => props.onMove(event.target.value)}
      >
        {pages.map((page, index) => (
          <option key={page.id} value={page.id}>
            {t('adminForms.field.onPage', {
              page:
                wordsIn(page.title, props.lang) || t('adminForms.page.numbered', { n: index + 1 }),
            })}
          </option>
        ))}
      </select>
    </span>
  );
}
