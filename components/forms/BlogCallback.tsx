'use client';

import { CircleCheck } from '@/components/ui/icons/CircleCheck';
import { PhoneCallbackForm, type PhoneCallbackSetup } from './PhoneCallbackForm';

const BLOG_CALLBACK: PhoneCallbackSetup = {
  formId: 'blog-callback',
  testId: 'blog-callback',
  texts: {
    title: 'blogCallback.title',
    description: 'blogCallback.description',
    label: 'blogCallback.label',
    placeholder: 'blogCallback.placeholder',
    submit: 'blogCallback.submit',
    sending: 'blogCallback.sending',
    sentStatus: 'blogCallback.success',
    error: 'blogCallback.error',
  },
  phoneInput: 'formatted',
  // Success and "already sent" show for 5 seconds, a failure for 3; then the form is ready again.
  holdMs: { sent: 5000, duplicate: 5000, error: 3000 },
  sentIcon: CircleCheck,
};

/** The article sidebar's call-back form: a phone number, delivered with the article's title. */
export function BlogCallback({ articleTitle }: { articleTitle: string }) {
  return <PhoneCallbackForm setup={BLOG_CALLBACK} subject={articleTitle} />;
}
