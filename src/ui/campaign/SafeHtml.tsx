/** Backend HTML (description, conditions, privilege message) rendered after DOMPurify sanitising. */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export interface SafeHtmlProps {
  html: string;
  className?: string;
}

export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
