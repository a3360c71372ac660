import type en from '@/messages/en.json';
import { APPOINTMENT_FIELDS } from './appointment-fields';

export { APPOINTMENT_FIELDS, MESSAGE_MAX_LENGTH } from './appointment-fields';

/**
 * What the forms render with, kept apart from the zod schemas (`schemas.ts`):
 * the form components import this module, and load the schemas with
 * `import()` only when a visitor starts on a form (`load-schemas.ts`), so zod
 * (about 26 kB compressed) stays out of every page's first-load JavaScript.
 * Nothing here may import zod.
 */

/** A key of `forms.validation`: a typo is a type error. */
export type ValidationKey = keyof (typeof en)['forms']['validation'];

/** An appointment field: what the form starts with, its rule, and its bounds in the relay. */
export interface AppointmentField {
  /** The value the form starts with and returns to after a send. */
  initial: string;
  /** Spaces around the value are dropped before the rules, the relay and the e-mail. */
  trim: boolean;
  /** The most characters the relay accepts (lib/forms/relay.ts); the `max` of the rule's message. */
  maxLength: number;
  /** The value reaches the e-mail's subject or a header: the relay refuses control characters in it. */
  singleLine: boolean;
  /** A value it refuses gets `forms.validation.<message>`, given `{count, max}` (its length, `maxLength`). */
  rule?: { accepts: (value: string) => boolean; message: ValidationKey };
}

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
