// A refused field's message, tied to its input (or its group's fieldset) by aria-describedby
// through the id `<name>-error`, so a screen reader reads it with the field.
export function fieldErrorId(name: string): string {
  return `${name}-error`;
}

/** The aria-describedby a field with this name and error takes: its message's id, or none. */
export function describedByError(name: string, error: string | undefined): string | undefined {
  return error ? fieldErrorId(name) : undefined;
}

export function FieldError(props: { name: string; error: string | undefined }) {
  return props.error ? (
    <p id={fieldErrorId(props.name)} className="checkout-field__error">
      {props.error}
    </p>
  ) : null;
}
