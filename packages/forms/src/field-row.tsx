// One of the owner's fields as the visitor meets it: its label (and "required"), the control, and
// under it the owner's help, a character counter when the field has length limits, and the tip
// that says what to fix, each tied to the control by aria-describedby.
import {
  contactFormMessage,
  ownerText,
  type ContactField,
  type Language,
} from '@pinwheel/core/contact-forms';
import { AcceptanceField } from './acceptance-field.tsx';
import { CharacterCounter } from './character-counter.tsx';
import { fieldAttributes } from './field-attributes.ts';
import { FieldControl } from './field-control.tsx';
import { OptionGroupField } from './option-group-field.tsx';

export interface FieldRowProps {
  field: ContactField;
  id: string;
  lang: Language;
  tip: string | undefined;
  count: string | undefined;
  onLeave(): void;
  onCount(value: string): void;
  onTick(checked: boolean): void;
}

export function FieldRow({ field, id, lang, tip, count, onLeave, onCount, onTick }: FieldRowProps) {
  const label = ownerText(field.label, lang) || field.name;
  const help = ownerText(field.help, lang);
  const helpId = `${id}-help`;
  const tipId = `${id}-tip`;
  const describedBy = [help ? helpId : '', tip ? tipId : ''].filter(Boolean).join(' ') || undefined;
  const attributes = fieldAttributes(field, id, tip, describedBy);
  const counted = field.minLength !== undefined || field.maxLength !== undefined;
  const required = field.required ? (
    <span className="pw-cf__required"> {contactFormMessage(lang, 'required')}</span>
  ) : null;
  const notes = (
    <>
      {help ? (
        <p className="pw-cf__help" id={helpId}>
          {help}
        </p>
      ) : null}
      {counted ? <CharacterCounter value={count ?? ''} field={field} lang={lang} /> : null}
      {tip ? (
        <p className="pw-cf__tip" id={tipId}>
          {tip}
        </p>
      ) : null}
    </>
  );

  if (field.type === 'acceptance') {
    return (
      <AcceptanceField
        attributes={attributes}
        label={label}
        notes={notes}
        onTick={onTick}
        onLeave={onLeave}
      />
    );
  }
  if (field.type === 'radio' || field.type === 'checkbox') {
    return (
      <OptionGroupField
        field={field}
        type={field.type}
        id={id}
        legend={
          <>
            {label}
            {required}
          </>
        }
        invalid={Boolean(tip)}
        describedBy={describedBy}
        notes={notes}
        onLeave={onLeave}
      />
    );
  }
  return (
    <div className="pw-cf__field">
      <label className="pw-cf__label" htmlFor={id}>
        {label}
        {required}
      </label>
      <FieldControl
        field={field}
        attributes={attributes}
        lang={lang}
        onText={(value) => {
          if (counted) onCount(value);
        }}
        onLeave={onLeave}
      />
      {notes}
    </div>
  );
}
