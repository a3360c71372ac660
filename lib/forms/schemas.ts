import { z } from 'zod';
import { isDigitsOnlyPhone, isValidPhone } from './phone';
import { isAppointmentService } from './services';

/** EmailJS refuses large payloads (issue 9), so the free-text message is capped. */
export const MESSAGE_MAX_LENGTH = 5000;

/** SPEC §5: non-space text, @, text, dot, text. */
const EMAIL = /^\S+@\S+\.\S+$/;

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

/**
 * The appointment form's rules (SPEC §5). Every rule lives in one refinement so
 * that a visitor sees all problems at once, not one per attempt.
 */
export function createAppointmentSchema(messages: ValidationMessages) {
  return z
    .object({
      email: z.string().trim(),
      phone: z.string().trim(),
      service: z.string().trim(),
      message: z.string(),
    })
    .superRefine((values, ctx) => {
      if (values.email === '' && values.phone === '') {
        ctx.addIssue({ code: 'custom', path: ['contact'], message: messages.contactRequired });
      }
      if (values.email !== '' && !EMAIL.test(values.email)) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: messages.invalidEmail });
      }
      if (values.phone !== '' && !isValidPhone(values.phone)) {
        ctx.addIssue({ code: 'custom', path: ['phone'], message: messages.invalidPhone });
      }
      if (!isAppointmentService(values.service)) {
        ctx.addIssue({ code: 'custom', path: ['service'], message: messages.serviceRequired });
      }
      if (values.message.length > MESSAGE_MAX_LENGTH) {
        ctx.addIssue({ code: 'custom', path: ['message'], message: messages.messageTooLong(values.message.length) });
      }
    });
}

/** Treatment sidebar (SPEC §5): a non-empty value of digits only. */
export function createTreatmentCallbackSchema(messages: ValidationMessages) {
  return z.object({
    phone: z.string().refine(isDigitsOnlyPhone, { message: messages.digitsOnlyPhone }),
  });
}

/** Blog sidebar (SPEC §5): required, same character rule as the appointment form. */
export function createBlogCallbackSchema(messages: ValidationMessages) {
  return z.object({
    phone: z.string().trim().refine(isValidPhone, { message: messages.callbackPhone }),
  });
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message per field, in the order zod reported them. */
export function collectFieldErrors<Field extends string>(error: z.ZodError): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as Field;
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
