import { onceVisible } from '../once-visible';

/** A stand-in IntersectionObserver whose sightings the test reports by hand. */
class FakeObserver {
  static last: FakeObserver;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

describe('onceVisible', () => {
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('calls back once, on the first sighting, with the given margin, and then stops watching', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    const element = document.createElement('div');
    const onVisible = jest.fn();
    onceVisible(element, onVisible, { rootMargin: '600px 0px', whenUnsupported: 'now' });
    const observer = FakeObserver.last;
    expect(observer.observed).toEqual([element]);
    expect(observer.options).toEqual({ rootMargin: '600px 0px' });

    observer.report(false);
    expect(onVisible).not.toHaveBeenCalled();
    observer.report(true);
    expect(onVisible).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  it('stops watching when cleaned up before any sighting', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    const stop = onceVisible(document.createElement('div'), jest.fn(), { threshold: 0.5, whenUnsupported: 'never' });
    stop();
    expect(FakeObserver.last.disconnected).toBe(true);
  });

  it('without IntersectionObserver, calls back at once or never, as asked', () => {
    const now = jest.fn();
    const never = jest.fn();
    onceVisible(document.createElement('div'), now, { whenUnsupported: 'now' });
    onceVisible(document.createElement('div'), never, { whenUnsupported: 'never' });
    expect(now).toHaveBeenCalledTimes(1);
    expect(never).not.toHaveBeenCalled();
  });
});
