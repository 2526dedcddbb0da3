/**
 * The /linelogin page body: the "Sign in with LINE" choice, progress while LINE and the app talk, and a
 * failure with its SDK error code, translated explanation and a way forward (try again, other ways to
 * sign in, and Close inside the LINE app). Render-only: the route passes state and intents.
 */
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Hero } from '@/ui/common/Hero';
import { Icon } from '@/ui/common/Icon';
import { ErrorState, LoadingState } from '@/ui/common/States';
import './lineLogin.css';

export interface LineLoginErrorView {
  titleId: string;
  messageId: string;
  sdkMessageId?: string;
  values: { code: string; errorCode: string };
}

export interface LineLoginPanelProps {
  view: 'ready' | 'loading' | 'error' | 'done';
  /** Inside the LINE app (LIFF) or in a browser (PKCE). */
  mode: 'liff' | 'pkce';
  error: LineLoginErrorView | null;
  canStart: boolean;
  canRetry: boolean;
  onStart(): void;
  onRetry(): void;
  onClose(): void;
}

export function LineLoginPanel({ view, mode, error, canStart, canRetry, onStart, onRetry, onClose }: LineLoginPanelProps) {
  if (view === 'loading') {
    return <LoadingState label={<FormattedMessage id={mode === 'liff' ? 'line.loading.liff' : 'line.loading.pkce'} />} />;
  }
  if (view === 'done') {
    return <LoadingState label={<FormattedMessage id="line.done" />} />;
  }
  if (view === 'error' && error) {
    return (
      <ErrorState
        title={<FormattedMessage id={error.titleId} />}
        message={
          <>
            <FormattedMessage id={error.messageId} />
            {error.sdkMessageId ? (
              <>
                <br />
                <span className="line-login__detail">
                  <FormattedMessage id={error.sdkMessageId} />
                </span>
              </>
            ) : null}
            <br />
            <span className="line-login__detail">
              <FormattedMessage id="line.errorCode" values={{ errorCode: error.values.errorCode }} />
            </span>
          </>
        }
        action={
          <div className="line-login__actions">
            <button type="button" className="button button--primary button--block" onClick={onRetry} disabled={!canRetry}>
              <FormattedMessage id="line.retry" />
            </button>
            {mode === 'liff' ? (
              <button type="button" className="button button--secondary button--block" onClick={onClose}>
                <FormattedMessage id="line.close" />
              </button>
            ) : (
              <Link to="/login" className="button button--secondary button--block">
                <FormattedMessage id="line.ready.otherWays" />
              </Link>
            )}
          </div>
        }
      />
    );
  }
  return (
    <Hero icon={<Icon name="message" />} lead={<FormattedMessage id="line.ready.lead" />}>
      <div className="line-login__actions">
        <button type="button" className="button button--block line-login__start" onClick={onStart} disabled={!canStart}>
          <span className="line-login__mark" aria-hidden="true">
            L
          </span>
          <FormattedMessage id="line.ready.start" />
        </button>
        <Link to="/login" className="button button--secondary button--block">
          <FormattedMessage id="line.ready.otherWays" />
        </Link>
      </div>
    </Hero>
  );
}
