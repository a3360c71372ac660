import { dateBadge } from '../date-badge';

describe('dateBadge', () => {
  it('gives the day and the short month in Turkish', () => {
    expect(dateBadge('2026-11-14T09:00:00.000Z', 'tr')).toEqual({
      day: '14',
      month: 'Kas',
      long: '14 Kasım 2026',
      dateTime: '2026-11-14',
    });
  });

  it('gives the day and the short month in English', () => {
    expect(dateBadge('2026-11-14T09:00:00.000Z', 'en')).toMatchObject({ day: '14', month: 'Nov', long: 'November 14, 2026' });
  });

  it('uses Turkish month names with their own letters', () => {
    expect(dateBadge('2026-08-07T09:00:00.000Z', 'tr')?.month).toBe('Ağu');
    expect(dateBadge('2026-02-14T09:00:00.000Z', 'tr')?.month).toBe('Şub');
  });

  it('reads the date in Istanbul time', () => {
    // 22:30 UTC on 14 November is 01:30 on 15 November in Istanbul.
    expect(dateBadge('2026-11-14T22:30:00.000Z', 'tr')).toMatchObject({ day: '15', dateTime: '2026-11-15' });
  });

  it('is the real publication date, the same on every call', () => {
    expect(dateBadge('2025-12-01T09:00:00.000Z', 'en')).toEqual(dateBadge('2025-12-01T09:00:00.000Z', 'en'));
    expect(dateBadge('2025-12-01T09:00:00.000Z', 'en')).toMatchObject({ day: '1', month: 'Dec' });
  });

  it('returns null for a date it cannot read', () => {
    expect(dateBadge('not a date', 'tr')).toBeNull();
    expect(dateBadge('', 'en')).toBeNull();
  });
});
