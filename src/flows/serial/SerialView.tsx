/**
 * The serial display (spec section 2 "Serial display"), shared by the redeem dialog and the redeem
 * history: three tabs (QR code, barcode, code text; the selector hidden when the barcode type is none
 * and a privilege message exists), the copy button, the countdown, the expired and used overlays over
 * XXXXXXXX, the privilege message (sanitised HTML, or the default show-at-shop line) and the
 * mark-as-used link. Render-only: the serial chart decides the tab, the status and what is enabled.
 *
 * The QR code and barcode are drawn on a canvas by encoders loaded with dynamic imports (qrcode and one
 * named bwip-js encoder), so their code loads only when a code is shown. A code the symbology cannot
 * take is reported with onRenderFailed; the chart then shows the text tab with a translated message.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SerialView as SerialViewData } from '@machines/serial/serial.selectors';
import {
  barcodeDrawing,
  checkBarcode,
  checkQr,
  renderErrorFromException,
  type RenderErrorReason,
  type SerialTab,
} from '@/domain/campaign/barcode';
import { formatCountdown, isLongSerial, privilegeHtml } from '@/domain/campaign/serial';
import { SafeHtml } from '@/ui/html/SafeHtml';
import { drawBarcode, drawQr } from '@/flows/serial/encoders/loaders';
import './serial.css';

export interface SerialViewProps {
  view: SerialViewData;
  /** QR code width in pixels. @default 300 (160 in the serial dialog) */
  qrWidth?: number;
  onSelectTab: (tab: SerialTab) => void;
  onCopy: () => void;
  onMarkUsed: () => void;
  /** Shown but disabled, with this reason (a message id), when marking needs a network that is gone. */
  markUsedDisabledReasonId?: string | null;
  onRenderFailed: (tab: 'qr' | 'barcode', reason: RenderErrorReason) => void;
}

const TABS: readonly SerialTab[] = ['qr', 'barcode', 'text'];

