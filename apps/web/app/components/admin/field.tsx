// One labelled form field: its label, an optional hint, and the error the API gave for it, wired to
// the control for assistive technology (id, aria-describedby, aria-invalid, required). The control
// is the caller's, given its props through a render function:
//
//   <Field label={t('x.name')} required error={errors.name}>
//     {(control) => <input {...control} value={name} onChange={…} />}
//   </Field>
//
// `fieldErrorsOf(error)` turns the API's refusal (400 rest_invalid_param, data.params) into the
// `{ name: message }` the fields show; a save that fails keeps the form as typed.
import { PinwheelApiError } from '@pinwheel/client';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../translation.ts';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  /** The control's id, when the caller needs to know it (else one is made). */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({ label, hint, error, required, id, className, children }: FieldProps) {
  const { t } = useTranslation();
  const made = useId();
  const controlId = id ?? `field${made}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(required ? { required: true } : {}),
  };
  return (
    <div className={`admin-field${error ? ' admin-field--invalid' : ''} ${className ?? ''}`.trim()}>
      <label htmlFor={controlId} className="admin-field__label">
        {label}
        {required ? (
          <span className="admin-field__required">
            <span aria-hidden="true"> *</span>
            <span className="visually-hidden"> ({t('adminKit.required')})</span>
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
      {children(control)}
      {error ? (
        <p id={errorId} className="admin-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The API's message per refused field: `{ name: 'Enter a name.' }`. WordPress names nested fields
 * with dots (`images.0.src`); both the whole name and its first part get the message, so a field
 * showing `images` hears of a fault in one of them. Empty for any other failure.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof PinwheelApiError)) return {};
  const errors: Record<string, string> = {};
  const add = (field: string, reason: string) => {
    errors[field] ??= reason;
    const top = field.split('.')[0];
    if (top && top !== field) errors[top] ??= reason;
  };
  for (const { field, reason } of error.fields) add(field, reason);
  const params = error.data?.params;
  if (params && typeof params === 'object') {
    for (const [field, reason] of Object.entries(params as Record<string, unknown>)) {
      if (typeof reason === 'string') add(field, reason);
    }
  }
  return errors;
}
