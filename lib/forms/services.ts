/**
 * The treatments the appointment form offers, in the clinic's order. The values are the
 * Turkish names because the clinic's e-mail template receives them as they
 * are, whatever the visitor's language; `labelKey` finds the visible label
 * in the `forms.services` messages.
 */
export const APPOINTMENT_SERVICES = [
  { value: 'Protez', labelKey: 'protez' },
  { value: 'İmplant', labelKey: 'implant' },
  { value: 'Beyazlatma', labelKey: 'beyazlatma' },
  { value: 'Kanal Tedavisi', labelKey: 'kanalTedavisi' },
] as const;

export type AppointmentService = (typeof APPOINTMENT_SERVICES)[number]['value'];

export const DEFAULT_SERVICE: AppointmentService = 'İmplant';

export function isAppointmentService(value: string): value is AppointmentService {
  return APPOINTMENT_SERVICES.some((service) => service.value === value);
}
