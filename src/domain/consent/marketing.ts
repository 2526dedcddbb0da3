/**
 * The marketing consent dialog's rules (spec sections 3, 4 and 7): the All box and the channels, what
 * is stored, and the two bodies a save sends.
 */
import type { ConsentRecord } from './versions';

/** The channels the dialog shows (spec section 2: All, SMS, LINE, E-mail). */
export type MarketingChannel = 'sms' | 'line' | 'email';

/** The dialog's boxes. */
export interface MarketingChoices {
  all: boolean;
  sms: boolean;
  line: boolean;
  email: boolean;
}

/** All is on only when SMS, LINE and e-mail are all on. */
function withAll(channels: Omit<MarketingChoices, 'all'>): MarketingChoices {
  return { ...channels, all: channels.sms && channels.line && channels.email };
}

/** Every box on (nothing stored yet) or off. */
export function everyChannel(on: boolean): MarketingChoices {
  return { all: on, sms: on, line: on, email: on };
}

/** Ticking All toggles every channel to All's new state. */
export function toggleAll(choices: MarketingChoices): MarketingChoices {
  return everyChannel(!choices.all);
}

/** Ticking a channel flips it; All follows (on only when the three are on). */
export function toggleChannel(choices: MarketingChoices, channel: MarketingChannel): MarketingChoices {
  return withAll({ sms: choices.sms, line: choices.line, email: choices.email, [channel]: !choices[channel] });
}

/** True when the record holds no marketing choice at all (never saved). */
function hasStoredMarketing(record: ConsentRecord | null | undefined): boolean {
  if (!record) return false;
  const fields = [record.MarketingOption, record.EmailMarketing, record.SMSMarketing, record.LineMarketing, record.NotificationMarketing];
  return fields.some((value) => value !== null && value !== undefined);
}

/** The boxes a stored record means; when no options are stored, every channel defaults to on. */
export function choicesFromRecord(record: ConsentRecord | null | undefined): MarketingChoices {
  if (!record || !hasStoredMarketing(record)) return everyChannel(true);
  const on = (value: number | null | undefined) => Number(value ?? 0) > 0;
  return withAll({ sms: on(record.SMSMarketing), line: on(record.LineMarketing), email: on(record.EmailMarketing) });
}

/** True when at least one channel is on (the member is enabled for marketing). */
function anyChannel(choices: MarketingChoices): boolean {
  return choices.sms || choices.line || choices.email;
}

/** POST /consent/marketingmessage_setting: each channel 0 or 1 (notification and USSD are not offered). */
export function marketingSettingBody(choices: MarketingChoices) {
  const flag = (on: boolean): 0 | 1 => (on ? 1 : 0);
  return {
    mktoption_email: flag(choices.email),
    mktoption_sms: flag(choices.sms),
    mktoption_notification: 0 as const,
    mktoption_line: flag(choices.line),
    mktoption_ussd: 0 as const,
  };
}

/**
 * The marketing object of the legal POST /consent body: each accepted channel carries the marketing
 * version, a refused one 0; disabling every channel sends 0s and the enabled flag (marketingOption) 0.
 */
export function marketingOptionBody(choices: MarketingChoices, marketingVersion: string) {
  const version = Number(marketingVersion) || 1;
  const v = (on: boolean) => (on ? version : 0);
  return {
    marketingOption: anyChannel(choices) ? version : 0,
    email: v(choices.email),
    sms: v(choices.sms),
    notification: 0,
    line: v(choices.line),
  };
}
