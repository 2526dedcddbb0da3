/**
 * Thai / English toggle: a labelled group of two buttons with aria-pressed. Each language is written in
 * its own script so a person finds theirs whatever language the page is in.
 */
import { useIntl } from 'react-intl';
import { LOCALES, type LocaleCode, type ShortLocale } from '@/i18n/locale';

export interface LanguageSwitchProps {
  locale: ShortLocale;
  onChange: (locale: LocaleCode) => void;
}

export function LanguageSwitch({ locale, onChange }: LanguageSwitchProps) {
  const intl = useIntl();
  return (
    <div className="language-switch" role="group" aria-label={intl.formatMessage({ id: 'shell.language.label' })}>
      {LOCALES.map(({ code, short }) => (
        <button
          key={code}
          type="button"
          lang={short}
          className="language-switch__option"
          aria-pressed={locale === short}
          onClick={() => {
            if (locale !== short) onChange(code);
          }}
        >
          {intl.formatMessage({ id: short === 'th' ? 'shell.language.th' : 'shell.language.en' })}
        </button>
      ))}
    </div>
  );
}
