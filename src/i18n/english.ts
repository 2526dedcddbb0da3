/** Every English message: one chunk, loaded only when English is chosen (src/i18n/runtimeMessages.ts). */
import english from 'virtual:messages/en';

export const englishMessages: Record<string, string> = english;
