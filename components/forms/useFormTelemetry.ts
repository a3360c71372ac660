'use client';

import { useCallback, useEffect, useRef } from 'react';
import { onceVisible } from '@/components/ui/once-visible';
import { FORM_EVENTS, trackFormEvent } from '@/lib/forms/events';
import type { FormId } from '@/lib/forms/submission';

/**
 * Fields carry `data-field` rather than `name`: a form sent natively before
 * hydration must not put a phone number or e-mail address into the URL.
 *
 * form_view once when half of the form is on screen, form_interaction on the
 * first focus inside it, and the time of the first render for the spam guard.
 */
export function useFormTelemetry<T extends HTMLElement>(form: FormId) {
  const ref = useRef<T>(null);
  const renderedAt = useRef(0);
  const interacted = useRef(false);

  useEffect(() => {
    renderedAt.current = Date.now();
    const element = ref.current;
    if (!element) return;
    return onceVisible(element, () => trackFormEvent(FORM_EVENTS.view, form), { threshold: 0.5, whenUnsupported: 'never' });
  }, [form]);

  const onFocus = useCallback(
    (event: React.FocusEvent<T>) => {
      if (interacted.current) return;
      const field = (event.target as HTMLElement).dataset.field;
      if (!field) return;
      interacted.current = true;
      trackFormEvent(FORM_EVENTS.interaction, form, { field });
    },
    [form],
  );

  return { ref, renderedAt, onFocus };
}
