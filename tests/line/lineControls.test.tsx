/**
 * The LINE controls under a campaign and a serial: each outcome (busy, shared, sent, a translated error) is
 * announced and brought into view, since the button often sits at the bottom of the screen or dialog.
 */
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lineFeatureError } from '@/domain/line/featureErrors';
import { messages } from '@/i18n/messages';
import { SendToChatControl, type SendToChatView } from '@/flows/sendToChat/SendToChatControl';
import { ShareControl } from '@/flows/sharePicker/ShareControl';
import type { ShareView } from '@machines/sharePicker/sharePicker.selectors';

const scrolled = vi.fn();
Element.prototype.scrollIntoView = scrolled;
afterEach(() => scrolled.mockClear());

function share(view: ShareView, locale: 'th' | 'en' = 'en') {
  return <IntlProvider locale={locale} messages={messages[locale]}><ShareControl view={view} labelId="lineFeature.share.campaign" canShare onShare={() => {}} onDismiss={() => {}} /></IntlProvider>;
}
function chat(view: SendToChatView) {
  return <IntlProvider locale="en" messages={messages.en}><SendToChatControl view={view} canSend={view.kind !== 'busy'} onSend={() => {}} onDismiss={() => {}} /></IntlProvider>;
}

describe('LINE controls show what became of the tap', () => {
  it('share: idle does not scroll; asking for the permission, then shared, are announced and brought into view', () => {
    const { rerender } = render(share({ kind: 'idle' }));
    expect(scrolled).not.toHaveBeenCalled();
    rerender(share({ kind: 'busy', where: 'permission' }));
    expect(screen.getByRole('status')).toHaveTextContent(messages.en['lineFeature.share.busy.permission']!);
    expect(screen.getByRole('button', { name: messages.en['lineFeature.share.campaign'] })).toBeDisabled();
    rerender(share({ kind: 'shared' }));
    expect(screen.getByRole('status')).toHaveTextContent(messages.en['lineFeature.share.shared']!);
    expect(scrolled).toHaveBeenCalledTimes(2);
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'nearest' });
  });

  it('share: a refused consent is a translated alert (Thai)', () => {
    render(share({ kind: 'error', error: lineFeatureError('consentDenied', { sdkMessage: 'agreementDenied' }) }, 'th'));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.th['lineFeature.error.consentDenied']!);
    expect(scrolled).toHaveBeenCalled();
  });

  it('send to my chat: sent and the update alert are brought into view', () => {
    const { rerender } = render(chat({ kind: 'idle' }));
    rerender(chat({ kind: 'sent' }));
    expect(screen.getByRole('status')).toHaveTextContent(messages.en['lineFeature.chat.sent']!);
    rerender(chat({ kind: 'error', error: lineFeatureError('iosUpdateRequired', { status: 403, minVersion: '12.0.1' }) }));
    expect(screen.getByRole('alert')).toHaveTextContent('12.0.1');
    expect(scrolled).toHaveBeenCalledTimes(2);
  });
});
