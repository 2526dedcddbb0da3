/** The second half of the Thai messages outside the core (see src/i18n/thaiRest.ts). */
import second from 'virtual:messages/th-rest-2';

export const thaiRestSecondHalf: Record<string, string> = second;
