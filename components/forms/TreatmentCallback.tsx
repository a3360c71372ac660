'use client';

import { Check } from '@/components/ui/icons/Check';
import { PhoneCallbackForm, type PhoneCallbackSetup } from './PhoneCallbackForm';

const TREATMENT_CALLBACK: PhoneCallbackSetup = {
  formId: 'treatment-callback',
  testId: 'treatment-callback',
  texts: {
    title: 'treatmentCallback.title',
    description: 'treatmentCallback.description',
    label: 'treatmentCallback.label',
    placeholder: 'treatmentCallback.placeholder',
    submit: 'treatmentCallback.submit',
    sending: 'treatmentCallback.sending',
    sentStatus: 'treatmentCallback.sentStatus',
    sentButton: 'treatmentCallback.sent',
    error: 'treatmentCallback.error',
  },
  phoneInput: 'digits',
  // The button says "sent" for 3 seconds, then takes another number; a failure stays until the number is edited.
  holdMs: { sent: 3000 },
  sentIcon: Check,
};

/** The treatment page's "call me" box: digits only. */
export function TreatmentCallback({ treatmentTitle }: { treatmentTitle: string }) {
  return <PhoneCallbackForm setup={TREATMENT_CALLBACK} subject={treatmentTitle} />;
}
