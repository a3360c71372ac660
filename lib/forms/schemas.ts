import { z } from './zod-browser';
import { appointmentFields, type AppointmentFieldName, type FieldErrors, type ValidationMessages } from './fields';
import { isDigitsOnlyPhone, isValidPhone } from './phone';
import type { FormSubmission } from './submission';

// The form components import these from './fields' (zod-free); re-exported for the schemas' other users.
export { MESSAGE_MAX_LENGTH } from './fields';
export type { AppointmentErrorField, AppointmentValues, FieldErrors, ValidationMessages } from './fields';

/**
 * The forms' rules as zod schemas, one per form. This module is loaded with
 * `import()` (see `load-schemas.ts`): no module a form component imports
 * statically may import it, or zod would ship with every page.
 */

/**
 * The appointment form's rules, built from its fields' definitions (`APPOINTMENT_FIELDS` in
 * ./fields.ts). Every rule lives in one refinement so that a visitor sees all problems at
 * once, not one per attempt.
 */
export function createAppointmentSchema(messages: ValidationMessages) {
  const fields = appointmentFields();
  const shape = Object.fromEntries(fields.map(([name, field]) => [name, field.trim ? z.string().trim() : z.string()]));
  return z.object(shape as Record<AppointmentFieldName, z.ZodString>).superRefine((values, ctx) => {
    if (values.email === '' && values.phone === '') {
      ctx.addIssue({ code: 'custom', path: ['contact'], message: messages.contactRequired });
    }
    for (const [name, { rule, maxLength }] of fields) {
      const value = values[name];
      if (rule && !rule.accepts(value)) {
        ctx.addIssue({ code: 'custom', path: [name], message: messages.field(rule.message, { count: value.length, max: maxLength }) });
      }
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

/** A submission after its form's rules: the fields as they go (trimmed), or the first message per field. */
export type CheckedSubmission = { ok: true; submission: FormSubmission } | { ok: false; errors: FieldErrors<string> };

/**
 * Each form's rules over what it sends: the browser runs them before sending (run-submission.ts)
 * and the server again before storing (lib/requests/intake.ts). A call-back's subject (the page's title) is
 * the page's, not the visitor's: it passes unchanged.
 */
export function checkSubmission(submission: FormSubmission, messages: ValidationMessages): CheckedSubmission {
  switch (submission.formId) {
    case 'appointment': {
      const parsed = createAppointmentSchema(messages).safeParse(submission.fields);
      if (!parsed.success) return { ok: false, errors: collectFieldErrors(parsed.error) };
      return { ok: true, submission: { formId: submission.formId, fields: parsed.data } };
    }
    case 'treatment-callback': {
      const parsed = createTreatmentCallbackSchema(messages).safeParse({ phone: submission.fields.phone });
      if (!parsed.success) return { ok: false, errors: collectFieldErrors(parsed.error) };
      return { ok: true, submission: { formId: submission.formId, fields: { ...submission.fields, phone: parsed.data.phone } } };
    }
    case 'blog-callback': {
      const parsed = createBlogCallbackSchema(messages).safeParse({ phone: submission.fields.phone });
      if (!parsed.success) return { ok: false, errors: collectFieldErrors(parsed.error) };
      return { ok: true, submission: { formId: submission.formId, fields: { ...submission.fields, phone: parsed.data.phone } } };
    }
  }
}
