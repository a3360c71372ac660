import { browserTimeZone } from '../time-zone';

describe('browserTimeZone', () => {
  const global = globalThis as { Temporal?: unknown };

  afterEach(() => {
    delete global.Temporal;
    jest.restoreAllMocks();
  });

  it('reads the zone from Temporal where the browser has it, without building a date formatter', () => {
    global.Temporal = { Now: { timeZoneId: () => 'Europe/Istanbul' } };
    const formatter = jest.spyOn(Intl, 'DateTimeFormat');
    expect(browserTimeZone()).toBe('Europe/Istanbul');
    expect(formatter).not.toHaveBeenCalled();
  });

  it('asks Intl where Temporal is missing', () => {
    jest
      .spyOn(Intl, 'DateTimeFormat')
      .mockImplementation(() => ({ resolvedOptions: () => ({ timeZone: 'Europe/Berlin' }) }) as Intl.DateTimeFormat);
    expect(browserTimeZone()).toBe('Europe/Berlin');
  });

  it('is unknown when neither can tell', () => {
    global.Temporal = {
      Now: {
        timeZoneId: () => {
          throw new RangeError('no zone');
        },
      },
    };
    expect(browserTimeZone()).toBeUndefined();
  });
});
