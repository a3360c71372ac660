import type { ConsentChoice } from './choice';

export interface ConsentState {
  /** 'checking' until the stored choice has been read. */
  phase: 'checking' | 'ready';
  /** The visitor's remembered choice, if any. */
  choice: ConsentChoice | null;
  noticeOpen: boolean;
  /** The notice was reopened from the footer's cookie settings. */
  openedFromSettings: boolean;
  /** Analytics and the tag manager may run: the visitor accepted. */
  analyticsAllowed: boolean;
}

export interface ConsentDependencies {
  readChoice(): ConsentChoice | null;
  saveChoice(choice: ConsentChoice): void;
  /** Pushes the `denied` defaults; runs before anything else. */
  pushDefault(): void;
  /** Consent update `granted`, then the analytics manager starts. */
  allow(): void;
  /** Consent update `denied`, the manager stops, Google's cookies go. */
  deny(): void;
  /** Calls `onChange` when another tab of the site saves a choice. */
  watchChoice(onChange: () => void): void;
}

export const INITIAL_CONSENT_STATE: ConsentState = {
  phase: 'checking',
  choice: null,
  noticeOpen: false,
  openedFromSettings: false,
  analyticsAllowed: false,
};

export interface ConsentController {
  getState(): ConsentState;
  subscribe(listener: () => void): () => void;
  start(): Promise<void>;
  accept(): void;
  reject(): void;
  openSettings(): void;
  closeSettings(): void;
}

/**
 * The cookie-notice decision: a remembered choice wins; otherwise the notice
 * shows, to every visitor wherever they are (KVKK binds the clinic for every
 * visitor, docs/architecture.md#analytics-and-consent). Nothing that leaves the
 * browser runs before the visitor accepts.
 */
export function createConsentController(deps: ConsentDependencies): ConsentController {
  let state = INITIAL_CONSENT_STATE;
  let started: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  const update = (patch: Partial<ConsentState>) => {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  };

  const allow = () => {
    if (!state.analyticsAllowed) deps.allow();
  };

  /**
   * A choice saved in another tab applies here too: a visitor who withdraws
   * consent in one tab is not tracked on in the others until they reload.
   */
  function adoptChoiceFromElsewhere() {
    const choice = deps.readChoice();
    if (!choice || choice === state.choice) return;
    if (choice === 'granted') allow();
    else if (state.analyticsAllowed) deps.deny();
    update({ phase: 'ready', choice, noticeOpen: false, openedFromSettings: false, analyticsAllowed: choice === 'granted' });
  }

  async function decide(): Promise<void> {
    deps.pushDefault();
    deps.watchChoice(adoptChoiceFromElsewhere);
    const choice = deps.readChoice();
    if (choice) {
      if (choice === 'granted') allow();
      update({ phase: 'ready', choice, analyticsAllowed: choice === 'granted' });
      return;
    }
    update({ phase: 'ready', noticeOpen: true });
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      started ??= decide();
      return started;
    },
    accept() {
      deps.saveChoice('granted');
      allow();
      update({ phase: 'ready', choice: 'granted', noticeOpen: false, openedFromSettings: false, analyticsAllowed: true });
    },
    reject() {
      deps.saveChoice('denied');
      if (state.analyticsAllowed) deps.deny();
      update({ phase: 'ready', choice: 'denied', noticeOpen: false, openedFromSettings: false, analyticsAllowed: false });
    },
    openSettings() {
      update({ noticeOpen: true, openedFromSettings: true });
    },
    closeSettings() {
      // Without a choice the notice stays until the visitor answers.
      if (state.choice === null) return;
      update({ noticeOpen: false, openedFromSettings: false });
    },
  };
}
