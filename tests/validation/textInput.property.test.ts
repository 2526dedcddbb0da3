import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTextInputOptions, INPUT_OPTIONS, isErrorShown, type ErrorMoment } from '@/domain/validation/textInput';
import { validateTextInput } from '@/domain/validation/textInputRule';
import { sanitizeAddressField } from '@/domain/address/addressBook';
import { sanitiseField } from '@machines/registration/registration.rules';

const thaiLetter = fc.constantFrom(...'กขคงจฉชซญดตถทนบปผพฟมยรลวศสหอฮะาิีึืุูเแโใไ็่้๊๋์ั'.split(''));
const englishLetter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
const letters = fc.array(fc.oneof(thaiLetter, englishLetter), { minLength: 1, maxLength: 30 }).map((a) => a.join(''));
/** Characters text-only removes: digits (ASCII and Thai), symbols, emoji (one code point and joined). */
const notText = fc.constantFrom('1', '๙', '@', '#', '.', '-', '_', '😀', '👍🏽', '👨‍👩‍👧', '฿', '!');
const space = fc.constantFrom(' ', '\u00a0', '\t');

/** `value` with `extra` strings inserted at arbitrary places. */
const interleaved = (value: fc.Arbitrary<string>, extra: fc.Arbitrary<string>) =>
  fc.tuple(value, fc.array(fc.tuple(extra, fc.nat()), { maxLength: 6 })).map(([v, inserts]) => {
    let out = v;
    for (const [e, at] of inserts) {
      const chars = [...out];
      const i = at % (chars.length + 1);
      out = [...chars.slice(0, i), e, ...chars.slice(i)].join('');
    }
    return { clean: v, dirty: out };
  });

describe('text input options (section 5, property)', () => {
  it('text only removes emoji, digits and symbols, and keeps every letter typed, in order', () => {
    fc.assert(fc.property(interleaved(letters, notText), ({ clean, dirty }) => {
      expect(applyTextInputOptions(dirty, { textOnly: true })).toBe(clean);
    }));
  });

  it('nothing the options allow is lost, and applying them twice changes nothing', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.boolean(), fc.boolean(), (raw, textOnly, noSpace) => {
      const once = applyTextInputOptions(raw, { textOnly, noSpace });
      expect(applyTextInputOptions(once, { textOnly, noSpace })).toBe(once);
      if (!textOnly && !noSpace) expect(once).toBe(raw);
    }));
    fc.assert(fc.property(letters, (word) => {
      expect(applyTextInputOptions(word, { textOnly: true, noSpace: true })).toBe(word);
    }));
  });

  it('no space removes every white space and nothing else', () => {
    fc.assert(fc.property(interleaved(fc.emailAddress({ size: 'small' }), space), ({ clean, dirty }) => {
      expect(applyTextInputOptions(dirty, { noSpace: true })).toBe(clean);
    }));
  });

  it('an allowed-character pattern keeps only those characters; max length cuts the rest', () => {
    fc.assert(fc.property(interleaved(fc.stringMatching(/^\d{1,20}$/), fc.oneof(notText.filter((c) => !/\d/.test(c)), space, englishLetter)), ({ clean, dirty }) => {
      expect(applyTextInputOptions(dirty, { allow: /[0-9]/u })).toBe(clean);
      expect(applyTextInputOptions(dirty, INPUT_OPTIONS.idNumber)).toBe(clean.slice(0, 13));
    }));
  });

  it('required, too short with its number, too long and the pattern', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 10 }), letters, (min, word) => {
      const result = validateTextInput(word, { required: true, minLength: min });
      if ([...word].length < min) expect(result).toEqual({ id: 'validation.tooShort', values: { min } });
      else expect(result).toBeNull();
    }));
    expect(validateTextInput('  ', { required: true })).toEqual({ id: 'validation.required' });
    expect(validateTextInput('', { required: false, minLength: 3 })).toBeNull();
    expect(validateTextInput('abcdef', { maxLength: 5 })).toEqual({ id: 'validation.tooLong', values: { max: 5 } });
    expect(validateTextInput('ab1', { pattern: /^[a-z]+$/ })).toEqual({ id: 'validation.invalid' });
    expect(validateTextInput('ab1', { pattern: /^[a-z]+$/, invalidId: 'validation.name.lettersOnly' })).toEqual({ id: 'validation.name.lettersOnly' });
  });

  it('an error shows after a submit attempt always; earlier only at its moment', () => {
    const moments: Array<ErrorMoment | undefined> = [undefined, 'submit', 'blur', 'touch'];
    fc.assert(fc.property(fc.constantFrom(...moments), fc.boolean(), fc.boolean(), fc.boolean(), (moment, submitted, touched, blurred) => {
      const shown = isErrorShown(moment, { submitted, touched, blurred });
      const expected = submitted || (moment === 'blur' && blurred) || (moment === 'touch' && (touched || blurred));
      expect(shown).toBe(expected);
    }));
  });
});

describe('the forms use the options', () => {
  it('registration: names text only, e-mail without spaces, national id digits only', () => {
    expect(sanitiseField('firstName', 'Som1chai😀')).toBe('Somchai');
    expect(sanitiseField('lastName', 'ใจ@ดี')).toBe('ใจดี');
    expect(sanitiseField('email', ' som chai@example.com ')).toBe('somchai@example.com');
    expect(sanitiseField('nationalId', '1-1037-00012-34-6 9')).toBe('1103700012346');
  });

  it('address and tax forms: the same options', () => {
    expect(sanitizeAddressField('firstName', 'Malee2')).toBe('Malee');
    expect(sanitizeAddressField('email', 'tax @example.com')).toBe('tax@example.com');
    expect(sanitizeAddressField('taxId', '0105-5612-34567')).toBe('0105561234567');
    // Free text keeps everything typed.
    expect(sanitizeAddressField('address', '99/1 ซอย 5 😀')).toBe('99/1 ซอย 5 😀');
  });
});
