/**
 * Sign-in, sessions and one-time codes of the sandbox world. Pure world logic: handlers turn the
 * results into documented responses and a thrown {@link SandboxError} into the error envelope.
 */
import { emptyConsent } from '@/sandbox/world/accounts';
import { mutate, nextSeq, world } from '@/sandbox/world/store';
import type { LocaleCode, Member, OtpChallenge, Session, WorldState } from '@/sandbox/world/types';

/** A failure the sandbox answers with the spec's error object (section 3) and an HTTP status. */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly id: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SandboxError';
  }
}

/** Error ids the sandbox uses (2091 is the spec's wrong-OTP id). */
export const ErrorId = {
  wrongOtp: 2091,
  otpExpired: 2092,
  otpCooldown: 2093,
  mobileDuplicate: 2094,
  notRegistered: 2095,
  invalidCredentials: 1905,
  invalidToken: 1401,
  invalidRequest: 1400,
  notFound: 1404,
  notEnoughPoints: 2001,
  soldOut: 2002,
  expired: 2003,
  overLimit: 2004,
  invalidIdToken: 1906,
  receiptNotEditable: 2101,
  receiptFileRefused: 2102,
  optionRequired: 2005,
} as const;

/** OTP rules: 6 digits, valid 60 s, at most 3 requests per contact in a 5-minute window. */
export const OTP_TTL_SECONDS = 60;
const OTP_WINDOW_MS = 5 * 60_000;
const OTP_MAX_REQUESTS = 3;

function b64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromB64url(part: string): string {
  const bin = atob(part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '='));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

function randomDigits(n: number): string {
  const a = new Uint32Array(n);
  crypto.getRandomValues(a);
  return Array.from(a, (x) => String(x % 10)).join('');
}

function randomLetters(n: number): string {
  const abc = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const a = new Uint32Array(n);
  crypto.getRandomValues(a);
  return Array.from(a, (x) => abc[x % abc.length]).join('');
}

function randomToken(): string {
  const a = new Uint8Array(24);
  crypto.getRandomValues(a);
  return Array.from(a, (x) => x.toString(16).padStart(2, '0')).join('');
}

/** A JWT-shaped token (the sandbox does not sign it; the app only stores and sends it). */
function makeJwt(member: Member, locale: LocaleCode): string {
  const now = Math.floor(Date.now() / 1000);
  return [
    b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
    b64url(JSON.stringify({ sub: member.userId, uuid: member.uuid, locale, iat: now, exp: now + 30 * 86_400, iss: 'sandbox' })),
    b64url('sandbox-signature'),
  ].join('.');
}

/** Creates a session for a member and returns it. */
function openSession(w: WorldState, member: Member, channel: string): Session {
  const session: Session = { token: randomToken(), jwt: makeJwt(member, member.locale), userId: member.userId, createdAt: Math.floor(Date.now() / 1000) };
  w.sessions[session.token] = session;
  member.loginChannel = channel;
  return session;
}

/** The bearer value of an Authorization header, if any. */
export function bearer(request: Request): string | undefined {
  const h = request.headers.get('authorization') ?? '';
  const m = /^Bearer\s+(.+)$/i.exec(h.trim());
  return m?.[1];
}

/** The session of a token or JWT. */
export function sessionOf(tokenOrJwt: string | undefined): { session: Session; member: Member } | undefined {
  if (!tokenOrJwt) return undefined;
  const w = world();
  const session = w.sessions[tokenOrJwt] ?? Object.values(w.sessions).find((s) => s.jwt === tokenOrJwt);
  const member = session && w.members[session.userId];
  return session && member ? { session, member } : undefined;
}

/** The signed-in member of a request, or a 401 {@link SandboxError}. */
export function requireMember(request: Request): { session: Session; member: Member } {
  const found = sessionOf(bearer(request));
  if (!found) throw new SandboxError(401, ErrorId.invalidToken, 'token_exp', 'Your sign-in has expired. Please sign in again.');
  return found;
}

