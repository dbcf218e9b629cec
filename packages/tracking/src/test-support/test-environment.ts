import type { TTrackingEnvironment } from "../browser-environment.js";

/** A page as the tracker sees it, with controls to hide it and to change what it shows. */
export interface TTestEnvironment extends TTrackingEnvironment {
  visible: boolean;
  href: string;
  hide(): void;
}

export function createTestEnvironment(href = "https://samtrot.test/"): TTestEnvironment {
  const listeners = new Set<() => void>();
  const env: TTestEnvironment = {
    visible: true,
    href,
    userAgent: () => "Mozilla/5.0 (X11; Linux x86_64) Test/1.0",
    location: () => env.href,
    referrer: () => "https://search.test/?q=samtrot",
    isVisible: () => env.visible,
    onHidden(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hide() {
      env.visible = false;
      for (const listener of listeners) listener();
    },
  };
  return env;
}
