import { installGlobalErrorHandlers, isResizeObserverLoopNotice } from '../error-recovery';

describe('ResizeObserver loop notices', () => {
  it('recognises both browser wordings', () => {
    expect(isResizeObserverLoopNotice('ResizeObserver loop limit exceeded')).toBe(true);
    expect(isResizeObserverLoopNotice('ResizeObserver loop completed with undelivered notifications.')).toBe(true);
    expect(isResizeObserverLoopNotice('TypeError: x is undefined')).toBe(false);
  });

  it('stops them before other listeners see them', () => {
    const uninstall = installGlobalErrorHandlers();
    const later = jest.fn();
    window.addEventListener('error', later);
    const notice = new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.', cancelable: true });
    window.dispatchEvent(notice);
    expect(later).not.toHaveBeenCalled();
    expect(notice.defaultPrevented).toBe(true);
    const real = new ErrorEvent('error', { message: 'TypeError: boom', cancelable: true });
    window.dispatchEvent(real);
    expect(later).toHaveBeenCalledTimes(1);
    window.removeEventListener('error', later);
    uninstall();
  });
});
