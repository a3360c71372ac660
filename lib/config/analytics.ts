import { flag, text } from './read-env';

/**
 * Measurement settings, part of `siteConfig` (./site.ts). A module of its own
 * because the consent code in every page's scripts needs only these.
 */
export const analyticsConfig = {
  gtmId: text(process.env.NEXT_PUBLIC_GTM_ID, 'GTM-K7P4D2X'),
  googleAdsId: text(process.env.NEXT_PUBLIC_GOOGLE_ADS_ID, 'AW-11223344556'),
  /**
   * Debug logging of every analytics call. On while developing (and in tests), as the
   * specification's "on by default" intends for the people building the site; off in
   * production builds, because visitors' consoles are no place for it. Set the
   * variable to turn it on in a production build.
   */
  debug: flag(process.env.NEXT_PUBLIC_ANALYTICS_DEBUG, process.env.NODE_ENV !== 'production'),
  /**
   * The conversion labels the clinic's Google Ads account shows for each action.
   * The fallbacks are the conversions' names, which Ads does not know: set them.
   */
  adsLabels: {
    form_submission: text(process.env.NEXT_PUBLIC_GOOGLE_ADS_LABEL_FORM_SUBMISSION, 'form_submission'),
    appointment_complete: text(process.env.NEXT_PUBLIC_GOOGLE_ADS_LABEL_APPOINTMENT_COMPLETE, 'appointment_complete'),
    phone_call: text(process.env.NEXT_PUBLIC_GOOGLE_ADS_LABEL_PHONE_CALL, 'phone_call'),
  },
};
