import { CONSENT_KEY, CONSENT_MAX_AGE_MS, readConsentChoice, saveConsentChoice, type ConsentChoice } from '../choice';
import { createConsentController, type ConsentDependencies } from '../controller';

function setup(overrides: Partial<ConsentDependencies> = {}) {
  const calls: string[] = [];
  let stored: ConsentChoice | null = null;
  const deps: ConsentDependencies = {
    readChoice: () => stored,
    saveChoice: (choice) => {
      stored = choice;
      calls.push(`save:${choice}`);
    },
    pushDefault: () => calls.push('default'),
    allow: () => calls.push('allow'),
    deny: () => calls.push('deny'),
    watchChoice: (onChange) => {
      otherTabSaves = onChange;
    },
    ...overrides,
  };
  let otherTabSaves = () => {};
  /** Another tab stores a choice; the browser tells this one through a `storage` event. */
  const saveInOtherTab = (choice: ConsentChoice) => {
    stored = choice;
    otherTabSaves();
  };
  return {
    controller: createConsentController(deps),
    calls,
    deps,
    setStored: (choice: ConsentChoice) => (stored = choice),
    saveInOtherTab,
  };
}

describe('consent controller', () => {
  it('shows the notice to a visitor without a choice, allowing nothing (no country or time-zone rule)', async () => {
    const { controller, calls } = setup();
    await controller.start();
    expect(controller.getState()).toMatchObject({ phase: 'ready', noticeOpen: true, analyticsAllowed: false });
    expect(calls).toEqual(['default']);
  });

  it('pushes the consent default before anything else', async () => {
    const { controller, calls, setStored } = setup();
    setStored('granted');
    await controller.start();
    expect(calls).toEqual(['default', 'allow']);
  });

  it('remembers a refusal: no notice, nothing allowed', async () => {
    const { controller, calls, setStored } = setup();
    setStored('denied');
    await controller.start();
    expect(controller.getState()).toMatchObject({ choice: 'denied', noticeOpen: false, analyticsAllowed: false });
    expect(calls).toEqual(['default']);
  });

  it('accepts: saves, allows once and closes the notice', async () => {
    const { controller, calls } = setup();
    await controller.start();
    controller.accept();
    controller.accept();
    expect(calls).toEqual(['default', 'save:granted', 'allow', 'save:granted']);
    expect(controller.getState()).toMatchObject({ choice: 'granted', noticeOpen: false, analyticsAllowed: true });
  });

  it('rejects after accepting: denies and stops', async () => {
    const { controller, calls } = setup();
    await controller.start();
    controller.accept();
    controller.openSettings();
    expect(controller.getState()).toMatchObject({ noticeOpen: true, openedFromSettings: true });
    controller.reject();
    expect(calls).toEqual(['default', 'save:granted', 'allow', 'save:denied', 'deny']);
    expect(controller.getState()).toMatchObject({ choice: 'denied', noticeOpen: false, analyticsAllowed: false });
  });

  it('stops tracking when consent is withdrawn in another tab', async () => {
    const { controller, calls, setStored, saveInOtherTab } = setup();
    setStored('granted');
    await controller.start();
    saveInOtherTab('denied');
    expect(controller.getState()).toMatchObject({ choice: 'denied', noticeOpen: false, analyticsAllowed: false });
    expect(calls).toEqual(['default', 'allow', 'deny']);
  });

  it('closes its notice and starts tracking when another tab accepts', async () => {
    const { controller, calls, saveInOtherTab } = setup();
    await controller.start();
    expect(controller.getState().noticeOpen).toBe(true);
    saveInOtherTab('granted');
    expect(controller.getState()).toMatchObject({ choice: 'granted', noticeOpen: false, analyticsAllowed: true });
    expect(calls).toEqual(['default', 'allow']);
  });

  it('closes its notice, allowing nothing, when another tab rejects', async () => {
    const { controller, calls, saveInOtherTab } = setup();
    await controller.start();
    saveInOtherTab('denied');
    expect(controller.getState()).toMatchObject({ choice: 'denied', noticeOpen: false, analyticsAllowed: false });
    expect(calls).toEqual(['default']);
  });

  it('lets a visitor who accepted refuse from the settings', async () => {
    const { controller, calls, setStored } = setup();
    setStored('granted');
    await controller.start();
    controller.openSettings();
    controller.reject();
    expect(calls).toEqual(['default', 'allow', 'save:denied', 'deny']);
  });

  it('keeps the notice open on close until the visitor has chosen', async () => {
    const { controller } = setup();
    await controller.start();
    controller.closeSettings();
    expect(controller.getState().noticeOpen).toBe(true);
    controller.reject();
    controller.openSettings();
    controller.closeSettings();
    expect(controller.getState().noticeOpen).toBe(false);
  });

  it('starts once and notifies subscribers', async () => {
    const { controller, calls } = setup();
    const listener = jest.fn();
    const unsubscribe = controller.subscribe(listener);
    await Promise.all([controller.start(), controller.start()]);
    expect(calls).toEqual(['default']);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    controller.openSettings();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('stored consent choice', () => {
  function memoryStore() {
    const values = new Map<string, unknown>();
    return {
      values,
      get: <T>(key: string) => (values.get(key) as T) ?? null,
      set: (key: string, value: unknown) => Boolean(values.set(key, value)),
    };
  }

  it('round-trips and expires after a year', () => {
    const store = memoryStore();
    saveConsentChoice(store, 'denied', 1000);
    expect(store.get(CONSENT_KEY)).toEqual({ choice: 'denied', decidedAt: 1000, version: 1 });
    expect(readConsentChoice(store, 1000 + CONSENT_MAX_AGE_MS - 1)).toBe('denied');
    expect(readConsentChoice(store, 1000 + CONSENT_MAX_AGE_MS)).toBeNull();
  });

  it('ignores anything that is not a stored choice', () => {
    const store = memoryStore();
    store.set(CONSENT_KEY, { choice: 'maybe', decidedAt: 1, version: 1 });
    expect(readConsentChoice(store, 2)).toBeNull();
  });
});