/** `locale`, when the sign-in sends one, becomes the member's language (the answers' language from then on). */
export function passwordLogin(username: string, password: string, locale?: LocaleCode): { session: Session; member: Member } {
  return mutate((w) => {
    const member = Object.values(w.members).find((m) => m.kind === 'member' && m.username?.toLowerCase() === username.trim().toLowerCase());
    if (!member || member.password !== password) {
      throw new SandboxError(401, ErrorId.invalidCredentials, 'invalid_credentials', 'The username or password is incorrect.');
    }
    if (locale !== undefined) member.locale = locale;
    return { session: openSession(w, member, 'password'), member };
  });
}

/** Normalises a Thai mobile number to 10 digits (accepts 081-234-5678 and +66812345678). */
export function normaliseMobile(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.startsWith('66') && digits.length === 11) return `0${digits.slice(2)}`;
  return digits;
}

function memberByMobile(w: WorldState, mobile: string): Member | undefined {
  return Object.values(w.members).find((m) => m.kind === 'member' && m.contactNumber === mobile);
}

/**
 * Stores a new code for `contact` (mobile or e-mail) and logs it for developers. `purpose`
 * `register` refuses a number that is already a member (mobile_dup).
 */
export function requestOtp(contact: string, purpose: 'login' | 'register' | 'verify'): OtpChallenge {
  const isEmail = contact.includes('@');
  const key = isEmail ? contact.trim().toLowerCase() : normaliseMobile(contact);
  if (!isEmail && !/^0\d{9}$/.test(key)) {
    throw new SandboxError(400, ErrorId.invalidRequest, 'invalid_contact_number', 'The mobile number must be 10 digits starting with 0.');
  }
  return mutate((w) => {
    if (purpose === 'register' && !isEmail && memberByMobile(w, key)) {
      throw new SandboxError(409, ErrorId.mobileDuplicate, 'mobile_dup', 'This mobile number is already registered. Please enter a different number.');
    }
    const nowMs = Date.now();
    const previous = w.otp[key];
    const inWindow = previous && nowMs - previous.firstRequestedAt < OTP_WINDOW_MS;
    if (inWindow && previous.requests >= OTP_MAX_REQUESTS) {
      throw new SandboxError(429, ErrorId.otpCooldown, 'mobile_wait', 'Too many codes requested. Please try again after 5 minutes.');
    }
    const challenge: OtpChallenge = {
      contact: key,
      code: randomDigits(6),
      refcode: randomLetters(4),
      expiresAt: nowMs + OTP_TTL_SECONDS * 1000,
      firstRequestedAt: inWindow ? previous.firstRequestedAt : nowMs,
      requests: inWindow ? previous.requests + 1 : 1,
      verified: false,
    };
    w.otp[key] = challenge;
    w.lastOtp = { contact: key, code: challenge.code, refcode: challenge.refcode, at: nowMs };
    console.info(`[sandbox] OTP for ${key}: ${challenge.code} (ref ${challenge.refcode}, valid ${OTP_TTL_SECONDS} s)`);
    return challenge;
  });
}

/** Checks a code; wrong → 2091 (mobile_wrong), expired → 2092. */
export function checkOtp(contact: string, otp: string, refcode: string): OtpChallenge {
  const key = contact.includes('@') ? contact.trim().toLowerCase() : normaliseMobile(contact);
  return mutate((w) => {
    const challenge = w.otp[key];
    if (!challenge || challenge.refcode !== refcode || challenge.code !== otp || challenge.verified) {
      throw new SandboxError(400, ErrorId.wrongOtp, 'mobile_wrong', 'The OTP is incorrect. Please try again.');
    }
    if (Date.now() > challenge.expiresAt) {
      throw new SandboxError(400, ErrorId.otpExpired, 'otp_expired', 'The OTP has expired. Please request a new code.');
    }
    challenge.verified = true;
    return challenge;
  });
}

/**
 * Registration after /auth/verify: the code and refcode must match a challenge for this number that
 * was verified (or is verified now); a verified code is not consumed twice by the same registration.
 */
export function checkVerifiedOtp(contact: string, otp: string, refcode: string): OtpChallenge {
  const key = contact.includes('@') ? contact.trim().toLowerCase() : normaliseMobile(contact);
  const existing = world().otp[key];
  if (existing && existing.verified && existing.refcode === refcode && existing.code === otp) return existing;
  return checkOtp(contact, otp, refcode);
}

