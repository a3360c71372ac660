import { useRef } from 'react';
import { FORM_EVENTS, trackFormEvent } from '@/lib/forms/events';
import { loadFormSchemas, type FormSchemas } from '@/lib/forms/load-schemas';
import type { FormId } from '@/lib/forms/send-email';

interface RulesSubmit {
  formId: FormId;
  /** Validates and sends with the loaded rules. */
  submit: (schemas: FormSchemas) => Promise<void> | void;
  /** The rules could not be loaded (offline, a new deployment): show the form's ordinary error. */
  onRulesFailed: () => void;
  /** A submit is ignored while this holds (e.g. a call-back that was just sent). */
  ignore?: boolean;
}

/**
 * The forms' submit handler: awaits the rules (lib/forms/load-schemas), then
 * submits. One at a time: a second submit while the rules load or the request
 * is sending is ignored. A failed load is the ordinary failure, reported like
 * any other (`form_submit_error`, reason `unknown`).
 */
export function useRulesSubmit({ formId, submit, onRulesFailed, ignore = false }: RulesSubmit) {
  const busy = useRef(false);
  return async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current || ignore) return;
    busy.current = true;
    try {
      let schemas: FormSchemas;
      try {
        schemas = await loadFormSchemas();
      } catch {
        onRulesFailed();
        trackFormEvent(FORM_EVENTS.error, formId, { reason: 'unknown' });
        return;
      }
      await submit(schemas);
    } finally {
      busy.current = false;
    }
  };
}
