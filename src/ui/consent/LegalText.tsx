/**
 * The scrollable legal text of the consent dialogs: sanitised HTML in its own focusable region that
 * reports its scroll measurements (the consent-gate chart decides when Accept or Confirm is active) and
 * scrolls to its end when the owner asks ('tap to bottom'). The sanitiser is loaded on demand; the text
 * is measured once it is shown.
 */
import { forwardRef, useCallback, useEffect, useImperativeHandle, useMemo, useRef } from 'react';
import { preloadSanitizer, useSanitizer } from '@/ui/html/sanitizerLoader';
import '@/ui/form/register.css';

// Screens with a legal text fetch the sanitiser (on demand, src/ui/html/sanitizerLoader.ts) as soon as their
// module loads, beside the text itself.
preloadSanitizer();

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

export interface LegalTextProps {
  html: string;
  /** Accessible name of the region. */
  label: string;
  onScrolled?: (metrics: ScrollMetrics) => void;
  testId?: string;
  className?: string;
}

export interface LegalTextHandle {
  scrollToBottom: () => void;
}

export const LegalText = forwardRef<LegalTextHandle, LegalTextProps>(function LegalText({ html, label, onScrolled, testId = 'consent-text', className }, ref) {
  const textRef = useRef<HTMLDivElement>(null);
  const report = useCallback(() => {
    const el = textRef.current;
    if (el && onScrolled) onScrolled({ scrollTop: el.scrollTop, scrollHeight: el.scrollHeight, clientHeight: el.clientHeight });
  }, [onScrolled]);
  useImperativeHandle(
    ref,
    () => ({
      scrollToBottom: () => {
        const el = textRef.current;
        if (!el) return;
        el.scrollTop = el.scrollHeight;
        report();
      },
    }),
    [report],
  );
  const sanitize = useSanitizer();
  // Empty (never unsanitised) until the sanitiser has arrived.
  const safeHtml = useMemo(() => (sanitize ? sanitize(html) : ''), [sanitize, html]);
  // A text shorter than its box has nothing to scroll: measure once it is shown.
  useEffect(() => {
    if (safeHtml) report();
  }, [safeHtml, report]);
  return (
    <div
      ref={textRef}
      className={['legal-text', className].filter(Boolean).join(' ')}
      tabIndex={0}
      role="region"
      aria-label={label}
      onScroll={report}
      data-testid={testId}
      // Sanitised by the app's backend-HTML sanitiser above.
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
});