/** OTP sign-in: the number must belong to a member (an unregistered number → 2095, go register). */
export function otpLogin(contact: string, otp: string, refcode: string, locale?: LocaleCode): { session: Session; member: Member } {
  const mobile = normaliseMobile(contact);
  checkOtp(mobile, otp, refcode);
  return mutate((w) => {
    const member = memberByMobile(w, mobile);
    if (!member) {
      throw new SandboxError(404, ErrorId.notRegistered, 'not_registered', 'This mobile number is not registered yet. Please sign up.');
    }
    if (locale !== undefined) member.locale = locale;
    return { session: openSession(w, member, 'otp'), member };
  });
}

export interface DeviceData {
  uuid?: string;
  os?: string;
  platform?: string;
  mac_address?: string;
}

/** Guest sign-in: a new guest for an unknown device, the same guest for a known uuid. */
export function deviceLogin(device: DeviceData, resume: boolean): { session: Session; member: Member } {
  return mutate((w) => {
    let member = device.uuid ? Object.values(w.members).find((m) => m.kind === 'guest' && m.uuid === device.uuid) : undefined;
    if (!member && resume) {
      throw new SandboxError(404, ErrorId.notFound, 'device_not_found', 'This device has no guest session to resume.');
    }
    if (!member) {
      const n = nextSeq(w);
      member = {
        userId: `G9${String(n).padStart(5, '0')}`,
        kind: 'guest',
        contactNumber: '',
        uuid: device.uuid || `guest-${randomToken().slice(0, 12)}`,
        locale: 1054,
        points: 0,
        userLevel: 0,
        joinDate: Math.floor(Date.now() / 1000),
        loginChannel: 'device',
        device: { os: device.os ?? '', platform: device.platform ?? '', macAddress: device.mac_address ?? '' },
        profile: { firstName: '', lastName: '', displayName: 'Guest', gender: 'not specified', birthDate: 0, email: '', nationalIdCard: '', notification: false, membershipId: '', pictureVersion: 0 },
        consent: emptyConsent(),
        addresses: [],
        taxes: [],
        favourites: [],
        cart: [],
        pointHistory: [],
        redemptions: [],
        receipts: [],
      };
      w.members[member.userId] = member;
    }
    return { session: openSession(w, member, resume ? 'device_resume' : 'device'), member };
  });
}

/** Reads the `sub` claim of a JWT without checking the signature (the fake LINE platform signs it). */
function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    return JSON.parse(fromB64url(part)) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/**
 * LINE sign-in. Loose on purpose (the LINE engineer may tighten it): decodes the ID token's `sub`
 * (the LINE user id) and signs in the member linked to it; somchai is linked to the fake LINE
 * platform's default user. An unknown LINE user is answered 404 not_registered (id 2095): sign up
 * through /line/register with the same ID token.
 */
export function lineLogin(idToken: string, locale?: LocaleCode): { session: Session; member: Member } {
  const payload = decodeJwtPayload(idToken);
  const sub = typeof payload?.sub === 'string' ? payload.sub : undefined;
  if (!sub) throw new SandboxError(401, ErrorId.invalidIdToken, 'invalid_id_token', 'The LINE ID token is invalid.');
  const exp = typeof payload?.exp === 'number' ? payload.exp : undefined;
  if (exp !== undefined && exp * 1000 < Date.now()) {
    throw new SandboxError(401, ErrorId.invalidIdToken, 'invalid_id_token', 'The LINE ID token has expired.');
  }
  return mutate((w) => {
    const member = Object.values(w.members).find((m) => m.lineUserId === sub);
    if (!member) {
      throw new SandboxError(404, ErrorId.notRegistered, 'not_registered', 'This LINE account is not a member yet. Please sign up.');
    }
    if (locale !== undefined) member.locale = locale;
    return { session: openSession(w, member, 'line'), member };
  });
}

/** The LINE user id in an ID token, for /line/register (loose, like {@link lineLogin}). */
export function lineUserIdOf(idToken: string | undefined): string | undefined {
  const sub = idToken ? decodeJwtPayload(idToken)?.sub : undefined;
  return typeof sub === 'string' ? sub : undefined;
}

export interface RegistrationInput {
  firstname: string;
  lastname: string;
  contact_number: string;
  email?: string;
  gender?: string;
  birthdate?: number;
  idcard?: string;
  username?: string;
  password?: string;
  locale?: LocaleCode;
  termandcondition?: number;
  dataprivacy?: number;
  consentage?: number;
  marketingoption?: number;
  lineUserId?: string;
}

