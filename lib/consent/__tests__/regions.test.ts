import { normalizeCountryCode, requiresConsentNotice, timeZoneInConsentRegion } from '../regions';

describe('consent region', () => {
  it.each([
    'TR',
    'tr',
    'DE',
    'FR',
    'IT',
    'ES',
    'NL',
    'PL',
    'GR',
    'CY',
    'IE',
    'NO',
    'IS',
    'LI',
    'GB',
    'UK',
    'CH',
    'RE',
    'RS',
    'UA',
    'RU',
    'MD',
    'AD',
    'MC',
    'FO',
  ])('requires the notice in %s', (country) => {
    expect(requiresConsentNotice(country)).toBe(true);
  });

  it.each(['US', 'CA', 'BR', 'AE', 'SA', 'AZ', 'GE', 'JP', 'AU', 'IL'])('does not require it in %s', (country) => {
    expect(requiresConsentNotice(country)).toBe(false);
  });

  it.each([null, '', 'Turkey', 'XXX', '1A'])('requires it when the country is unknown (%p)', (country) => {
    expect(requiresConsentNotice(country)).toBe(true);
  });

  it('normalises country codes', () => {
    expect(normalizeCountryCode(' de ')).toBe('DE');
    expect(normalizeCountryCode(42)).toBeNull();
    expect(normalizeCountryCode('Germany')).toBeNull();
  });

  it.each(['Europe/Istanbul', 'Europe/Berlin', 'Europe/London', 'Europe/Zurich', 'Atlantic/Canary', 'Asia/Nicosia', 'Turkey'])(
    'treats the time zone %s as inside the region',
    (timeZone) => expect(timeZoneInConsentRegion(timeZone)).toBe(true),
  );

  it.each(['America/New_York', 'Asia/Dubai', 'Asia/Baku', 'UTC', 'Etc/UTC', undefined])(
    'asks the service for the time zone %p',
    (timeZone) => {
      expect(timeZoneInConsentRegion(timeZone)).toBe(false);
    },
  );
});
