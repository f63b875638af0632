// A checkout choice among radio buttons (shipping method, payment method): a fieldset with its
// legend, the choices, and the refused choice's message, which the fieldset names as its
// description so a screen reader reads it with the group.
import type { ReactNode } from 'react';
import { describedByError, FieldError } from './field-error.tsx';

export function ChoiceGroup(props: {
  name: string;
  legend: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset
      className="checkout__group"
      aria-describedby={describedByError(props.name, props.error)}
    >
      <legend>{props.legend}</legend>
      {props.children}
      <FieldError name={props.name} error={props.error} />
    </fieldset>
  );
}
