/**
 * Form bits others reuse: a labelled field wrapper with hint and error, wired with the ids assistive
 * technology needs (label → input, aria-describedby → hint and error, aria-invalid).
 */
import { useId, type ReactNode, type InputHTMLAttributes } from 'react';

export interface FieldProps {
  label: ReactNode;
  /** Help text under the input. */
  hint?: ReactNode;
  /** Error text; marks the input invalid. Show it only after a submit attempt (spec section 5). */
  error?: ReactNode;
  /** Render prop receiving the ids and aria attributes to spread on the control. */
  children: (control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}

export function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, ...(error ? { 'aria-invalid': true as const } : {}) })}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
}

/** A field's error line (nothing when there is no error); `id` is what the control's aria-describedby names. */
export function FieldErrorText({ id, error }: { id?: string; error?: ReactNode }) {
  return error ? (
    <p id={id} className="field__error">
      {error}
    </p>
  ) : null;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A text input inside a {@link Field}. */
export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <input {...input} {...control} className={['input', className].filter(Boolean).join(' ')} />}
    </Field>
  );
}
