// A field of radio buttons or checkboxes: a fieldset named by its legend. Only the first option
// carries the field's id and data-field, where the screen-reader list links and focus goes.
import type { ContactField } from '@pinwheel/core/contact-forms';
import type { ReactNode } from 'react';

export function OptionGroupField(props: {
  field: ContactField;
  /** The field's type, which its options' inputs take. */
  type: 'radio' | 'checkbox';
  id: string;
  legend: ReactNode;
  invalid: boolean;
  describedBy: string | undefined;
  notes: ReactNode;
  onLeave(): void;
}) {
  const { field, id } = props;
  return (
    <fieldset
      className="pw-cf__field pw-cf__group"
      aria-invalid={props.invalid ? true : undefined}
      aria-describedby={props.describedBy}
    >
      <legend className="pw-cf__label">{props.legend}</legend>
      {(field.options ?? []).map((option, index) => (
        <label key={option} className="pw-cf__check">
          <input
            type={props.type}
            name={field.name}
            value={option}
            id={index === 0 ? id : undefined}
            data-field={index === 0 ? field.name : undefined}
            onChange={props.onLeave}
          />
          <span>{option}</span>
        </label>
      ))}
      {props.notes}
    </fieldset>
  );
}