function CodeCanvas({ kind, code, barcodeType, qrWidth, label, onFailed }: {
  kind: 'qr' | 'barcode';
  code: string;
  barcodeType: SerialViewData['serial']['barcodeType'];
  qrWidth: number;
  label: string;
  onFailed: (reason: RenderErrorReason) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const failed = useRef(onFailed);
  // The encoder loads on demand: until it has drawn, a loading line says so instead of a blank box. The
  // parent keys this component by kind and code, so a new drawing starts from "not drawn".
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    failed.current = onFailed;
  });
  useEffect(() => {
    let cancelled = false;
    const target = canvas.current;
    if (!target) return;
    const drawing = barcodeDrawing(code, barcodeType);
    const invalid = kind === 'qr' ? checkQr(code) : checkBarcode(code, drawing.symbology);
    if (invalid) {
      failed.current(invalid);
      return;
    }
    const draw = kind === 'qr' ? drawQr(target, code, qrWidth) : drawBarcode(target, drawing);
    draw.then(
      () => {
        if (!cancelled) setDrawn(true);
      },
      (error: unknown) => {
        if (!cancelled) failed.current(renderErrorFromException(error));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [kind, code, barcodeType, qrWidth]);
  return (
    <>
      <canvas ref={canvas} role="img" aria-label={label} aria-busy={drawn ? undefined : true} className={`serial-view__canvas serial-view__canvas--${kind}${drawn ? '' : ' serial-view__canvas--drawing'}`} data-code-kind={kind} />
      {drawn ? null : (
        <p className="serial-view__drawing" role="status">
          <FormattedMessage id="common.loading" />
        </p>
      )}
    </>
  );
}

export function SerialView({ view, qrWidth = 300, onSelectTab, onCopy, onMarkUsed, markUsedDisabledReasonId = null, onRenderFailed }: SerialViewProps) {
  const intl = useIntl();
  const id = useId();
  const tabRefs = useRef<Partial<Record<SerialTab, HTMLButtonElement | null>>>({});
  const { serial, status, tab, code } = view;
  const privilege = privilegeHtml(serial);
  const closed = status !== 'active';
  const long = isLongSerial(serial.serial);

  function onTabKey(event: KeyboardEvent<HTMLDivElement>) {
    const enabled = TABS.filter((t) => view.canSelect[t]);
    const index = enabled.indexOf(tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step || index < 0) return;
    event.preventDefault();
    const next = enabled[(index + step + enabled.length) % enabled.length];
    if (next && next !== tab) {
      onSelectTab(next);
      tabRefs.current[next]?.focus();
    }
  }

  const codeLabel = intl.formatMessage({ id: 'serial.codeLabel' });
  return (
    <div className={`serial-view serial-view--${status}`}>
      {view.tabsHidden ? null : (
        <div className="tabs serial-view__tabs" role="tablist" aria-label={intl.formatMessage({ id: 'serial.tabs.label' })} onKeyDown={onTabKey}>
          {TABS.map((t) => (
            <button
              key={t}
              ref={(el) => {
                tabRefs.current[t] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${t}`}
              aria-selected={t === tab}
              aria-controls={`${id}-panel`}
              tabIndex={t === tab ? 0 : -1}
              disabled={!view.canSelect[t]}
              className="tabs__tab"
              onClick={() => onSelectTab(t)}
            >
              <FormattedMessage id={`serial.tab.${t}`} />
            </button>
          ))}
        </div>
      )}
      <div
        id={`${id}-panel`}
        {...(view.tabsHidden ? {} : { role: 'tabpanel', 'aria-labelledby': `${id}-tab-${tab}` })}
        className="serial-view__panel"
      >
        <div className="serial-view__code-box">
          {tab === 'qr' && !closed ? (
            <CodeCanvas key={`qr:${serial.serial}`} kind="qr" code={serial.serial} barcodeType={serial.barcodeType} qrWidth={qrWidth} label={intl.formatMessage({ id: 'serial.qr.label' }, { code: serial.serial })} onFailed={(reason) => onRenderFailed('qr', reason)} />
          ) : tab === 'barcode' && !closed ? (
            <CodeCanvas key={`barcode:${serial.serial}`} kind="barcode" code={serial.serial} barcodeType={serial.barcodeType} qrWidth={qrWidth} label={intl.formatMessage({ id: 'serial.barcode.label' }, { code: serial.serial })} onFailed={(reason) => onRenderFailed('barcode', reason)} />
          ) : null}
          <p className={`serial-code${long ? ' serial-code--long' : ''}${closed ? ' serial-code--dimmed' : ''}`} aria-label={`${codeLabel}: ${code}`} data-testid="serial-code">
            {code}
          </p>
          {closed ? (
            <p className="serial-view__overlay" role="status">
              <span className="serial-view__stamp">
                <FormattedMessage id={status === 'used' ? 'serial.overlay.used' : 'serial.overlay.expired'} />
              </span>
            </p>
          ) : null}
        </div>
        {view.renderError ? (
          <p className="serial-view__render-error" role="alert">
            <FormattedMessage id={`serial.renderError.${view.renderError.reason}`} values={{ tab: intl.formatMessage({ id: `serial.tab.${view.renderError.tab}` }), kind: view.renderError.tab }} />
          </p>
        ) : null}
      </div>
      {view.secondsLeft !== undefined ? (
        <p className="serial-view__timer" role="timer" aria-live="off">
          {status === 'expired' || view.secondsLeft === 0 ? (
            <FormattedMessage id="serial.timer.expired" />
          ) : (
            <FormattedMessage id="serial.timer.left" values={{ time: formatCountdown(view.secondsLeft) }} />
          )}
        </p>
      ) : status === 'expired' ? (
        <p className="serial-view__timer">
          <FormattedMessage id="serial.timer.expired" />
        </p>
      ) : null}
      {closed ? null : (
        <p className="serial-view__actions">
          <button type="button" className="button button--primary" onClick={onCopy} disabled={!view.canCopy} data-autofocus>
            <FormattedMessage id={view.copy === 'copied' ? 'serial.copied' : 'serial.copy'} />
          </button>
        </p>
      )}
      <p role="status" className="serial-copy-status">
        {view.copy === 'failed' ? <FormattedMessage id="serial.copyFailed" /> : null}
      </p>
      {privilege ? (
        <SafeHtml html={privilege} className="rich-text serial-view__privilege" />
      ) : (
        <p className="serial-view__privilege">
          <FormattedMessage id="serial.showAtShop" />
        </p>
      )}
      {view.canMarkUsed ? (
        <p className="serial-view__mark-used">
          <button
            type="button"
            className="link-button"
            onClick={onMarkUsed}
            disabled={markUsedDisabledReasonId !== null}
            aria-describedby={markUsedDisabledReasonId !== null ? 'serial-mark-used-reason' : undefined}
          >
            <FormattedMessage id="serial.markUsed" />
          </button>
          {markUsedDisabledReasonId !== null ? (
            <span id="serial-mark-used-reason" className="serial-view__disabled-reason" data-testid="mark-used-reason">
              <FormattedMessage id={markUsedDisabledReasonId} />
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
