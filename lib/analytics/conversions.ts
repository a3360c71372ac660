import { analyticsConfig } from '@/lib/config/analytics';
import type { ConversionKind } from './types';

/** Conversion values reported to Google Ads, in Turkish lira. */
export const CONVERSION_VALUES: Record<ConversionKind, number> = {
  form_submission: 100,
  appointment_complete: 150,
  phone_call: 50,
};

export const CONVERSION_CURRENCY = 'TRY';

/** The conversion labels of the clinic's Google Ads account (lib/config/analytics.ts). */
export const CONVERSION_LABELS: Record<ConversionKind, string> = analyticsConfig.adsLabels;
