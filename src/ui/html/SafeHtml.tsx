/** Backend HTML (campaign description and conditions, redeem result, privilege message) shown through the app's sanitiser. */
import { useMemo } from 'react';
import { sanitizeBackendHtml } from '@/ui/html/backendHtml';

export interface SafeHtmlProps {
  html: string;
  className?: string;
}

export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeBackendHtml(html), [html]);
  // Sanitised by the backend-HTML profile (src/ui/html/backendHtml.ts).
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
