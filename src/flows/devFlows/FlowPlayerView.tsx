/**
 * The flow player for product owners (render only): the catalogue, the chart of the chosen flow with the
 * current state highlighted, the events that can fire now as buttons (with their sample payloads), the
 * context as JSON, and Reset. Works on a LIFF mini window: one column, the chart scrolls sideways.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { FlowChart } from './FlowChart';
import './flowPlayer.css';

/** One catalogue entry as the list shows it. */
export interface FlowListItem {
  id: string;
  title: string;
  purpose: string;
}

/** An event button. */
export interface FlowEventButton {
  key: string;
  /** Event type (shown as is: it is the name in the chart). */
  type: string;
  /** Sample payload as JSON, when there is one. */
  payload?: string;
  /** For a delay: the time it waits, in ms (the button reads "Wait 1.5 s"). */
  waitMs?: number;
}

export interface FlowPlayerViewProps {
  flows: FlowListItem[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  /** Names of the inputs the flow can start with (`default` first); a choice shows when there are several. */
  variants?: string[];
  selectedVariant?: string;
  onVariant?: (name: string) => void;
  /** The input the running flow started with, JSON. */
  inputJson?: string;
  /** SVG of the selected flow with the active states highlighted. */
  chartSvg?: string;
  /** Active leaf states, dotted paths. */
  currentStates: string[];
  /** `active`, `done`, `error` or `stopped`. */
  status: string;
  events: FlowEventButton[];
  onFire: (key: string) => void;
  /** Context of the running flow, JSON. */
  contextJson: string;
  /** Number of events fired since the start. */
  stepCount: number;
  onReset: () => void;
}


export function FlowPlayerView(props: FlowPlayerViewProps) {
  const intl = useIntl();
  const selected = props.flows.find((f) => f.id === props.selectedId);
  return (
    <div className="flow-player">
      <label>
        <FormattedMessage id="flows.select.label" />{' '}
        <select value={props.selectedId ?? ''} onChange={(e) => props.onSelect(e.target.value)}>
          {props.selectedId ? null : <option value="">{intl.formatMessage({ id: 'flows.select.placeholder' })}</option>}
          {props.flows.map((f) => (
            <option key={f.id} value={f.id}>
              {f.title}
            </option>
          ))}
        </select>
      </label>
      {!props.flows.length ? (
        <p role="status">
          <FormattedMessage id="flows.empty" />
        </p>
      ) : null}
      {selected ? (
        <>
          <p>{selected.purpose}</p>
          {props.variants && props.variants.length > 1 ? (
            <label>
              <FormattedMessage id="flows.variant.label" />{' '}
              <select value={props.selectedVariant} onChange={(e) => props.onVariant?.(e.target.value)}>
                {props.variants.map((v) => (
                  <option key={v} value={v}>
                    {v}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <section aria-labelledby="flow-player-now">
            <h2 id="flow-player-now">
              <FormattedMessage id="flows.now.heading" />
            </h2>
            <p role="status" aria-live="polite">
              <FormattedMessage
                id={`flows.status.${props.status === 'done' || props.status === 'error' ? props.status : 'active'}`}
                values={{ state: <span className="flow-player__state">{props.currentStates.join(' + ')}</span>, steps: props.stepCount }}
              />
            </p>
            {props.events.length ? (
              <ul className="flow-player__events" aria-label={intl.formatMessage({ id: 'flows.events.label' })}>
                {props.events.map((e) => (
                  <li key={e.key}>
                    <button type="button" onClick={() => props.onFire(e.key)}>
                      {e.waitMs !== undefined ? (
                        <FormattedMessage id="flows.events.wait" values={{ seconds: e.waitMs / 1000 }} />
                      ) : (
                        e.type
                      )}
                      {e.payload ? <span className="flow-player__payload">{e.payload}</span> : null}
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p>
                <FormattedMessage id="flows.events.none" />
              </p>
            )}
            <button type="button" className="flow-player__reset" onClick={props.onReset}>
              <FormattedMessage id="flows.reset" />
            </button>
          </section>
          {props.chartSvg ? <FlowChart svg={props.chartSvg} label={intl.formatMessage({ id: 'flows.chart.label' }, { title: selected.title })} /> : null}
          <section aria-labelledby="flow-player-context">
            <h2 id="flow-player-context">
              <FormattedMessage id="flows.context.heading" />
            </h2>
            <pre>{props.contextJson}</pre>
            {props.inputJson ? (
              <details>
                <summary>
                  <FormattedMessage id="flows.input.heading" />
                </summary>
                <pre>{props.inputJson}</pre>
              </details>
            ) : null}
          </section>
        </>
      ) : null}
    </div>
  );
}
