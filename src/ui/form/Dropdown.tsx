/**
 * Single-select dropdown (spec section 2 "Form inputs": behaviour differs at the 1024 px desktop
 * breakpoint). Below 1024 px it is the platform's own <select> (the phone's native picker); at 1024 px
 * and above it is an accessible listbox from downshift's `useSelect` (src/ui/form/ListboxDropdown.tsx: a
 * select-only combobox: arrow keys, Home/End, Enter/Space, Escape, type-ahead by letters, announced to
 * screen readers). Same props, same label, same error line in both; render-only (the width check is a
 * purely visual detail).
 *
 * The listbox (downshift, about 11 kB gzip) is loaded on demand and only at 1024 px and above (to keep
 * route chunks within 25 kB; src/ui/common/onDemand.ts), so phones never download it: a screen with
 * dropdowns starts its download when its module is evaluated on a wide screen (or when the window is
 * widened past 1024 px), and the native <select> is shown until it has arrived.
 */
import { useId, useSyncExternalStore, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { FieldErrorText } from '@/ui/common/Field';
import { onDemand } from '@/ui/common/onDemand';
import { fieldClass, type DropdownProps } from '@/ui/form/dropdownField';
import './form.css';

/** Spec section 9: the desktop breakpoint. */
const DESKTOP_QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isDesktop(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_QUERY).matches;
}

/** True at 1024 px and wider; follows resizes. */
function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktop, () => false);
}

const listbox = onDemand<ComponentType<DropdownProps>>(() => import('@/ui/form/ListboxDropdown').then((module) => module.ListboxDropdown));

/** Loads the desktop listbox once (tests render it at once; a failed download is tried again by the next call). */
export const loadListboxDropdown = listbox.load;

// A screen with dropdowns opened on a wide screen fetches the listbox beside its data.
if (isDesktop()) listbox.preload();

export function Dropdown(props: DropdownProps) {
  const desktop = useIsDesktop();
  return desktop ? <DesktopDropdown {...props} /> : <NativeDropdown {...props} />;
}

/** At 1024 px and above: the accessible listbox once loaded, the native <select> until then. */
function DesktopDropdown(props: DropdownProps) {
  const ListboxDropdown = listbox.useLoaded();
  return ListboxDropdown ? <ListboxDropdown {...props} /> : <NativeDropdown {...props} />;
}

function NativeDropdown(props: DropdownProps) {
  const { label, options, value, onChange, error, placeholder, disabled, name, hideLabel, invalid, describedBy } = props;
  const intl = useIntl();
  const id = useId();
  const errorId = error ? `${id}-error` : describedBy;
  return (
    <div className={fieldClass(['field'], props)}>
      <label className={hideLabel ? 'visually-hidden' : 'field__label'} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="input select"
        value={value}
        disabled={disabled}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={errorId}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{placeholder ?? intl.formatMessage({ id: 'validation.select.placeholder' })}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
}