/** Welcome points for a new registration (spec: amount not shown; the sandbox gives 100). */
const WELCOME_POINTS = 100;

export function register(input: RegistrationInput): { session: Session; member: Member; welcomePoints: number } {
  const mobile = normaliseMobile(input.contact_number);
  if (!/^0\d{9}$/.test(mobile)) {
    throw new SandboxError(400, ErrorId.invalidRequest, 'invalid_contact_number', 'The mobile number must be 10 digits starting with 0.');
  }
  if (!input.firstname?.trim() || !input.lastname?.trim()) {
    throw new SandboxError(400, ErrorId.invalidRequest, 'invalid_name', 'First name and last name are required.');
  }
  return mutate((w) => {
    if (memberByMobile(w, mobile)) {
      throw new SandboxError(409, ErrorId.mobileDuplicate, 'mobile_dup', 'This mobile number is already registered. Please enter a different number.');
    }
    if (input.username && Object.values(w.members).some((m) => m.username?.toLowerCase() === input.username?.toLowerCase())) {
      throw new SandboxError(409, ErrorId.mobileDuplicate, 'mobile_dup', 'This username already exists.');
    }
    const n = nextSeq(w);
    const now = Math.floor(Date.now() / 1000);
    const member: Member = {
      userId: `U3${String(n).padStart(5, '0')}`,
      kind: 'member',
      username: input.username || mobile,
      password: input.password,
      contactNumber: mobile,
      uuid: `reg-${randomToken().slice(0, 16)}`,
      locale: input.locale ?? 1054,
      points: WELCOME_POINTS,
      userLevel: 1,
      joinDate: now,
      loginChannel: input.lineUserId ? 'line' : 'register',
      lineUserId: input.lineUserId,
      profile: {
        firstName: input.firstname.trim(),
        lastName: input.lastname.trim(),
        displayName: input.firstname.trim(),
        gender: input.gender === 'male' || input.gender === 'female' ? input.gender : 'not specified',
        birthDate: input.birthdate ?? 0,
        email: input.email ?? '',
        nationalIdCard: input.idcard ?? '',
        notification: true,
        membershipId: `SC-0${n}`,
        pictureVersion: 0,
      },
      consent: {
        ...emptyConsent(),
        termAndCondition: input.termandcondition ?? 0,
        dataPrivacy: input.dataprivacy ?? 0,
        consentAge: input.consentage ?? 0,
        marketingOption: input.marketingoption ?? null,
        acceptedAt: { terms: nowSeconds(), privacy: nowSeconds(), age: nowSeconds() },
      },
      addresses: [],
      taxes: [],
      favourites: [],
      cart: [],
      pointHistory: [
        { id: 'p-1', kind: 'earn', type: 'trace-welcome', points: WELCOME_POINTS, title: { th: 'คะแนนต้อนรับสมาชิกใหม่', en: 'Welcome points for new members' }, date: now },
      ],
      redemptions: [],
      receipts: [],
    };
    w.members[member.userId] = member;
    delete w.otp[mobile];
    return { session: openSession(w, member, member.loginChannel), member, welcomePoints: WELCOME_POINTS };
  });
}

export function logout(tokenOrJwt: string | undefined): void {
  mutate((w) => {
    for (const [token, s] of Object.entries(w.sessions)) {
      if (token === tokenOrJwt || s.jwt === tokenOrJwt) delete w.sessions[token];
    }
  });
}

/** Changes the member's language and answers a new JWT carrying it. */
export function changeLocale(tokenOrJwt: string | undefined, locale: LocaleCode): string {
  return mutate((w) => {
    const found = sessionOf(tokenOrJwt);
    if (!found) throw new SandboxError(401, ErrorId.invalidToken, 'token_exp', 'Your sign-in has expired. Please sign in again.');
    const member = w.members[found.member.userId];
    const session = w.sessions[found.session.token];
    if (!member || !session) throw new SandboxError(401, ErrorId.invalidToken, 'token_exp', 'Your sign-in has expired. Please sign in again.');
    member.locale = locale;
    session.jwt = makeJwt(member, locale);
    return session.jwt;
  });
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
