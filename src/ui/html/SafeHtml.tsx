/**
 * Backend HTML (campaign description and conditions, redeem result, privilege message) shown through the
 * app's sanitiser, which is loaded on demand (src/ui/html/sanitizerLoader.ts): the box stays empty until
 * it has arrived.
 */
import { useMemo } from 'react';
import { preloadSanitizer, useSanitizer } from '@/ui/html/sanitizerLoader';

// Screens that show backend HTML fetch the sanitiser as soon as their module loads, beside their data.
preloadSanitizer();

export interface SafeHtmlProps {
  html: string;
  className?: string;
}

export function SafeHtml({ html, className }: SafeHtmlProps) {
  const sanitize = useSanitizer();
  const clean = useMemo(() => (sanitize ? sanitize(html) : ''), [sanitize, html]);
  // Sanitised by the backend-HTML profile (src/ui/html/backendHtml.ts); empty until the sanitiser has loaded.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
