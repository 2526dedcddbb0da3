/**
 * Form bits others reuse: a labelled field wrapper with hint and error, wired with the ids assistive
 * technology needs (label → input, aria-describedby → hint and error, aria-invalid).
 */
import { useId, useState, type ReactNode, type InputHTMLAttributes } from 'react';
import { isErrorShown, type ErrorMoment } from '@/domain/validation/textInput';

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
  /** The error the form shows now (after a submit attempt); always shown when set. */
  error?: ReactNode;
  /** The value's current error, shown before any submit attempt once `errorsOn` allows it. */
  pendingError?: ReactNode;
  /** Section 5's option: the pending error shows once the person left the field, or from the first change. @default 'submit' */
  errorsOn?: ErrorMoment;
}

/**
 * A text input inside a {@link Field}. Whether the person has changed or left the field is a display
 * detail kept here; the value itself and every check stay with the form's chart.
 */
export function TextField({ label, hint, error, pendingError, errorsOn, className, onChange, onBlur, ...input }: TextFieldProps) {
  const [touched, setTouched] = useState(false);
  const [blurred, setBlurred] = useState(false);
  const early = isErrorShown(errorsOn, { submitted: false, touched, blurred }) ? pendingError : undefined;
  return (
    <Field label={label} hint={hint} error={error ?? early}>
      {(control) => (
        <input
          {...input}
          {...control}
          className={['input', className].filter(Boolean).join(' ')}
          onChange={(event) => {
            setTouched(true);
            onChange?.(event);
          }}
          onBlur={(event) => {
            setBlurred(true);
            onBlur?.(event);
          }}
        />
      )}
    </Field>
  );
}
