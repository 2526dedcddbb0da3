/**
 * The text input of spec section 5, once for every form: what the input keeps of typing and pasting
 * (text only, no space, an allowed-character pattern, a maximum length) and its checks (required, minimum
 * length, an optional whole-value pattern; declared as arktype schemas in ./textInputRule.ts), plus when its
 * error may show (after a submit attempt, on blur or as soon as the field is touched).
 */
export interface TextInputOptions {
  /** Removes emoji, digits and symbols as typed; Thai and English letters and spaces stay. */
  textOnly?: boolean;
  /** Removes every white space as typed. */
  noSpace?: boolean;
  /** One character the input accepts (`/[0-9]/`); every other character is dropped as typed. */
  allow?: RegExp;
  /** Longest value kept, in characters. */
  maxLength?: number;
  /** An empty value is the label's required message. */
  required?: boolean;
  /** A shorter value is the too-short message with the number. */
  minLength?: number;
  /** Whole-value pattern; a value that does not match is `invalidId` (or `validation.invalid`). */
  pattern?: RegExp;
  /** Message id of a value the pattern refuses. @default 'validation.invalid' */
  invalidId?: string;
  /** When the error may show. @default 'submit' */
  errorsOn?: ErrorMoment;
}

/** After a submit attempt only, once the person left the field, or from the first change. */
export type ErrorMoment = 'submit' | 'blur' | 'touch';

/** What a field has been through, as its error moment needs it. */
export interface FieldInteraction {
  submitted: boolean;
  /** The person changed the value. */
  touched: boolean;
  /** The person left the field at least once. */
  blurred: boolean;
}

/** Thai letters (consonants, vowels, tone marks) and English letters; Thai digits and symbols are not letters. */
const LETTER = /[A-Za-z\u0E01-\u0E3A\u0E40-\u0E4E]/u;
const SPACE = /\s/u;

function keepsCharacter(ch: string, options: TextInputOptions): boolean {
  if (SPACE.test(ch)) {
    if (options.noSpace) return false;
    return options.allow ? options.allow.test(ch) : true;
  }
  if (options.textOnly && !LETTER.test(ch)) return false;
  return options.allow ? options.allow.test(ch) : true;
}

/**
 * What the input keeps of raw typing or pasting. Characters are read whole (an emoji is one), so
 * removing one never splits another; everything the options allow stays, in order.
 */
export function applyTextInputOptions(raw: string, options: TextInputOptions): string {
  const kept = [...raw].filter((ch) => keepsCharacter(ch, options));
  return (options.maxLength === undefined ? kept : kept.slice(0, options.maxLength)).join('');
}

/** True when a field's error may show now: always after a submit attempt, earlier as its moment says. */
export function isErrorShown(moment: ErrorMoment | undefined, field: FieldInteraction): boolean {
  if (field.submitted) return true;
  if (moment === 'touch') return field.touched || field.blurred;
  if (moment === 'blur') return field.blurred;
  return false;
}

/** The input options of the fields the spec's forms share (sections 5 and 9). */
export const INPUT_OPTIONS = {
  /** First and last name: Thai or English letters only. */
  name: { textOnly: true, maxLength: 100, errorsOn: 'blur' },
  /** E-mail: no spaces, at most 50 characters. */
  email: { noSpace: true, maxLength: 50, errorsOn: 'blur' },
  /** National id and tax id: 13 digits. */
  idNumber: { allow: /[0-9]/u, maxLength: 13, errorsOn: 'blur' },
} as const satisfies Record<string, TextInputOptions>;
