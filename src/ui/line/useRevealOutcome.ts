/**
 * A LINE control's outcome (shared, sent, a translated error) appears under its button, which often sits at
 * the bottom of the screen or of the serial dialog: bring it into view when it appears, so the member sees
 * what became of the tap. A purely visual detail of the component (no flow state).
 */
import { useEffect, useRef } from 'react';

export function useRevealOutcome<T extends HTMLElement>(outcome: string | null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (outcome) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [outcome]);
  return ref;
}
