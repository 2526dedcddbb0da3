/**
 * The consent calls of spec section 7, shared by every consent flow (registration, re-consent,
 * marketing, cookies, policy pages): versions, policy texts and cookie content from blob storage,
 * the member's record (GET /consent) and the two variants of POST /consent.
 */
import type { AppServices } from './services';
import type { ApiClients } from '@/api/clients';
import { unwrap } from '@/api/unwrap';
import { callOptions, type CallInit } from '@/api/warmCache';
import type { RouteWarm } from './warmContext';
import type { RuntimeSettings } from '@machines/session/settings.types';
import type { ModulesRequestBody } from '@/api/types';
import { withTranId, type TranId } from '@/domain/write/tranId';
import type { CookieChoices } from '@/domain/consent/cookies';
import { marketingOptionBody, marketingSettingBody, type MarketingChoices } from '@/domain/consent/marketing';
import { CONSENT_AGE, acceptanceOf, versionsFrom, type ConsentRecord, type ConsentVersions } from '@/domain/consent/versions';
import type { CookieContent } from '@machines/cookieConsent/cookieConsent.types';

type ConsentServices = Pick<AppServices, 'clients' | 'settings'>;
type PolicyTextKind = 'terms' | 'privacy' | 'age' | 'marketing' | 'cookie';

/** Blob GET /pdpaconsent/{appId}/version, with the defaults of section 9 for anything missing. */
export async function fetchConsentVersions(services: ConsentServices, signal?: AbortSignal): Promise<ConsentVersions> {
  return versionsFrom(unwrap(await getConsentVersions(services, signal ? { signal } : {})));
}

function getConsentVersions(services: { clients: Pick<ApiClients, 'blob'>; settings: Pick<RuntimeSettings, 'appId'> }, init: CallInit) {
  return services.clients.blob.GET('/pdpaconsent/{appId}/version', callOptions({ path: { appId: services.settings.appId } }, init));
}

/**
 * How many start-up flows read the consent versions: the cookie consent, and one of the re-consent check (a
 * signed-in member), the registration form and a policy page, whichever the first route shows.
 */
const START_UP_VERSION_READERS = 2;

/**
 * How many start-up flows of a signed-in load read the member's consent record: the cookie consent (the choice
 * made on another device) and the re-consent check.
 */
const START_UP_RECORD_READERS = 2;

function getConsentRecord(clients: Pick<ApiClients, 'modules'>, init: CallInit) {
  return clients.modules.GET('/consent', callOptions({}, init));
}

/**
 * The start-up warm-up of every page (the root route's):
 * - the consent versions, which the cookie consent reads on every first page (its banner is the largest paint of
 *   a first visit to a campaign page) and a second start-up flow often reads too, once the first answer is in;
 *   one answer serves both. A public file: a member's warm-up sends it without the member's Authorization, as the
 *   blob client's own call does (the token is not the blob host's, and the warm answer is found by the call's
 *   headers);
 * - signed in, the member's consent record, which the cookie consent and the re-consent check each read: one
 *   answer, sent while the start-up scripts load, serves both (a consent saved meanwhile makes it stale).
 */
export const warmConsentReads: RouteWarm = (_params, ctx) => {
  ctx.warm(({ headers: _memberOnly, ...init }) => getConsentVersions(ctx, init), START_UP_VERSION_READERS);
  if (ctx.signedIn) ctx.warm((init) => getConsentRecord(ctx.clients, init), START_UP_RECORD_READERS);
};

/** Blob GET /pdpaconsent/{appId}/{type}/{version}/{locale}.txt: the policy text (HTML, sanitised by the view). */
export async function fetchPolicyText(
  services: ConsentServices,
  request: { kind: PolicyTextKind; version: string; locale: 'th' | 'en' },
  signal?: AbortSignal,
): Promise<string> {
  const result = await services.clients.blob.GET('/pdpaconsent/{appId}/{type}/{version}/{locale}.txt', {
    params: { path: { appId: services.settings.appId, type: request.kind, version: request.version, locale: request.locale } },
    parseAs: 'text',
    signal,
  });
  return unwrap(result) as string;
}

