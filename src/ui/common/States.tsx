/**
 * Empty, error and loading states a page or list shows in place of content. Every error state offers a
 * way forward (the `action` slot: retry, reload, go home).
 */
import { type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
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
  /** The call has run past REQUEST_SLOW (the chart's `slow` tag): add the slow notice. @default false */
  slow?: boolean;
}

export function LoadingState({ label, slow = false }: LoadingStateProps) {
  return (
    <div className="state state--loading" role="status">
      <Spinner size="large" />
      <span className="state__message">{label}</span>
      {slow ? <SlowNotice /> : null}
    </div>
  );
}

/**
 * "This is taking longer than usual…": shown while a call is in its chart's `slow` state (after
 * REQUEST_SLOW, machines/shared/request.ts). Inside a role="status" region it is announced politely.
 */
export function SlowNotice() {
  return (
    <span className="state__slow">
      <FormattedMessage id="errors.slow" />
    </span>
  );
}
