/** "Send to my chat" in the serial view inside LINE, and what became of it: render-only. */
import '@/ui/line/line.css';
import { FormattedMessage } from 'react-intl';
import type { SendToChatView } from '@machines/sendToChat/sendToChat.connect';
import { LineFeatureErrorNote } from '@/ui/line/LineFeatureErrorNote';
import { useRevealOutcome } from '@/ui/line/useRevealOutcome';

export type { SendToChatView };

export interface SendToChatControlProps {
  view: SendToChatView;
  /** Send to my chat takes a press now (the chart can take the send). */
  canSend: boolean;
  onSend: () => void;
  onDismiss: () => void;
}

export function SendToChatControl({ view, canSend, onSend, onDismiss }: SendToChatControlProps) {
  const ref = useRevealOutcome<HTMLDivElement>(view.kind === 'idle' ? null : view.kind);
  return (
    <div className="line-feature send-to-chat" ref={ref}>
      <button type="button" className="button button--secondary button--small" onClick={onSend} disabled={!canSend} aria-busy={view.kind === 'busy'}>
        <FormattedMessage id="lineFeature.chat.send" />
      </button>
      {view.kind === 'busy' ? (
        <p className="line-feature__status" role="status">
          <FormattedMessage id="lineFeature.chat.sending" />
        </p>
      ) : null}
      {view.kind === 'sent' ? (
        <div className="line-feature__status line-feature__status--shared">
          <p role="status">
            <FormattedMessage id="lineFeature.chat.sent" />
          </p>
          <button type="button" className="link-button" onClick={onDismiss}>
            <FormattedMessage id="lineFeature.ok" />
          </button>
        </div>
      ) : null}
      {view.kind === 'error' ? <LineFeatureErrorNote error={view.error} onDismiss={onDismiss} /> : null}
    </div>
  );
}
