export interface WelcomePointInput {
  /** Welcome points granted on sign-up; the dialog shows only above 0. */
  points: number;
}

export interface WelcomePointContext {
  points: number;
}

export type WelcomePointEvent = { type: 'WELCOME.OK' };
