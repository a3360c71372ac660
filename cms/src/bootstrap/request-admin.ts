import type { Core } from '@strapi/strapi';
import { DELIVERY_FIELDS, FILED_BY, REQUEST } from '../api/request/delivery';

/** The columns staff scan in the list of requests, newest first. */
export const REQUEST_LIST_COLUMNS = ['reference', 'receivedAt', 'language', 'page', 'staffStatus', 'deliveryStatus'];

/** An entry's form: what to do with it first, then who asked and about what, then the site's delivery report. */
const EDIT_LAYOUT = [
  [
    ['reference', 6],
    ['staffStatus', 6],
  ],
  [
    ['receivedAt', 6],
    ['language', 6],
  ],
  [
    ['form', 6],
    ['page', 6],
  ],
  [
    ['phone', 6],
    ['email', 6],
  ],
  [['subject', 12]],
  [['message', 12]],
  [
    ['deliveryStatus', 6],
    ['deliveryAttemptAt', 6],
  ],
  [
    ['confirmationStatus', 6],
    ['confirmationAttemptAt', 6],
  ],
] as const;

const LABELS: Record<string, string> = {
  reference: 'Reference',
  staffStatus: 'Staff status',
  receivedAt: 'Received',
  form: 'Form',
  language: 'Language',
  phone: 'Phone',
  email: 'E-mail',
  subject: 'Treatment or page title',
  message: 'Message',
  page: 'Page',
  deliveryStatus: "Clinic's e-mail",
  deliveryAttemptAt: "Clinic's e-mail: last attempt",
  confirmationStatus: "Patient's confirmation",
  confirmationAttemptAt: "Patient's confirmation: last attempt",
};

const DESCRIPTIONS: Record<string, string> = {
  reference: 'The number the patient was shown and may quote on the phone.',
  staffStatus: 'Yours to set: new, contacted, booked, closed or spam.',
  deliveryStatus:
    'Set by the site: waiting (not sent yet), retrying (the last attempt failed; the site keeps trying), delivered (EmailJS accepted it), none (spam: not e-mailed).',
  confirmationStatus: "Set by the site, as for the clinic's e-mail; none when the patient gave no e-mail address.",
};

interface Metadata {
  edit: Record<string, unknown>;
  list: Record<string, unknown>;
}
interface Configuration {
  settings: Record<string, unknown>;
  metadatas: Record<string, Metadata>;
  layouts: { list: string[]; edit: { name: string; size: number }[][] };
}
interface ContentTypesService {
  findContentType(uid: string): { uid: string } | undefined;
  findConfiguration(contentType: { uid: string }): Promise<Configuration>;
  updateConfiguration(contentType: { uid: string }, configuration: Configuration): Promise<unknown>;
}

/**
 * How the admin panel shows the clinic's requests, set in code on every start (staff need not set
 * it by hand, and a change made by hand there is put back): the list sorted by the time received,
 * newest first, with the columns staff scan; the entry's form in the order staff work through it;
 * labels and help texts that say what each field means; the delivery fields read-only (the site
 * sets them) and the filing token out of sight.
 * Strapi's content-manager has synchronised its stored configuration with the schema by now
 * (its bootstrap runs before this one); this changes only what is set here.
 */
export async function configureRequestAdmin(strapi: Core.Strapi): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types') as ContentTypesService;
  const contentType = contentTypes.findContentType(REQUEST);
  if (!contentType) return;
  const current = await contentTypes.findConfiguration(contentType);

  const metadatas = { ...current.metadatas };
  for (const [field, label] of Object.entries(LABELS)) {
    const metadata = metadatas[field] ?? { edit: {}, list: {} };
    metadatas[field] = {
      edit: {
        ...metadata.edit,
        label,
        description: DESCRIPTIONS[field] ?? '',
        editable: !DELIVERY_FIELDS.includes(field),
      },
      list: { ...metadata.list, label },
    };
  }
  const filedBy = metadatas[FILED_BY] ?? { edit: {}, list: {} };
  metadatas[FILED_BY] = { edit: { ...filedBy.edit, visible: false, editable: false }, list: filedBy.list };

  await contentTypes.updateConfiguration(contentType, {
    settings: { ...current.settings, mainField: 'reference', defaultSortBy: 'receivedAt', defaultSortOrder: 'DESC' },
    metadatas,
    layouts: {
      list: REQUEST_LIST_COLUMNS,
      edit: EDIT_LAYOUT.map((row) => row.map(([name, size]) => ({ name, size }))),
    },
  });
}
