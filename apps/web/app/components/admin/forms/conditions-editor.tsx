// A field's conditions, set and read in plain words: "Show this field when Colour is Blue and Size
// is filled in, or when Age is more than 18". Each set of tests must all hold; the sets are
// alternatives. A test picks one of the form's other fields, a comparison, and (except for
// "filled in" / "empty") a value: for a field of choices the value is one of its choices.
import {
  allFields,
  conditionOperators,
  type Condition,
  type ConditionalLogic,
  type ConditionOperator,
  type Language,
  type WebFormDefinition,
  type WebFormField,
} from '@pinwheel/core';
import { useId } from 'react';
import { useTranslation } from '../../../translation.ts';
import { fieldName } from './form-draft.ts';

const NO_VALUE: ReadonlySet<ConditionOperator> = new Set(['empty', 'not_empty']);

function choicesOf(field: WebFormField | undefined) {
  return field && 'choices' in field ? field.choices : null;
}

/** The conditions in one sentence, in the owner's language. */
export function conditionWords(
  logic: ConditionalLogic,
  definition: WebFormDefinition,
  lang: Language,
  t: ReturnType<typeof useTranslation>['t'],
): string {
  const byId = new Map(allFields(definition).map((field) => [field.id, field]));
  const test = (condition: Condition) => {
    const field = byId.get(condition.field);
    const name = field ? fieldName(field, lang) : condition.field;
    const choice = choicesOf(field)?.find((one) => one.id === condition.value);
    const value = choice ? choice.label[lang] || choice.id : (condition.value ?? '');
    return t(`adminForms.condition.says.${condition.operator}`, { field: name, value });
  };
  const groups = logic.groups.map((group) => group.map(test).join(t('adminForms.condition.and')));
  return t(
    logic.action === 'show' ? 'adminForms.condition.showWhen' : 'adminForms.condition.hideWhen',
    { tests: groups.join(t('adminForms.condition.or')) },
  );
}

