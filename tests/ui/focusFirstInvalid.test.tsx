/**
 * After a refused Save the first invalid field gets the focus (so a phone scrolls to it); typing later, or a
 * Save that the rules accept, moves nothing.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFocusFirstInvalid } from '@/ui/form/focusFirstInvalid';

function Form({ errors, onSave }: { errors: Record<string, string>; onSave?: () => void }) {
  const focus = useFocusFirstInvalid<HTMLFormElement>(errors);
  return (
    <form
      ref={focus.ref}
      onSubmit={(event) => {
        event.preventDefault();
        focus.arm();
        onSave?.();
      }}
    >
      {['first', 'second', 'third'].map((name) => (
        <input key={name} aria-label={name} aria-invalid={errors[name] ? true : undefined} />
      ))}
      <button type="submit">Save</button>
    </form>
  );
}

describe('useFocusFirstInvalid', () => {
  it('focuses the first invalid field once the errors of a refused Save arrive', () => {
    const { rerender } = render(<Form errors={{}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    rerender(<Form errors={{ second: 'required', third: 'required' }} />);
    expect(screen.getByLabelText('second')).toHaveFocus();
  });

  it('moves nothing when the errors change without a Save (typing) or when nothing is invalid', () => {
    const { rerender } = render(<Form errors={{}} />);
    screen.getByLabelText('third').focus();
    rerender(<Form errors={{ first: 'required' }} />);
    expect(screen.getByLabelText('third')).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    rerender(<Form errors={{}} />);
    expect(screen.getByLabelText('third')).toHaveFocus();
  });
});
