/** A short, honest status line inside a page (for example what this version of a page can do). */
import { type ReactNode } from 'react';

export interface NoticeProps {
  children: ReactNode;
  /** @default 'info' */
  tone?: 'info' | 'warning';
}

export function Notice({ children, tone = 'info' }: NoticeProps) {
  return (
    <p className={`notice notice--${tone}`}>
      <span className="notice__icon" aria-hidden="true">
        {tone === 'info' ? 'i' : '!'}
      </span>
      <span>{children}</span>
    </p>
  );
}
