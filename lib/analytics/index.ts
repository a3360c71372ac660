/**
 * Public entry of the analytics layer. Other parts of the site call only these.
 * (Interim: the consent-gated analytics manager replaces these bodies.)
 */
export type ConversionKind = 'form_submission' | 'appointment_complete' | 'phone_call';

export function trackEvent(name: string, properties: Record<string, unknown> = {}, options: { force?: boolean } = {}): void {
  void name;
  void properties;
  void options;
}

export function reportConversion(kind: ConversionKind): void {
  void kind;
}
