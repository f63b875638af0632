// One labelled checkout input with its error beside it (tied by aria-describedby), keeping what
// the shopper typed when the server sends the form back.
export function CheckoutField(props: {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  autoComplete: string;
  required: boolean;
  type?: 'text' | 'email' | 'tel';
}) {
  const errorId = `${props.name}-error`;
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
        aria-describedby={props.error ? errorId : undefined}
      />
      {props.error ? (
        <p id={errorId} className="checkout-field__error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
