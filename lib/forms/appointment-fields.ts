import type en from '@/messages/en.json';
import { isValidPhone } from './phone';
import { DEFAULT_SERVICE, isAppointmentService } from './services';

/** A key of `forms.validation`: a typo is a type error. */
export type ValidationKey = keyof (typeof en)['forms']['validation'];

/** An appointment field: what the form starts with, its rule, and its bounds in the request route. */
export interface AppointmentField {
  /** The value the form starts with and returns to after a send. */
  initial: string;
  /** Spaces around the value are dropped before the rules, the request route and the e-mail. */
  trim: boolean;
  /** The most characters the request route accepts (lib/requests/intake.ts); the `max` of the rule's message. */
  maxLength: number;
  /** The value reaches the e-mail's subject or a header: the request route refuses control characters in it. */
  singleLine: boolean;
  /** A value it refuses gets `forms.validation.<message>`, given `{count, max}` (its length, `maxLength`). */
  rule?: { accepts: (value: string) => boolean; message: ValidationKey };
}

/** EmailJS refuses large payloads (issue 9), so the free-text message is capped. */
export const MESSAGE_MAX_LENGTH = 5000;

/**
 * An e-mail address as the forms accept it: one plain address (text, @, text, dot, text), no list
 * and no display name. It becomes the Reply-To of the clinic's e-mail and the recipient of the
 * patient's confirmation, so a comma, quotes or angle brackets are refused.
 */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/**
 * The appointment form's fields, in the order the form shows them: the one definition the
 * form's values and empty state, its rules (`schemas.ts`), the request route's accepted body
 * (lib/requests/intake.ts) and the e-mail's template variables (`payload.ts`, one of the same name per
 * field) are derived from. Its label is `forms.fields.<name>`. The pair rule "email or phone"
 * spans two fields and lives in `createAppointmentSchema`. A module of its own, so that a test
 * can add a field to it (lib/forms/__tests__/added-field.test.ts). Zod-free: the form imports it.
 */
export const APPOINTMENT_FIELDS = {
  email: {
    initial: '',
    trim: true,
    // The longest address mail systems allow.
    maxLength: 320,
    singleLine: true,
    rule: { accepts: (value) => value === '' || EMAIL.test(value), message: 'invalidEmail' },
  },
  phone: {
    initial: '',
    trim: true,
    maxLength: 200,
    singleLine: true,
    rule: { accepts: (value) => value === '' || isValidPhone(value), message: 'invalidPhone' },
  },
  service: {
    initial: DEFAULT_SERVICE,
    trim: true,
    maxLength: 200,
    singleLine: true,
    rule: { accepts: isAppointmentService, message: 'serviceRequired' },
  },
  message: {
    initial: '',
    trim: false,
    maxLength: MESSAGE_MAX_LENGTH,
    singleLine: false,
    rule: { accepts: (value) => value.length <= MESSAGE_MAX_LENGTH, message: 'messageTooLong' },
  },
} satisfies Record<string, AppointmentField>;
