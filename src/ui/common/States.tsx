/**
 * Empty, error and loading states a page or list shows in place of content. Every error state offers a
 * way forward (the `action` slot: retry, reload, go home).
 */
import { type ReactNode } from 'react';
import { Spinner } from '@/ui/common/Spinner';
import { Icon } from '@/ui/common/Icon';

export interface StateProps {
  title: ReactNode;
  /** Explanation under the title. */
  message?: ReactNode;
  /** The way forward: a button or link. */
  action?: ReactNode;
  /** Decorative icon, hidden from assistive technology. @default an inbox (empty) or alert (error) icon */
  icon?: ReactNode;
}

export function EmptyState({ title, message, action, icon = <Icon name="inbox" size={30} /> }: StateProps) {
  return (
    <section className="state state--empty">
      <div className="state__icon" aria-hidden="true">
        {icon}
      </div>
      <h2 className="state__title">{title}</h2>
      {message ? <p className="state__message">{message}</p> : null}
      {action ? <div className="state__action">{action}</div> : null}
    </section>
  );
}

/** An error state; role="alert" so the failure is announced. */
export function ErrorState({ title, message, action, icon = <Icon name="alert" size={30} /> }: StateProps) {
  return (
    <section className="state state--error" role="alert">
      <div className="state__icon" aria-hidden="true">
        {icon}
      </div>
      <h2 className="state__title">{title}</h2>
      {message ? <p className="state__message">{message}</p> : null}
      {action ? <div className="state__action">{action}</div> : null}
    </section>
  );
}

export interface LoadingStateProps {
  label: ReactNode;
}

export function LoadingState({ label }: LoadingStateProps) {
  return (
    <div className="state state--loading" role="status">
      <Spinner size="large" />
      <span className="state__message">{label}</span>
    </div>
  );
}
