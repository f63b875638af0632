// One labelled checkout input with its error beside it (tied by aria-describedby), keeping what
// the shopper typed when the server sends the form back.
import { describedByError, FieldError } from './field-error.tsx';

export function CheckoutField(props: {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  autoComplete: string;
  required: boolean;
  type?: 'text' | 'email' | 'tel';
}) {
  return (
    <div className="checkout-field">
      <label htmlFor={props.name}>{props.label}</label>
      <input
        id={props.name}
        name={props.name}
        type={props.type ?? 'text'}
        defaultValue={props.value}
        autoComplete={props.autoComplete}
        required={props.required}
        maxLength={200}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedByError(props.name, props.error)}
      />
      <FieldError name={props.name} error={props.error} />
    </div>
  );
}
