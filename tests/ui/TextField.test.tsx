/**
 * The text input's error moments (spec section 5 option): after a submit only by default, on blur, or
 * from the first change; the value the person typed stays whatever is shown.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ErrorMoment } from '@/domain/validation/textInput';
import { applyTextInputOptions } from '@/domain/validation/textInput';
import { validateTextInput } from '@/domain/validation/textInputRule';
import { TextField } from '@/ui/common/Field';

const options = { textOnly: true, required: true, minLength: 3 } as const;

function Form({ errorsOn, submitted = false }: { errorsOn?: ErrorMoment; submitted?: boolean }) {
  const [value, setValue] = useState('');
  const error = validateTextInput(value, options);
  const text = error ? `${error.id}${error.values ? ` ${JSON.stringify(error.values)}` : ''}` : undefined;
  return (
    <>
      <TextField label="Name" value={value} errorsOn={errorsOn} error={submitted ? text : undefined} pendingError={text}
        onChange={(e) => setValue(applyTextInputOptions(e.target.value, options))} />
      <TextField label="Other" defaultValue="" />
    </>
  );
}

const input = () => screen.getByLabelText('Name');
const errorText = () => screen.queryByText(/validation\./);

describe('TextField error moments', () => {
  it('on blur: nothing while typing, the error once the field is left, gone when fixed; the value stays', () => {
    render(<Form errorsOn="blur" />);
    fireEvent.change(input(), { target: { value: 'a1' } });
    expect(input()).toHaveValue('a');
    expect(errorText()).toBeNull();
    fireEvent.blur(input());
    expect(errorText()).toHaveTextContent('validation.tooShort {"min":3}');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveValue('a');
    fireEvent.change(input(), { target: { value: 'abc' } });
    expect(errorText()).toBeNull();
    expect(input()).toHaveValue('abc');
  });

  it('on blur: leaving an empty field shows the required message', () => {
    render(<Form errorsOn="blur" />);
    fireEvent.focus(input());
    fireEvent.blur(input());
    expect(errorText()).toHaveTextContent('validation.required');
  });

  it('on touch: the error shows from the first change', () => {
    render(<Form errorsOn="touch" />);
    expect(errorText()).toBeNull();
    fireEvent.change(input(), { target: { value: 'ab' } });
    expect(errorText()).toHaveTextContent('validation.tooShort');
    expect(input()).toHaveValue('ab');
  });

  it('by default the error waits for the submit attempt, whatever the person did', () => {
    const { rerender } = render(<Form />);
    fireEvent.change(input(), { target: { value: 'ab' } });
    fireEvent.blur(input());
    expect(errorText()).toBeNull();
    rerender(<Form submitted />);
    expect(errorText()).toHaveTextContent('validation.tooShort');
    expect(input()).toHaveValue('ab');
  });
});
