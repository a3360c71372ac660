/**
 * Two browser-wide error rules, as window listeners:
 * - a script chunk that fails to load reloads the page once (./chunk-reload.ts);
 * - the harmless "ResizeObserver loop" notices are silenced.
 */
import { isChunkLoadError, reloadOnceAfterChunkError } from './chunk-reload';

export function isResizeObserverLoopNotice(message: unknown): boolean {
  return typeof message === 'string' && message.includes('ResizeObserver loop');
}

/** Installs the window listeners; returns the function that removes them. */
export function installGlobalErrorHandlers(): () => void {
  const onError = (event: ErrorEvent) => {
    if (isResizeObserverLoopNotice(event.message)) {
      event.stopImmediatePropagation();
      event.preventDefault();
      return;
    }
    if (isChunkLoadError(event.error ?? event.message)) reloadOnceAfterChunkError();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadOnceAfterChunkError();
  };
  window.addEventListener('error', onError, true);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError, true);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
