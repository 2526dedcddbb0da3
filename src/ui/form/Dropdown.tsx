/**
 * Single-select dropdown (spec section 2 "Form inputs": behaviour differs at the 1024 px desktop
 * breakpoint). Below 1024 px it is the platform's own <select> (the phone's native picker); at 1024 px
 * and above it is an accessible listbox from downshift's `useSelect` (a select-only combobox: arrow keys,
 * Home/End, Enter/Space, Escape, type-ahead by letters, announced to screen readers). Same props, same
 * label, same error line in both; render-only (the width check is a purely visual detail).
 */
import { useSelect } from 'downshift';
import { useId, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import './form.css';

/** Spec section 9: the desktop breakpoint. */
export const DESKTOP_QUERY = '(min-width: 1024px)';

export interface DropdownOption {
  value: string;
  label: string;
}

export interface DropdownProps {
  label: ReactNode;
  options: DropdownOption[];
  /** The chosen value; '' when nothing is chosen. */
  value: string;
  onChange: (value: string) => void;
  /** Error text (shown after a submit attempt). */
  error?: ReactNode;
  /** @default the catalogue's 'Please select' */
  placeholder?: string;
  disabled?: boolean;
  /** Test hook and form name. */
  name?: string;
  /** Keep the label for screen readers only (a part of a group with its own legend, e.g. the date picker). */
  hideLabel?: boolean;
  /** Marks the control invalid and points it at an error shown outside it (a group's shared error line). */
  invalid?: boolean;
  describedBy?: string;
  /** Extra class on the field wrapper (layout inside a group). */
  className?: string;
}

function fieldClass(base: string[], props: Pick<DropdownProps, 'error' | 'className'>): string {
  return [...base, props.error ? 'field--invalid' : '', props.className ?? ''].filter(Boolean).join(' ');
}

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
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktop, () => false);
}

export function Dropdown(props: DropdownProps) {
  const desktop = useIsDesktop();
  return desktop ? <ListboxDropdown {...props} /> : <NativeDropdown {...props} />;
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
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ListboxDropdown(props: DropdownProps) {
  const { label, options, value, onChange, error, placeholder, disabled, name, hideLabel, invalid, describedBy } = props;
  const intl = useIntl();
  const errorId = `${useId()}-error`;
  const selectedItem = options.find((o) => o.value === value) ?? null;
  const { isOpen, highlightedIndex, getToggleButtonProps, getLabelProps, getMenuProps, getItemProps } = useSelect<DropdownOption>({
    items: options,
    selectedItem,
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.value,
    onSelectedItemChange: ({ selectedItem: chosen }) => onChange(chosen?.value ?? ''),
  });
  return (
    <div className={fieldClass(['field', 'dropdown'], props)}>
      <label className={hideLabel ? 'visually-hidden' : 'field__label'} {...getLabelProps()}>
        {label}
      </label>
      <div
        className={['input', 'dropdown__toggle', disabled ? 'dropdown__toggle--disabled' : ''].filter(Boolean).join(' ')}
        data-name={name}
        {...getToggleButtonProps({
          disabled,
          'aria-invalid': error || invalid ? true : undefined,
          'aria-describedby': error ? errorId : describedBy,
          // Escape closes the open list only, not the dialog around it.
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key === 'Escape' && isOpen) event.stopPropagation();
          },
        } as Parameters<typeof getToggleButtonProps>[0])}
      >
        <span className={selectedItem ? '' : 'dropdown__placeholder'}>
          {selectedItem ? selectedItem.label : (placeholder ?? intl.formatMessage({ id: 'validation.select.placeholder' }))}
        </span>
        <span aria-hidden="true" className="dropdown__chevron">
          ▾
        </span>
      </div>
      <ul className={['dropdown__menu', isOpen ? 'dropdown__menu--open' : ''].filter(Boolean).join(' ')} {...getMenuProps()}>
        {isOpen
          ? options.map((item, index) => (
              <li
                key={item.value}
                className={[
                  'dropdown__option',
                  highlightedIndex === index ? 'dropdown__option--active' : '',
                  selectedItem?.value === item.value ? 'dropdown__option--selected' : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
                {...getItemProps({ item, index })}
              >
                {item.label}
              </li>
            ))
          : null}
      </ul>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
