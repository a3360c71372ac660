import { flag, text } from './read-env';

/**
 * Measurement settings, part of `siteConfig` (./site.ts). A module of its own
 * because the consent code in every page's scripts needs only these.
 */
export const analyticsConfig = {
  gtmId: text(process.env.NEXT_PUBLIC_GTM_ID, 'GTM-K7P4D2X'),
  googleAdsId: text(process.env.NEXT_PUBLIC_GOOGLE_ADS_ID, 'AW-11223344556'),
  /** SPEC §9: debug logging is on by default. */
  debug: flag(process.env.NEXT_PUBLIC_ANALYTICS_DEBUG, true),
  geolocationUrl: text(process.env.NEXT_PUBLIC_GEOLOCATION_URL, 'https://ipapi.co/json/'),
};
