/**
 * The connectivity root in the app: the browser's offline and online events reach the chart, the strip says so
 * in the page's language, pages read the offline fact, and coming back asks the session to read the member again.
 */
import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { ConnectivityRoot, useConnectivity } from '@/flows/connectivity/ConnectivityRoot';
import { ServicesProvider, type AppServices } from '@/flows/shared/services';
import { messages } from '@/i18n/messages';

function Page() {
  const { offline, disabledReason, comebacks } = useConnectivity();
  return <p data-testid="page">{`${offline}:${disabledReason ?? 'none'}:${comebacks}`}</p>;
}

describe.each(['en', 'th'] as const)('connectivity root (%s)', (locale) => {
  it('follows the browser offline and back, and refreshes the member when the network returns', () => {
    const send = vi.fn();
    const services = { session: { send } } as unknown as AppServices;
    render(
      <IntlProvider locale={locale} messages={messages[locale]} defaultLocale="th">
        <ServicesProvider services={services}>
          <ConnectivityRoot inMessagingClient={false}>
            <Page />
          </ConnectivityRoot>
        </ServicesProvider>
      </IntlProvider>,
    );
    expect(screen.getByTestId('page')).toHaveTextContent('false:none:0');
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByTestId('offline-notice')).toHaveTextContent(String(messages[locale]['shell.offline.notice']));
    expect(screen.getByTestId('page')).toHaveTextContent('true:shell.offline.needsNetwork:0');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByTestId('offline-notice')).toBeNull();
    expect(screen.getByTestId('back-online-notice')).toHaveTextContent(String(messages[locale]['shell.offline.backOnline']));
    expect(screen.getByTestId('page')).toHaveTextContent('false:none:1');
    expect(send).toHaveBeenCalledWith({ type: 'SESSION.PROFILE_REFRESH' });
  });
});
