import { isHoneypotFilled, MINIMUM_FILL_TIME_MS, remainingFillTime, waitForMinimumFillTime } from '../spam-guard';

describe('isHoneypotFilled', () => {
  it('stops a filled honeypot, ignores whitespace', () => {
    expect(isHoneypotFilled('https://spam.example')).toBe(true);
    expect(isHoneypotFilled('  ')).toBe(false);
    expect(isHoneypotFilled('')).toBe(false);
  });
});

describe('minimum fill time: a wait, never a drop', () => {
  const renderedAt = 1_000_000;

  it('is 3 seconds, and what is left of it', () => {
    expect(MINIMUM_FILL_TIME_MS).toBe(3000);
    expect(remainingFillTime(renderedAt, renderedAt + 1300)).toBe(1700);
    expect(remainingFillTime(renderedAt, renderedAt)).toBe(3000);
    expect(remainingFillTime(renderedAt, renderedAt + 3000)).toBe(0);
    expect(remainingFillTime(renderedAt, renderedAt + 60_000)).toBe(0);
  });

  it('resolves only once the rest has passed', async () => {
    jest.useFakeTimers();
    try {
      jest.setSystemTime(renderedAt + 1300);
      let done = false;
      const waiting = waitForMinimumFillTime(renderedAt).then(() => (done = true));
      await jest.advanceTimersByTimeAsync(1699);
      expect(done).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await waiting;
      expect(done).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
