import type { ConversionKind } from './types';

/** SPEC §9: conversion values, in Turkish lira. */
export const CONVERSION_VALUES: Record<ConversionKind, number> = {
  form_submission: 100,
  appointment_complete: 150,
  phone_call: 50,
};

export const CONVERSION_CURRENCY = 'TRY';

/**
 * The conversion labels Google Ads shows for each action. Until the clinic's
 * Ads account supplies real ones (environment variables below), the label is
 * the conversion's name.
 */
export const CONVERSION_LABELS: Record<ConversionKind, string> = {
  form_submission: process.env.NEXT_PUBLIC_GOOGLE_ADS_LABEL_FORM_SUBMISSION || 'form_submission',
  appointment_complete: process.env.NEXT_PUBLIC_GOOGLE_ADS_LABEL_APPOINTMENT_COMPLETE || 'appointment_complete',
  phone_call: process.env.NEXT_PUBLIC_GOOGLE_ADS_LABEL_PHONE_CALL || 'phone_call',
};
