// Conditional logic: which fields a visitor sees, given what they have entered so far. One function
// for the browser (shows, hides and skips pages as the visitor types) and the server (ignores and
// refuses values of hidden fields, requires only the visible ones), so they never disagree.
// A field hidden by its own conditions counts as empty for the fields that test it, so hiding
// cascades; a definition whose conditions depend on each other in a loop is refused when saved
// (conditionLoop), which is what lets this walk terminate.
import {
  allFields,
  type Condition,
  type WebFormDefinition,
  type WebFormField,
} from './definition.ts';
import { filledValues, type WebFormValues } from './values.ts';

function numeric(value: string): number | undefined {
  if (value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** Whether one condition holds for the tested field's (visible) values. */
export function conditionHolds(condition: Condition, values: readonly string[]): boolean {
  const wanted = (condition.value ?? '').trim().toLowerCase();
  const have = values.map((value) => value.trim().toLowerCase()).filter((value) => value !== '');
  switch (condition.operator) {
    case 'empty':
      return have.length === 0;
    case 'not_empty':
      return have.length > 0;
    case 'is':
      return have.includes(wanted);
    case 'is_not':
      return !have.includes(wanted);
    case 'contains':
      return have.some((value) => value.includes(wanted));
    case 'not_contains':
      return !have.some((value) => value.includes(wanted));
    case 'starts_with':
      return have.some((value) => value.startsWith(wanted));
    case 'ends_with':
      return have.some((value) => value.endsWith(wanted));
    case 'greater_than':
    case 'less_than': {
      const bound = numeric(wanted);
      if (bound === undefined) return false;
      return have.some((value) => {
        const number = numeric(value);
        if (number === undefined) return false;
        return condition.operator === 'greater_than' ? number > bound : number < bound;
      });
    }
  }
}

/** The ids each field's conditions test. */
export function conditionDependencies(field: WebFormField): string[] {
  return [...new Set((field.conditions?.groups ?? []).flat().map((condition) => condition.field))];
}

/**
 * A loop among the fields' conditions (a field shown by a field shown by … itself), as the ids
 * along it, first repeated last; null when there is none.
 */
export function conditionLoop(definition: Pick<WebFormDefinition, 'pages'>): string[] | null {
  const byId = new Map(allFields(definition).map((field) => [field.id, field]));
  const state = new Map<string, 'walking' | 'done'>();
  const path: string[] = [];
  const walk = (id: string): string[] | null => {
    if (state.get(id) === 'done') return null;
    if (state.get(id) === 'walking') return [...path.slice(path.indexOf(id)), id];
    state.set(id, 'walking');
    path.push(id);
    const field = byId.get(id);
    for (const next of field ? conditionDependencies(field) : []) {
      const loop = walk(next);
      if (loop) return loop;
    }
    path.pop();
    state.set(id, 'done');
    return null;
  };
  for (const id of byId.keys()) {
    const loop = walk(id);
    if (loop) return loop;
  }
  return null;
}

/**
 * The ids of the fields a visitor sees with these values. Fields whose conditions test an
 * unknown field, or that sit in a loop, are shown (a saved definition has neither).
 */
export function visibleFieldIds(
  definition: Pick<WebFormDefinition, 'pages'>,
  values: WebFormValues,
): Set<string> {
  const byId = new Map(allFields(definition).map((field) => [field.id, field]));
  const decided = new Map<string, boolean>();
  const deciding = new Set<string>();
  const visible = (id: string): boolean => {
    const known = decided.get(id);
    if (known !== undefined) return known;
    const field = byId.get(id);
    const logic = field?.conditions;
    if (!field || !logic || logic.groups.length === 0 || deciding.has(id)) return true;
    deciding.add(id);
    const matches = logic.groups.some(
      (group) =>
        group.length > 0 &&
        group.every((condition) =>
          conditionHolds(
            condition,
            byId.has(condition.field) && visible(condition.field)
              ? filledValues(values, condition.field)
              : [],
          ),
        ),
    );
    deciding.delete(id);
    const shown = logic.action === 'show' ? matches : !matches;
    decided.set(id, shown);
    return shown;
  };
  return new Set([...byId.keys()].filter(visible));
}

/**
 * Indexes of the pages a visitor walks through: a page whose fields are all hidden is skipped.
 * The last page always stays (it holds the submit button).
 */
export function visiblePageIndexes(
  definition: Pick<WebFormDefinition, 'pages'>,
  visible: ReadonlySet<string>,
): number[] {
  const last = definition.pages.length - 1;
  return definition.pages
    .map((page, index) => ({ page, index }))
    .filter(
      ({ page, index }) =>
        index === last ||
        page.fields.length === 0 ||
        page.fields.some((field) => visible.has(field.id)),
    )
    .map(({ index }) => index);
}
