/**
 * What the native <select> and the desktop listbox share: the props and the field wrapper's class. It sits
 * apart from Dropdown.tsx so the on-demand listbox does not import the module that loads it.
 */
import type { ReactNode } from 'react';

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

export function fieldClass(base: string[], props: Pick<DropdownProps, 'error' | 'className'>): string {
  return [...base, props.error ? 'field--invalid' : '', props.className ?? ''].filter(Boolean).join(' ');
}
