/**
 * Content that arrives by a call, written once: `AsyncContent` shows loading (a spinner, or a skeleton
 * that reserves the content's space), error (title, the translated message and a way forward such as Try
 * again), empty, or the ready content (its children). Render-only: the caller's chart decides the status.
 * The single states below it serve pages that show one alone. They share this module (and so the first
 * route's chunk) because the reward page needs them at once.
 */
import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@/domain/apiError';
import { ApiErrorText } from '@/ui/common/ApiErrorText';
import { Spinner } from '@/ui/common/Spinner';
import { Icon } from '@/ui/common/Icon';

export type AsyncStatus = 'loading' | 'error' | 'empty' | 'ready';

/** A catalogue message: its id and ICU values. */
export interface MessageRef {
  id: string;
  values?: Record<string, ReactNode>;
}

/** A catalogue message used as plain text (an accessible name): its values are plain too. */
export interface LabelRef {
  id: string;
  values?: Record<string, string | number>;
}

export interface AsyncLoading {
  /** What is loading; the status region's text (or its accessible name when a skeleton shows). */
  label: LabelRef;
  /** The call has run past REQUEST_SLOW: the slow notice shows. @default false */
  slow?: boolean;
  /**
   * Placeholders shaped like the content (hidden from assistive technology), shown instead of the
   * spinner so the content takes their place without a layout shift.
   */
  skeleton?: ReactNode;
  /** Class of the skeleton's status region. */
  className?: string;
  /** Wrap the slow notice in a paragraph of this class (skeleton only). */
  slowClassName?: string;
}

export interface AsyncError {
  title: MessageRef;
  /** The failed call: its translated message shows under the title. */
  cause?: ApiError;
  /** Shown when there is no `cause`. */
  message?: MessageRef;
  /** Text the caller has already translated, shown when there is neither `cause` nor `message`. */
  text?: ReactNode;
  /** The way forward. */
  retryLabel: MessageRef;
  onRetry: () => void;
  /**
   * 'inline' is a one-line notice with a small button, for content that sits above other content (the
   * home dashboard); it takes `className`. @default 'state'
   */
  layout?: 'state' | 'inline';
  /** Class of the inline notice. */
  className?: string;
}

export interface AsyncEmpty {
  title: MessageRef;
  message?: MessageRef;
  /** A way on (a link to the rewards). */
  action?: ReactNode;
  /** @default the empty state's inbox icon */
  icon?: ReactNode;
}

export interface AsyncContentProps {
  status: AsyncStatus;
  loading: AsyncLoading;
  error: AsyncError;
  /** Without it the empty status renders nothing. */
  empty?: AsyncEmpty;
  /** The ready content. */
  children: ReactNode;
}

export function AsyncContent({ status, loading, error, empty, children }: AsyncContentProps) {
  if (status === 'loading') return <LoadingContent {...loading} />;
  if (status === 'error') return <ErrorContent {...error} />;
  if (status === 'empty') {
    return empty ? (
      <EmptyState {...empty} title={<FormattedMessage {...empty.title} />} message={empty.message && <FormattedMessage {...empty.message} />} />
    ) : null;
  }
  return children;
}

/** The loading status alone, for content that waits again after it arrived (a chunk it needs). */
export function LoadingContent({ label, slow, skeleton, className, slowClassName }: AsyncLoading) {
  const intl = useIntl();
  if (skeleton === undefined) return <LoadingState label={<FormattedMessage {...label} />} slow={slow} />;
  const notice = slowClassName ? (
    <p className={slowClassName}>
      <SlowNotice />
    </p>
  ) : (
    <SlowNotice />
  );
  return (
    <div className={className} role="status" aria-label={intl.formatMessage(label, label.values)}>
      {skeleton}
      {slow ? notice : null}
    </div>
  );
}

function ErrorContent({ title, cause, message, text, retryLabel, onRetry, layout, className }: AsyncError) {
  const explanation = cause ? <ApiErrorText error={cause} /> : message ? <FormattedMessage {...message} /> : text;
  const inline = layout === 'inline';
  const retry = (
    <button type="button" className={inline ? 'button button--secondary button--small' : 'button button--primary'} onClick={onRetry}>
      <FormattedMessage {...retryLabel} />
    </button>
  );
  return inline ? (
    <div className={className} role="alert">
      <p>
        <FormattedMessage {...title} /> {explanation}
      </p>
      {retry}
    </div>
  ) : (
    <ErrorState title={<FormattedMessage {...title} />} message={explanation} action={retry} />
  );
}

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
