import { APPOINTMENT_FIELDS, type AppointmentField, type ValidationKey } from './appointment-fields';

export { APPOINTMENT_FIELDS, MESSAGE_MAX_LENGTH } from './appointment-fields';
export type { AppointmentField, ValidationKey } from './appointment-fields';

/**
 * What the forms render with, kept apart from the zod schemas (`schemas.ts`):
 * the form components import this module, and load the schemas with
 * `import()` only when a visitor starts on a form (`load-schemas.ts`), so zod
 * (about 26 kB compressed) stays out of every page's first-load JavaScript.
 * Nothing here may import zod.
 */

export type AppointmentFieldName = keyof typeof APPOINTMENT_FIELDS;

export type AppointmentValues = Record<AppointmentFieldName, string>;

/** The fields with their definitions, in the form's order. */
export function appointmentFields(): [AppointmentFieldName, AppointmentField][] {
  return Object.entries(APPOINTMENT_FIELDS) as [AppointmentFieldName, AppointmentField][];
}

/** What the form starts with. */
export function initialAppointmentValues(): AppointmentValues {
  return Object.fromEntries(appointmentFields().map(([name, field]) => [name, field.initial])) as AppointmentValues;
}

/** The texts of `forms.validation`, already translated into the visitor's language. */
export interface ValidationMessages {
  contactRequired: string;
  digitsOnlyPhone: string;
  callbackPhone: string;
  /** An appointment field's rule message (`forms.validation.<key>`) for the value it refused. */
  field: (key: ValidationKey, values: { count: number; max: number }) => string;
}

/**
 * `contact` is the pair rule "email or phone": the form shows it once, under
 * both fields, rather than twice.
 */
export type AppointmentErrorField = AppointmentFieldName | 'contact';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;
