import { isHoneypotFilled, MINIMUM_FILL_TIME_MS, remainingFillTime, waitForMinimumFillTime } from '../spam-guard';

describe('spam guard', () => {
  it('drops a request only when the hidden honeypot field is filled in', () => {
    expect(isHoneypotFilled('https://spam.example')).toBe(true);
    expect(isHoneypotFilled('')).toBe(false);
    expect(isHoneypotFilled('  ')).toBe(false);
  });

  it('tells how long an early send must wait: the rest of 3 seconds since the form appeared', () => {
    const renderedAt = 1_000_000;
    expect(MINIMUM_FILL_TIME_MS).toBe(3000);
    expect(remainingFillTime(renderedAt, renderedAt)).toBe(3000);
    expect(remainingFillTime(renderedAt, renderedAt + 1300)).toBe(1700);
    expect(remainingFillTime(renderedAt, renderedAt + 3000)).toBe(0);
    expect(remainingFillTime(renderedAt, renderedAt + 60_000)).toBe(0);
  });

  it('waits out the rest of the minimum fill time, then resolves', async () => {
    jest.useFakeTimers();
    let done = false;
    const waiting = waitForMinimumFillTime(Date.now() - 1000).then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(1999);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
    jest.useRealTimers();
  });
});
