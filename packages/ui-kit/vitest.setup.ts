import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, expect, vi } from "vitest";

// Without vitest globals, Testing Library cannot register its own cleanup; unmount after every test.
// Also empty the body, for anything a test attached itself (e.g. a server-rendered container).
afterEach(() => {
  cleanup();
  // Node-environment files (CSS checks) have no document.
  if (typeof document !== "undefined") document.body.innerHTML = "";
});

// React reports wiring mistakes (bad props, missing keys, hydration problems) via console.error.
// A test that triggers one must fail, not just print noise.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  expect(consoleErrors, "unexpected console.error").toEqual([]);
});
