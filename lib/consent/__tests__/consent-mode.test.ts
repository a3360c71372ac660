import { clearGoogleCookies, pushConsentDefault, pushConsentUpdate } from '../consent-mode';

const dataLayer = () =>
  ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

describe('Consent Mode v2', () => {
  it('pushes the denied defaults once, as a gtag command, and updates on choice', () => {
    pushConsentDefault();
    pushConsentDefault();
    pushConsentUpdate('granted');
    const denied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };
    const granted = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' };
    expect(dataLayer()).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', granted],
    ]);
    expect(Object.prototype.toString.call((window as Window & { dataLayer?: unknown[] }).dataLayer?.[0])).toBe('[object Arguments]');
  });

  it("removes Google's first-party cookies and keeps the others", () => {
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = '_ga_ABC123=GS1.1; path=/';
    document.cookie = '_gcl_au=1.1; path=/';
    document.cookie = 'theme=light; path=/';
    clearGoogleCookies();
    expect(document.cookie).toBe('theme=light');
  });
});
