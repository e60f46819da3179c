import type { ConsentStorage, ConsentWindow } from '../strategies/types';

/** An in-memory `Storage`. */
export class FakeStorage implements ConsentStorage {
  readonly #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  clear(): void {
    this.#items.clear();
  }
}

/** `document.cookie` semantics, enough for consent: set one cookie per write, `Max-Age=0` deletes. */
export class FakeCookieJar {
  readonly #cookies = new Map<string, string>();
  get cookie(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  set cookie(line: string) {
    const [pair = '', ...attributes] = line.split(';');
    const index = pair.indexOf('=');
    if (index <= 0) return;
    const name = pair.slice(0, index).trim();
    const expired = attributes.some((attribute) => /^\s*max-age=(0|-\d+)\s*$/i.test(attribute));
    if (expired) this.#cookies.delete(name);
    else this.#cookies.set(name, pair.slice(index + 1).trim());
  }
}

export interface FakeWindow extends ConsentWindow {
  localStorage: FakeStorage;
  document: FakeCookieJar;
  dataLayer: unknown[];
  dispatchEvent(event: Event): boolean;
}

/** A window for node tests: real `EventTarget` events, in-memory storage and cookies, an empty data layer. */
export function createFakeWindow(): FakeWindow {
  const events = new EventTarget();
  return {
    addEventListener: (type, listener) => events.addEventListener(type, listener),
    removeEventListener: (type, listener) => events.removeEventListener(type, listener),
    dispatchEvent: (event) => events.dispatchEvent(event),
    localStorage: new FakeStorage(),
    document: new FakeCookieJar(),
    dataLayer: [],
  };
}

/** The window of a stand-in: real or fake, anything with events and assignable globals. */
export type StandInWindow = ConsentWindow & { dispatchEvent(event: Event): boolean };

export function customEvent(type: string, detail?: unknown): Event {
  return new CustomEvent(type, { detail });
}
