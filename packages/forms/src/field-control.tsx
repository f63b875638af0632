// The control of a field that is typed or chosen in: a text area, a select, a file upload, or an
// input of the field's type. Text is counted as it is typed when the field has length limits.
import {
  contactFormMessage,
  normalisedUrlInput,
  type ContactField,
  type Language,
} from '@pinwheel/core/contact-forms';
import type { FieldAttributes } from './field-attributes.ts';

const inputTypes: Partial<Record<ContactField['type'], string>> = {
  tel: 'tel',
  email: 'email',
  url: 'url',
  number: 'number',
  date: 'date',
  time: 'time',
};

/** Addresses and numbers read left to right, in a Hebrew form too. */
const leftToRight = new Set<ContactField['type']>(['email', 'url', 'tel', 'number']);

function autocompleteOf(field: ContactField): string | undefined {
  if (field.type === 'email') return 'email';
  if (field.type === 'tel') return 'tel';
  if (field.type === 'url') return 'url';
  return /name/i.test(field.name) ? 'name' : undefined;
}

export function FieldControl(props: {
  field: ContactField;
  attributes: FieldAttributes;
  lang: Language;
  onText(value: string): void;
  onLeave(): void;
}) {
  const { field, attributes, onText, onLeave } = props;
  if (field.type === 'textarea') {
    return (
      <textarea
        {...attributes}
        rows={5}
        className="pw-cf__input"
        onInput={(event) => onText(event.currentTarget.value)}
        onBlur={onLeave}
      />
    );
  }
  if (field.type === 'select') {
    return (
      <select
        {...attributes}
        className="pw-cf__input"
        defaultValue=""
        onBlur={onLeave}
        onChange={onLeave}
      >
        <option value="">{contactFormMessage(props.lang, 'chooseOption')}</option>
        {(field.options ?? []).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  }
  if (field.type === 'file') {
    return (
      <input
        {...attributes}
        type="file"
        className="pw-cf__input pw-cf__input--file"
        accept={field.accept?.join(',')}
        onChange={onLeave}
      />
    );
  }
  return (
    <input
      {...attributes}
      type={inputTypes[field.type] ?? 'text'}
      className="pw-cf__input"
      dir={leftToRight.has(field.type) ? 'ltr' : undefined}
      autoComplete={autocompleteOf(field)}
      onInput={(event) => onText(event.currentTarget.value)}
      onBlur={(event) => {
        // spec §5: a URL with a dot and no scheme gets http:// as the visitor leaves it.
        if (field.type === 'url')
          event.currentTarget.value = normalisedUrlInput(event.currentTarget.value);
        onLeave();
      }}
    />
  );
}
