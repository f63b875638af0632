// The shape an owner settings page and the server share: the form's values as the page draws them
// (and as a refused post hands them back, so nothing typed is lost), what a module reads a post
// through, and a refusal tied to one field. Each module turns its own settings into these.
import type { MessageKey } from './messages/en.ts';
import { translate, type Language } from './messages/translate.ts';

/** Field name → its text, or every value of a checkbox list. A checkbox is on when it is 'on'. */
export type SettingsFormValues = Record<string, string | string[]>;

/** A posted settings form, read by name. */
export interface PostedSettings {
  text(name: string): string;
  all(name: string): string[];
  checked(name: string): boolean;
}

/** Why a field was refused: a catalogue message and what fills its placeholders. */
export interface SettingsFieldProblem {
  key: MessageKey;
  params?: Record<string, string | number>;
}

export type SettingsFormReading<Settings> =
  { ok: true; settings: Settings } | { ok: false; problems: Record<string, SettingsFieldProblem> };

/** A checkbox's value in SettingsFormValues. */
export const checkboxValue = (on: boolean): string => (on ? 'on' : '');

/** Reads a posted form (FormData or the like) as PostedSettings. */
export function postedSettings(form: {
  get(name: string): unknown;
  getAll(name: string): unknown[];
}): PostedSettings {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    text,
    all: (name) => form.getAll(name).filter((value): value is string => typeof value === 'string'),
    checked: (name) => text(name) === 'on',
  };
}

/** What a post's values were, to draw the form again as the owner left it. */
export function postedValues(form: {
  forEach(callback: (value: unknown, name: string) => void): void;
}): SettingsFormValues {
  const values: Record<string, string | string[]> = {};
  form.forEach((value, name) => {
    if (typeof value !== 'string') return;
    const before = values[name];
    if (before === undefined) values[name] = value;
    else values[name] = [...(Array.isArray(before) ? before : [before]), value];
  });
  return values;
}

/**
 * A refused post as its page shows it again: each field's message in the page's language, and
 * what the owner posted, so nothing typed is lost.
 */
export function refusedSettings(
  lang: Language,
  problems: Record<string, SettingsFieldProblem>,
  form: { forEach(callback: (value: unknown, name: string) => void): void },
): { ok: false; errors: Record<string, string>; values: SettingsFormValues } {
  const errors = Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [
      field,
      translate(lang, problem.key, problem.params),
    ]),
  );
  return { ok: false, errors, values: postedValues(form) };
}

/** Where a schema path's refusal shows on the form, and what it says there. */
export type FieldOfPath = Record<string, [field: string, problem: SettingsFieldProblem]>;

/**
 * Adds a schema's refusals to `problems`, each under the form field its path belongs to (array
 * indexes left out: "search.keywords.3" is the keywords field); a path the table does not know is
 * the form's as a whole. A field keeps its first refusal.
 */
export function addSchemaProblems(
  problems: Record<string, SettingsFieldProblem>,
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> }>,
  fieldOfPath: FieldOfPath,
): void {
  for (const issue of issues) {
    const path = issue.path.filter((part) => typeof part === 'string').join('.');
    const [field, problem] = fieldOfPath[path] ?? ['form', { key: 'settings.error.choice' }];
    problems[field] ??= problem;
  }
}
