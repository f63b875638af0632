// The consent box (an acceptance field): its label is the owner's words to agree to. Ticking it
// is reported at once, since the send button waits for the required ones.
import type { ReactNode } from 'react';
import type { FieldAttributes } from './field-attributes.ts';

export function AcceptanceField(props: {
  attributes: FieldAttributes;
  label: string;
  notes: ReactNode;
  onTick(checked: boolean): void;
  onLeave(): void;
}) {
  return (
    <div className="pw-cf__field pw-cf__field--acceptance">
      <label className="pw-cf__check">
        <input
          type="checkbox"
          value="1"
          {...props.attributes}
          onChange={(event) => props.onTick(event.currentTarget.checked)}
          onBlur={props.onLeave}
        />
        <span>{props.label}</span>
      </label>
      {props.notes}
    </div>
  );
}
