/**
 * The Thai messages outside the core (src/i18n/coreMessages.ts): the first of two chunks of about the same size,
 * loaded together after the first render (src/i18n/runtimeMessages.ts). Each is parsed in a task of its own,
 * neither long enough to hold up a tap on a phone.
 */
import first from 'virtual:messages/th-rest-1';

export const thaiRestMessages: Record<string, string> = first;
