// The kit's rows of a form: <FormRow> puts fields side by side from 40rem (an English field and
// its Hebrew copy, a start and an end date) and stacks them on a phone; <CheckField> is a checkbox
// with its label and, under the label, what it does. Styles: admin-form-parts.css.
import { useId, type ReactNode } from 'react';

export function FormRow({ children }: { children: ReactNode }) {
  return <div className="admin-row">{children}</div>;
}

export function CheckField({
  label,
  hint,
  checked,
  onChange,
  disabled,
}: {
  label: ReactNode;
  hint?: ReactNode | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="admin-check-field">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
