// The form block: labelled inputs and a submit button. Validation and sending come with the lead
// forms; until then submitting does nothing, and above all never navigates the host page away.
import type { FormBlock, FormField, FormFieldKind } from '@pinwheel/core';
import type { FormEvent } from 'react';
import { POPUP_FORM_ID } from './popup-button.tsx';

const INPUTS: Record<FormFieldKind, { type: string; autoComplete: string; ltr: boolean }> = {
  email: { type: 'email', autoComplete: 'email', ltr: true },
  name: { type: 'text', autoComplete: 'name', ltr: false },
  phone: { type: 'tel', autoComplete: 'tel', ltr: true },
  text: { type: 'text', autoComplete: 'off', ltr: false },
};

export interface SignupFormProps {
  block: FormBlock;
  /** The block's place in the document: ids stay unique when a document has two forms. */
  index: number;
  /** The first form of the document: the one submit buttons elsewhere belong to. */
  primary: boolean;
}

export function SignupForm({ block, index, primary }: SignupFormProps) {
  const stay = (event: FormEvent) => event.preventDefault();
  return (
    <form
      className={block.fields.length === 1 ? 'form single' : 'form'}
      id={primary ? POPUP_FORM_ID : undefined}
      onSubmit={stay}
      noValidate
    >
      {block.fields.map((field, at) => (
        <FormInput key={at} field={field} id={`field-${index}-${at}`} />
      ))}
      <button type="submit" className="button primary">
        {block.submit_label}
      </button>
    </form>
  );
}

function FormInput({ field, id }: { field: FormField; id: string }) {
  const input = INPUTS[field.kind];
  return (
    <div className="field">
      <label htmlFor={id} dir="auto">
        {field.label}
      </label>
      <input
        id={id}
        name={field.kind}
        type={input.type}
        autoComplete={input.autoComplete}
        placeholder={field.placeholder}
        required={field.required === true}
        dir={input.ltr ? 'ltr' : undefined}
      />
    </div>
  );
}
