/** A short, honest status line inside a page (for example what this version of a page can do). */
import { type ReactNode } from 'react';
import { Icon } from '@/ui/common/Icon';

export interface NoticeProps {
  children: ReactNode;
  /** @default 'info' */
  tone?: 'info' | 'warning';
}

export function Notice({ children, tone = 'info' }: NoticeProps) {
  return (
    <p className={`notice notice--${tone}`}>
      <span className="notice__icon" aria-hidden="true">
        <Icon name={tone === 'info' ? 'info' : 'alert'} size={20} />
      </span>
      <span>{children}</span>
    </p>
  );
}
