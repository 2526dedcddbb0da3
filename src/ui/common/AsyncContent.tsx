/**
 * The one view for content that arrives by a call: loading (a spinner, or a skeleton that reserves the
 * content's space), error (title, the translated message and a way forward such as Try again), empty, and
 * the ready content (children). Render-only: the caller's chart decides the status.
 */
import { isValidElement, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@/domain/apiError';
import { ApiErrorText } from '@/ui/common/ApiErrorText';
import { EmptyState, ErrorState, LoadingState, SlowNotice } from '@/ui/common/States';

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
  /** Shown when there is no `cause`: a catalogue message, or text the caller has already translated. */
  message?: MessageRef | ReactNode;
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
  /** The ready content; a function is called only when the status is ready. */
  children: ReactNode | (() => ReactNode);
}

function isMessageRef(value: unknown): value is MessageRef {
  return typeof value === 'object' && value !== null && !isValidElement(value) && typeof (value as { id?: unknown }).id === 'string';
}

function Message({ message }: { message: MessageRef }) {
  return <FormattedMessage id={message.id} values={message.values} />;
}

function errorText({ cause, message }: AsyncError): ReactNode {
  if (cause) return <ApiErrorText error={cause} />;
  return isMessageRef(message) ? <Message message={message} /> : message;
}

export function AsyncContent({ status, loading, error, empty, children }: AsyncContentProps) {
  switch (status) {
    case 'loading':
      return <LoadingContent {...loading} />;
    case 'error':
      return <AsyncErrorView {...error} />;
    case 'empty':
      return empty ? (
        <EmptyState
          icon={empty.icon}
          title={<Message message={empty.title} />}
          message={empty.message ? <Message message={empty.message} /> : undefined}
          action={empty.action}
        />
      ) : null;
    case 'ready':
      return <>{typeof children === 'function' ? children() : children}</>;
  }
}

/** The loading status alone, for content that waits again after it arrived (a chunk it needs). */
export function LoadingContent({ label, slow = false, skeleton, className, slowClassName }: AsyncLoading) {
  if (skeleton === undefined) return <LoadingState label={<Message message={label} />} slow={slow} />;
  return <SkeletonStatus label={label} className={className} slow={slow} slowClassName={slowClassName} skeleton={skeleton} />;
}

/** A role="status" region named by the label, holding the skeleton (and the slow notice). */
function SkeletonStatus({ label, slow, skeleton, className, slowClassName }: AsyncLoading) {
  const intl = useIntl();
  return (
    <div className={className} role="status" aria-label={intl.formatMessage({ id: label.id }, label.values)}>
      {skeleton}
      {slow ? (
        slowClassName ? (
          <p className={slowClassName}>
            <SlowNotice />
          </p>
        ) : (
          <SlowNotice />
        )
      ) : null}
    </div>
  );
}

function AsyncErrorView(props: AsyncError) {
  const { title, retryLabel, onRetry, layout = 'state', className } = props;
  if (layout === 'inline') {
    return (
      <div className={className} role="alert">
        <p>
          <Message message={title} /> {errorText(props)}
        </p>
        <button type="button" className="button button--secondary button--small" onClick={onRetry}>
          <Message message={retryLabel} />
        </button>
      </div>
    );
  }
  return (
    <ErrorState
      title={<Message message={title} />}
      message={errorText(props)}
      action={
        <button type="button" className="button button--primary" onClick={onRetry}>
          <Message message={retryLabel} />
        </button>
      }
    />
  );
}