export function ConditionsEditor(props: {
  field: WebFormField;
  definition: WebFormDefinition;
  lang: Language;
  onChange: (logic: ConditionalLogic | undefined) => void;
}) {
  const { t } = useTranslation();
  const { field, definition, lang } = props;
  const id = useId();
  const others = allFields(definition).filter(
    (one) => one.id !== field.id && one.type !== 'payment-total',
  );
  const logic = field.conditions;
  if (others.length === 0) {
    return <p className="admin-field__hint">{t('adminForms.condition.noOtherFields')}</p>;
  }
  const firstTest = (): Condition => ({ field: others[0]!.id, operator: 'not_empty' });
  if (!logic) {
    return (
      <div className="form-builder__group">
        <p className="admin-field__hint">{t('adminForms.condition.always')}</p>
        <div>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => props.onChange({ action: 'show', groups: [[firstTest()]] })}
          >
            {t('adminForms.condition.add')}
          </button>
        </div>
      </div>
    );
  }
  const setGroups = (groups: Condition[][]) => {
    const kept = groups.filter((group) => group.length > 0);
    props.onChange(kept.length > 0 ? { ...logic, groups: kept } : undefined);
  };
  const setTest = (g: number, c: number, next: Condition) =>
    setGroups(
      logic.groups.map((group, gi) =>
        gi === g ? group.map((one, ci) => (ci === c ? next : one)) : group,
      ),
    );
  return (
    <div className="form-builder__group">
      <p className="form-builder__rule-words" aria-live="polite">
        {conditionWords(logic, definition, lang, t)}
      </p>
      <div className="admin-field">
        <label className="admin-field__label" htmlFor={`${id}-action`}>
          {t('adminForms.condition.action')}
        </label>
        <select
          id={`${id}-action`}
          value={logic.action}
          onChange={(event) =>
            props.onChange({ ...logic, action: event.target.value as 'show' | 'hide' })
          }
        >
          <option value="show">{t('adminForms.condition.show')}</option>
          <option value="hide">{t('adminForms.condition.hide')}</option>
        </select>
      </div>
      {logic.groups.map((group, g) => (
        <fieldset key={g} className="admin-fieldset form-builder__group">
          <legend>
            {g === 0 ? t('adminForms.condition.when') : t('adminForms.condition.orWhen')}
          </legend>
          {group.map((condition, c) => {
            const tested = others.find((one) => one.id === condition.field);
            const choices = choicesOf(tested);
            const rowId = `${id}-${g}-${c}`;
            return (
              <div key={c} className="form-builder__rule">
                <div className="admin-field">
                  <label className="admin-field__label" htmlFor={`${rowId}-field`}>
                    {c === 0 ? t('adminForms.condition.field') : t('adminForms.condition.andField')}
                  </label>
                  <select
                    id={`${rowId}-field`}
                    value={condition.field}
                    onChange={(event) =>
                      setTest(g, c, { field: event.target.value, operator: condition.operator })
                    }
                  >
                    {others.map((one) => (
                      <option key={one.id} value={one.id}>
                        {fieldName(one, lang)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="admin-field">
                  <label className="admin-field__label" htmlFor={`${rowId}-operator`}>
                    {t('adminForms.condition.operator')}
                  </label>
                  <select
                    id={`${rowId}-operator`}
                    value={condition.operator}
                    onChange={(event) => {
                      const operator = event.target.value as ConditionOperator;
                      setTest(
                        g,
                        c,
                        NO_VALUE.has(operator)
                          ? { field: condition.field, operator }
                          : {
                              ...condition,
                              operator,
                              value: condition.value ?? choices?.[0]?.id ?? '',
                            },
                      );
                    }}
                  >
                    {conditionOperators.map((operator) => (
                      <option key={operator} value={operator}>
                        {t(`adminForms.condition.op.${operator}`)}
                      </option>
                    ))}
                  </select>
                </div>
                {NO_VALUE.has(condition.operator) ? null : (
                  <div className="admin-field">
                    <label className="admin-field__label" htmlFor={`${rowId}-value`}>
                      {t('adminForms.condition.value')}
                    </label>
                    {choices && (condition.operator === 'is' || condition.operator === 'is_not') ? (
                      <select
                        id={`${rowId}-value`}
                        value={condition.value ?? ''}
                        onChange={(event) =>
                          setTest(g, c, { ...condition, value: event.target.value })
                        }
                      >
                        {choices.map((choice) => (
                          <option key={choice.id} value={choice.id}>
                            {choice.label[lang] || choice.id}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <input
                        id={`${rowId}-value`}
                        type="text"
                        value={condition.value ?? ''}
                        onChange={(event) =>
                          setTest(g, c, { ...condition, value: event.target.value })
                        }
                      />
                    )}
                  </div>
                )}
                <button
                  type="button"
                  className="button button--quiet form-builder__remove"
                  onClick={() =>
                    setGroups(
                      logic.groups.map((one, gi) =>
                        gi === g ? one.filter((_, ci) => ci !== c) : one,
                      ),
                    )
                  }
                >
                  {t('adminForms.condition.remove')}
                </button>
              </div>
            );
          })}
          <div>
            <button
              type="button"
              className="button button--quiet"
              onClick={() =>
                setGroups(logic.groups.map((one, gi) => (gi === g ? [...one, firstTest()] : one)))
              }
            >
              {t('adminForms.condition.addAnd')}
            </button>
          </div>
        </fieldset>
      ))}
      <div className="form-builder__row">
        <button
          type="button"
          className="button button--quiet"
          onClick={() => setGroups([...logic.groups, [firstTest()]])}
        >
          {t('adminForms.condition.addOr')}
        </button>
        <button
          type="button"
          className="button button--quiet form-builder__remove"
          onClick={() => props.onChange(undefined)}
        >
          {t('adminForms.condition.clear')}
        </button>
      </div>
    </div>
  );
}
