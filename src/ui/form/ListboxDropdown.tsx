/**
 * The accessible listbox of the single-select dropdown at 1024 px and above (spec section 2 "Form
 * inputs"): downshift's `useSelect`, a select-only combobox (arrow keys, Home/End, Enter/Space, Escape,
 * type-ahead by letters, announced to screen readers). Loaded on demand by src/ui/form/Dropdown.tsx, only
 * on wide screens; same props, label and error line as the native <select> below 1024 px.
 */
import { useSelect } from 'downshift';
import { useId, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { FieldErrorText } from '@/ui/common/Field';
import { Icon } from '@/ui/common/Icon';
import { fieldClass, type DropdownOption, type DropdownProps } from '@/ui/form/dropdownField';

export function ListboxDropdown(props: DropdownProps) {
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
        <Icon name="chevronDown" size={18} className="dropdown__chevron" />
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
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
}
