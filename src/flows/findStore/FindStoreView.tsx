/**
 * /findstore content: a search by name; while locating and loading a status line; nearest-first
 * branches with their distance in km, or (no location) a note saying why, Use my location, and the
 * branches grouped by province with a province filter; each branch with address, opening hours,
 * tap-to-call and directions in the device's map app. Render-only.
 */
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { byProvince, directionsHref, showPhone, telHref, type Branch } from '@/domain/stores/stores';
import { formatNumber } from '@/i18n/format';
import type { ShortLocale } from '@/i18n/locale';
import { Icon } from '@/ui/common/Icon';
import { AsyncContent, type AsyncStatus } from '@/ui/common/States';
import type { FindStoreConnectView } from '@machines/findStore/findStore.connect';
import './stores.css';

/** The find-store connect's view plus the locale and the radius of the nearby list (km). */
export type FindStoreViewProps = FindStoreConnectView & {
  locale: ShortLocale;
  /** Radius of the nearby list, km. */
  radiusKm: number;
};

function BranchCard({ branch }: { branch: Branch }) {
  const intl = useIntl();
  return (
    <li className="branch" data-testid="branch">
      <div className="branch__head">
        <h3 className="branch__name">{branch.name}</h3>
        {branch.distanceKm !== undefined ? (
          <span className="branch__distance" data-testid="branch-distance">
            <FormattedMessage id="stores.distance" values={{ km: formatNumber(branch.distanceKm, 1) }} />
          </span>
        ) : null}
      </div>
      <p className="branch__address">{branch.address}</p>
      {branch.openHours ? (
        <p className="branch__hours">
          <Icon name="clock" size={16} /> <FormattedMessage id="stores.hours" values={{ hours: branch.openHours }} />
        </p>
      ) : null}
      <div className="branch__actions">
        {branch.phone ? (
          <a className="button button--secondary button--small" href={telHref(branch.phone)}>
            <Icon name="phone" size={16} /> <FormattedMessage id="stores.call" values={{ phone: showPhone(branch.phone) }} />
          </a>
        ) : null}
        <a
          className="button button--secondary button--small"
          href={directionsHref(branch)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={intl.formatMessage({ id: 'stores.directionsTo' }, { name: branch.name })}
        >
          <Icon name="navigation" size={16} /> <FormattedMessage id="stores.directions" />
        </a>
      </div>
    </li>
  );
}

function BranchList({ branches, label }: { branches: Branch[]; label: string }) {
  return (
    <ul className="branches" aria-label={label}>
      {branches.map((b) => (
        <BranchCard key={b.id} branch={b} />
      ))}
    </ul>
  );
}

function SearchForm({ query, canSearch, showClear, onSearch, onClear }: { query: string; canSearch: boolean; showClear: boolean; onSearch: (q: string) => void; onClear: () => void }) {
  const intl = useIntl();
  // The typed text is the input's own (a visual detail); the chart keeps the submitted query.
  const [text, setText] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) onSearch(text);
  };
  return (
    <form className="store-search" role="search" onSubmit={submit}>
      <label htmlFor="store-search-input" className="store-search__label">
        <FormattedMessage id="stores.search.label" />
      </label>
      <div className="store-search__row">
        <input
          id="store-search-input"
          className="input"
          type="search"
          value={text}
          placeholder={intl.formatMessage({ id: 'stores.search.placeholder' })}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={!canSearch}>
          <Icon name="search" size={18} /> <FormattedMessage id="stores.search.submit" />
        </button>
      </div>
      {showClear ? (
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setText('');
            onClear();
          }}
        >
          <FormattedMessage id="stores.search.clear" />
        </button>
      ) : null}
    </form>
  );
}

function ProvinceView(props: FindStoreViewProps) {
  const intl = useIntl();
  const groups = byProvince(props.branches, props.locale);
  const shown = props.province ? groups.filter((g) => g.code === props.province) : groups;
  return (
    <>
      <div className="store-note" role="note">
        <Icon name="info" size={20} />
        <p>
          <FormattedMessage id={`stores.note.${props.reason ?? 'unavailable'}`} />
        </p>
        {props.canLocateAgain ? (
          <button type="button" className="button button--secondary button--small" onClick={props.onLocateAgain}>
            <Icon name="navigation" size={16} /> <FormattedMessage id="stores.locateAgain" />
          </button>
        ) : null}
      </div>
      <div className="field store-province">
        <label htmlFor="store-province" className="field__label">
          <FormattedMessage id="stores.province.label" />
        </label>
        <select id="store-province" className="input" value={props.province ?? ''} onChange={(e) => props.onProvince(e.target.value || undefined)}>
          <option value="">{intl.formatMessage({ id: 'stores.province.all' })}</option>
          {groups.map((g) => (
            <option key={g.code} value={g.code}>
              {g.name}
            </option>
          ))}
        </select>
      </div>
      {shown.map((g) => (
        <section key={g.code} className="store-province-group" aria-labelledby={`province-${g.code}`}>
          <h2 id={`province-${g.code}`}>
            {g.name} <span className="store-province-group__count">({intl.formatMessage({ id: 'stores.province.count' }, { count: g.branches.length })})</span>
          </h2>
          <BranchList branches={g.branches} label={g.name} />
        </section>
      ))}
    </>
  );
}

/** What the body shows: the shared async states around the branch lists. */
function asyncStatus(props: FindStoreViewProps): AsyncStatus {
  switch (props.status) {
    case 'locating':
    case 'loading':
      return 'loading';
    case 'failed':
      return 'error';
    case 'results':
      return props.results.length === 0 ? 'empty' : 'ready';
    case 'nearby':
      return props.branches.length === 0 ? 'empty' : 'ready';
    case 'byProvince':
      return 'ready';
  }
}

function Body(props: FindStoreViewProps) {
  return (
    <AsyncContent
      status={asyncStatus(props)}
      loading={props.status === 'locating' ? { label: { id: 'stores.locating' } } : { label: { id: 'stores.loading' }, slow: props.slow }}
      error={{ title: { id: 'stores.failed.title' }, cause: props.error, retryLabel: { id: 'stores.retry' }, onRetry: props.onRetry }}
      empty={
        props.status === 'results'
          ? { icon: <Icon name="search" size={30} />, title: { id: 'stores.search.none', values: { query: props.query } } }
          : { icon: <Icon name="pin" size={30} />, title: { id: 'stores.nearby.none', values: { km: props.radiusKm } } }
      }
    >
      <Lists {...props} />
    </AsyncContent>
  );
}

function Lists(props: FindStoreViewProps) {
  const intl = useIntl();
  switch (props.status) {
    case 'results': {
      const heading = intl.formatMessage({ id: 'stores.search.heading' }, { query: props.query });
      return (
        <section aria-labelledby="store-results">
          <h2 id="store-results">{heading}</h2>
          <BranchList branches={props.results} label={heading} />
        </section>
      );
    }
    case 'nearby': {
      const heading = intl.formatMessage({ id: 'stores.nearby.heading' });
      return (
        <section aria-labelledby="store-nearby">
          <h2 id="store-nearby">{heading}</h2>
          <BranchList branches={props.branches} label={heading} />
        </section>
      );
    }
    case 'byProvince':
      return <ProvinceView {...props} />;
    default:
      return null;
  }
}

export function FindStoreView(props: FindStoreViewProps) {
  return (
    <div className="find-store">
      <SearchForm query={props.query} canSearch={props.canSearch} showClear={props.status === 'results' || (props.status === 'failed' && props.query !== '')} onSearch={props.onSearch} onClear={props.onClearSearch} />
      <Body {...props} />
    </div>
  );
}
