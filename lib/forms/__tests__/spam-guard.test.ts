import { isLikelyBot, MINIMUM_FILL_TIME_MS } from '../spam-guard';

describe('isLikelyBot', () => {
  const renderedAt = 1_000_000;

  it('lets a person through: empty honeypot, at least 3 seconds', () => {
    expect(MINIMUM_FILL_TIME_MS).toBe(3000);
    expect(isLikelyBot({ honeypot: '', renderedAt, now: renderedAt + 3000 })).toBe(false);
    expect(isLikelyBot({ honeypot: '', renderedAt, now: renderedAt + 60_000 })).toBe(false);
  });

  it('stops a filled honeypot however long it took', () => {
    expect(isLikelyBot({ honeypot: 'https://spam.example', renderedAt, now: renderedAt + 60_000 })).toBe(true);
  });

  it('ignores a honeypot holding only whitespace', () => {
    expect(isLikelyBot({ honeypot: '  ', renderedAt, now: renderedAt + 60_000 })).toBe(false);
  });

  it('stops a send within 3 seconds of the first render', () => {
    expect(isLikelyBot({ honeypot: '', renderedAt, now: renderedAt + 2999 })).toBe(true);
    expect(isLikelyBot({ honeypot: '', renderedAt, now: renderedAt })).toBe(true);
  });
});
