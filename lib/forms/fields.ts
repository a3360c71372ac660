/**
 * What the forms render with, kept apart from the zod schemas (`schemas.ts`):
 * the form components import this module, and load the schemas with
 * `import()` only when a visitor starts on a form (`load-schemas.ts`), so zod
 * (about 26 kB compressed) stays out of every page's first-load JavaScript.
 * Nothing here may import zod.
 */

/** EmailJS refuses large payloads (issue 9), so the free-text message is capped. */
export const MESSAGE_MAX_LENGTH = 5000;

/** The texts of `forms.validation`, already translated into the visitor's language. */
export interface ValidationMessages {
  contactRequired: string;
  invalidEmail: string;
  invalidPhone: string;
  serviceRequired: string;
  messageTooLong: (count: number) => string;
  digitsOnlyPhone: string;
  callbackPhone: string;
}

export interface AppointmentValues {
  email: string;
  phone: string;
  service: string;
  message: string;
}

/**
 * `contact` is the pair rule "email or phone": the form shows it once, under
 * both fields, rather than twice.
 */
export type AppointmentErrorField = keyof AppointmentValues | 'contact';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;
