/**
 * Full-page error for a route that could not be shown: a part of the app failed to download (a new
 * version was deployed, or the connection dropped) or the page crashed. Offers Reload and Home.
 * Render-only: the app passes `onReload`.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { useEffect } from 'react';
import { Icon } from '@/ui/common/Icon';

export interface ErrorPageProps {
  /** 'chunk': the page's code could not be loaded; 'unexpected': anything else. */
  kind: 'chunk' | 'unexpected';
  onReload: () => void;
}

export function ErrorPage({ kind, onReload }: ErrorPageProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: kind === 'chunk' ? 'shell.error.chunk.title' : 'shell.error.unexpected.title' });
  useEffect(() => {
    document.title = `${title} · ${intl.formatMessage({ id: 'shell.appName' })}`;
  }, [title, intl]);
  return (
    <div className="app-frame">
      <header className="app-header">
        <div className="app-header__bar">
          <div className="app-header__start">
            <span className="brand-mark" aria-hidden="true">
              <Icon name="star" size={20} />
            </span>
          </div>
          <h1 className="app-header__title">{title}</h1>
          <div className="app-header__end" />
        </div>
      </header>
      <main className="app-main">
        <section className="state state--error" role="alert">
          <div className="state__icon" aria-hidden="true">
            <Icon name="alert" size={30} />
          </div>
          <p className="state__message">
            <FormattedMessage id={kind === 'chunk' ? 'shell.error.chunk.message' : 'shell.error.unexpected.message'} />
          </p>
          <div className="state__action">
            <button type="button" className="button button--primary" onClick={onReload}>
              <FormattedMessage id="shell.error.reload" />
            </button>
            {/* A plain link: the router may be the thing that failed. */}
            <a href="/" className="button button--secondary">
              <FormattedMessage id="shell.error.home" />
            </a>
          </div>
        </section>
      </main>
    </div>
  );
}