/** Blob GET .../cookie/{version}/{locale}.json: the cookie content file. */
export async function fetchCookieContent(services: ConsentServices, request: { version: string; locale: 'th' | 'en' }, signal?: AbortSignal): Promise<CookieContent> {
  return unwrap(
    await services.clients.blob.GET('/pdpaconsent/{appId}/{type}/{version}/{locale}.json', {
      params: { path: { appId: services.settings.appId, type: 'cookie', version: request.version, locale: request.locale } },
      signal,
    }),
  );
}

/** GET /consent: the member's consent record. */
export async function fetchConsentRecord(services: ConsentServices, signal?: AbortSignal): Promise<ConsentRecord> {
  const body = unwrap(await getConsentRecord(services.clients, signal ? { signal } : {}));
  return body.data ?? {};
}

type ConsentBody = ModulesRequestBody<'saveConsent'>;

/** POST /consent, either variant, with the attempt's tranId (its retries repeat the same write). */
export async function postConsent(services: ConsentServices, body: ConsentBody, tranId: TranId | undefined, signal?: AbortSignal): Promise<void> {
  unwrap(await services.clients.modules.POST('/consent', { body: withTranId(body, tranId), signal }));
}

/**
 * The legal variant of POST /consent: terms and privacy versions, the marketing object and the age
 * value (20 if accepted, else 0). `accept` names the policies accepted now (their current versions are
 * sent); the others keep what the record holds.
 */
export function legalConsentBody(options: {
  versions: ConsentVersions;
  record: ConsentRecord;
  accept: { terms?: boolean; privacy?: boolean; age?: boolean };
  marketing: MarketingChoices | null;
}): ConsentBody {
  const { versions, record, accept } = options;
  const terms = accept.terms ? Number(versions.terms) : acceptanceOf(record, 'terms').acceptedVersion;
  const privacy = accept.privacy ? Number(versions.privacy) : acceptanceOf(record, 'privacy').acceptedVersion;
  const ageAccepted = accept.age || acceptanceOf(record, 'age').acceptedVersion >= CONSENT_AGE;
  const body: ConsentBody = { termandcondition: terms || 0, dataprivacy: privacy || 0, age: ageAccepted ? CONSENT_AGE : 0 };
  if (options.marketing) {
    body.marketingOption = marketingOptionBody(options.marketing, versions.marketing);
  } else if (record.MarketingOption !== null && record.MarketingOption !== undefined) {
    body.marketingOption = {
      marketingOption: Number(record.MarketingOption) || 0,
      email: Number(record.EmailMarketing ?? 0) > 0 ? Number(versions.marketing) || 1 : 0,
      sms: Number(record.SMSMarketing ?? 0) > 0 ? Number(versions.marketing) || 1 : 0,
      notification: Number(record.NotificationMarketing ?? 0) > 0 ? Number(versions.marketing) || 1 : 0,
      line: Number(record.LineMarketing ?? 0) > 0 ? Number(versions.marketing) || 1 : 0,
    };
  }
  return body;
}

/** POST /consent, cookie variant: a map of category to 0 or 1 (necessary always 1). */
export async function postCookieChoices(services: ConsentServices, choices: CookieChoices, tranId: TranId | undefined, signal?: AbortSignal): Promise<void> {
  await postConsent(services, { ...choices, necessaryCookies: 1 }, tranId, signal);
}

/**
 * Saves the marketing choices with both calls of section 7: the legal POST /consent carrying the
 * marketing object, then POST /consent/marketingmessage_setting. The second call runs even when the
 * first fails (section 8: the save continues after an error); the first failure is then reported.
 */
export async function saveMarketingChoices(
  services: ConsentServices,
  input: { choices: MarketingChoices; versions: ConsentVersions; record: ConsentRecord; tranId?: TranId },
  signal?: AbortSignal,
): Promise<void> {
  const failures: unknown[] = [];
  try {
    await postConsent(services, legalConsentBody({ versions: input.versions, record: input.record, accept: {}, marketing: input.choices }), input.tranId, signal);
  } catch (error) {
    failures.push(error);
  }
  try {
    unwrap(await services.clients.modules.POST('/consent/marketingmessage_setting', { body: marketingSettingBody(input.choices), signal }));
  } catch (error) {
    failures.push(error);
  }
  if (failures.length > 0) throw failures[0];
}
