/**
 * After a Save that the rules refuse, focus (and so scroll to) the first field marked invalid: on a phone the
 * Save button sits below a long form, and the messages of the fields above it would otherwise stay out of
 * sight. `arm()` is called on submit; when the errors the chart then shows arrive, the first control with
 * aria-invalid inside the form gets the focus (none when everything was valid).
 */
import { useEffect, useRef } from 'react';

export function useFocusFirstInvalid<T extends HTMLElement>(errors: unknown) {
  const container = useRef<T>(null);
  const armed = useRef(false);
  useEffect(() => {
    if (!armed.current) return;
    armed.current = false;
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return {
    ref: container,
    arm: () => {
      armed.current = true;
    },
  };
}
