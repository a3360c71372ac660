import { z } from './zod-browser';
import { MESSAGE_MAX_LENGTH, type FieldErrors, type ValidationMessages } from './fields';
import { isDigitsOnlyPhone, isValidPhone } from './phone';
import { isAppointmentService } from './services';

// The form components import these from './fields' (zod-free); re-exported for the schemas' other users.
export { MESSAGE_MAX_LENGTH } from './fields';
export type { AppointmentErrorField, AppointmentValues, FieldErrors, ValidationMessages } from './fields';

/**
 * The forms' rules as zod schemas, one per form. This module is loaded with
 * `import()` (see `load-schemas.ts`): no module a form component imports
 * statically may import it, or zod would ship with every page.
 */

/** An e-mail address as the forms accept it: non-space text, @, text, dot, text. */
const EMAIL = /^\S+@\S+\.\S+$/;

/**
 * The appointment form's rules. Every rule lives in one refinement so
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

/** Treatment sidebar: a non-empty value of digits only (other characters are stripped as typed). */
export function createTreatmentCallbackSchema(messages: ValidationMessages) {
  return z.object({
    phone: z.string().refine(isDigitsOnlyPhone, { message: messages.digitsOnlyPhone }),
  });
}

/** Blog sidebar: required, the same character rule as the appointment form's phone. */
export function createBlogCallbackSchema(messages: ValidationMessages) {
  return z.object({
    phone: z.string().trim().refine(isValidPhone, { message: messages.callbackPhone }),
  });
}

/** The first message per field, in the order zod reported them. */
export function collectFieldErrors<Field extends string>(error: z.ZodError): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as Field;
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
