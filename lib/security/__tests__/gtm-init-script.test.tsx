import { render } from '@testing-library/react';
import { GoogleTagManager } from '@next/third-parties/google';
import { analyticsConfig } from '../../config/analytics';
import { GTM_INIT_SCRIPT } from '../script-sources.mjs';

// next/script inserts the snippet in the browser (document.createElement, innerHTML): record what it gets.
const scripts: { id?: string; src?: string; dangerouslySetInnerHTML?: { __html: string } }[] = [];
jest.mock('next/script', () => ({
  __esModule: true,
  default: (props: (typeof scripts)[number]) => {
    scripts.push(props);
    return null;
  },
}));

describe("the tag manager's inline init script", () => {
  beforeEach(() => {
    scripts.length = 0;
    // The component marks its use with performance.mark, which jsdom lacks.
    Object.defineProperty(performance, 'mark', { configurable: true, value: jest.fn() });
  });

  it('is the text every page policy allows by its hash (script-hashes.mjs)', () => {
    render(<GoogleTagManager gtmId={analyticsConfig.gtmId} />);
    const init = scripts.find((script) => script.id === '_next-gtm-init');
    expect(init?.dangerouslySetInnerHTML?.__html).toBe(GTM_INIT_SCRIPT);
    // gtm.js itself is an external script, allowed by its host.
    expect(scripts.find((script) => script.id === '_next-gtm')?.src).toMatch(/^https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=/);
  });

  it('does not depend on the container id', () => {
    render(<GoogleTagManager gtmId="GTM-OTHER1" />);
    expect(scripts.find((script) => script.id === '_next-gtm-init')?.dangerouslySetInnerHTML?.__html).toBe(GTM_INIT_SCRIPT);
  });
});
