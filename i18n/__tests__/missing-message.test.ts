/** @jest-environment node */
import { createTranslator } from 'next-intl';
import tr from '@/messages/tr.json';
import { missingMessageFallback, reportMissingMessage } from '../missing-message';

describe('a missing translation key', () => {
  it('logs a warning and shows the key itself', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const t = createTranslator({
      locale: 'tr',
      messages: tr,
      namespace: 'nav',
      onError: reportMissingMessage,
      getMessageFallback: missingMessageFallback,
    });
    expect(t('home')).toBe('Ana Sayfa');
    expect(t('doesNotExist' as 'home')).toBe('nav.doesNotExist');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('nav.doesNotExist'));
    warn.mockRestore();
  });
});
