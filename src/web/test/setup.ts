/**
 * Set-up of the web component tests (jsdom): jest-dom matchers, cleanup after each test,
 * and the browser APIs jsdom lacks that Mantine uses (matchMedia, ResizeObserver,
 * scrollIntoView), as Mantine's testing guide describes.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

const { getComputedStyle } = window;
window.getComputedStyle = (elt: Element) => getComputedStyle(elt);
Element.prototype.scrollIntoView = function scrollIntoView() {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
