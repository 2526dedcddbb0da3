export interface MapTextInput {
  /** The map-text flag (FeatureMaptextEnable) of the runtime settings. @default off */
  enabled: boolean;
  /** The app name of the blob path webconfig/maptext/{appName}/. */
  appName: string;
  locale: 'th' | 'en';
}

/** Label id to text, overlaying the default labels of the current language. */
export type MapTextLabels = Record<string, string>;

export interface MapTextContext extends MapTextInput {
  labels: MapTextLabels;
}

export type MapTextEvent = { type: 'MAPTEXT.LOCALE_CHANGED'; locale: 'th' | 'en' };
