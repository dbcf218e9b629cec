import { describe, expect, it } from "vitest";
import { SESSION_EXPIRY_MS } from "@samtrot/constants-catalogue";
import { clearStoredFilters } from "./clear-stored-filters.js";
import { loadStoredFilters } from "./load-stored-filters.js";
import { parseSearchUrl } from "./parse-search-url.js";
import { storeFilters } from "./store-filters.js";
import type { TFilterStorage } from "./stored-value.js";
import { VIEWERS } from "./test-viewers.js";

/** An in-memory Web Storage (Node has no localStorage); same contract as the browser's. */
class MemoryStorage implements TFilterStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

const NOW = Date.UTC(2025, 0, 1);
const { state } = parseSearchUrl({
  searchKind: "default",
  searchParams: new URLSearchParams("age=18-25&radius=50&cup_size=a_b"),
  viewer: VIEWERS.client,
});

describe("stored filters (spec 000 §3, §4)", () => {
  it("stores under user_filters, wrapped in the marker with an expiry 24 hours ahead by default", () => {
    const storage = new MemoryStorage();
    expect(storeFilters(storage, state, { now: NOW })).toBe(true);
    const raw = JSON.parse(storage.getItem("user_filters") ?? "null");
    expect(raw).toEqual({ __marker: "sr-stored", value: state, expiresAt: NOW + 86_400_000 });
    expect(SESSION_EXPIRY_MS).toBe(86_400_000);
  });

  it("loads the state back until it expires, then removes it", () => {
    const storage = new MemoryStorage();
    storeFilters(storage, state, { now: NOW, ttlMs: 1000 });
    expect(loadStoredFilters(storage, { now: NOW + 999 })).toEqual(state);
    expect(loadStoredFilters(storage, { now: NOW + 1000 })).toBeNull();
    expect(storage.items.has("user_filters")).toBe(false);
  });

  it("keeps a value stored without expiry", () => {
    const storage = new MemoryStorage();
    storeFilters(storage, state, { now: NOW, ttlMs: null });
    expect(loadStoredFilters(storage, { now: NOW + 10 * SESSION_EXPIRY_MS })).toEqual(state);
  });

  it.each([
    ["broken JSON", "{"],
    ["a value without the marker", JSON.stringify({ age: ["18-25"] })],
    ["another marker", JSON.stringify({ __marker: "other", value: {}, expiresAt: null })],
    ["a state of an older shape", JSON.stringify({ __marker: "sr-stored", value: { radius: 5 }, expiresAt: null })],
  ])("removes %s and gives null", (_label, text) => {
    const storage = new MemoryStorage();
    storage.setItem("user_filters", text);
    expect(loadStoredFilters(storage, { now: NOW })).toBeNull();
    expect(storage.items.has("user_filters")).toBe(false);
  });

  it("gives null when nothing is stored", () => {
    expect(loadStoredFilters(new MemoryStorage(), { now: NOW })).toBeNull();
  });

  it("reports a storage that refuses writes and survives one that refuses reads", () => {
    const refusing: TFilterStorage = {
      getItem() {
        throw new DOMException("denied", "SecurityError");
      },
      setItem() {
        throw new DOMException("full", "QuotaExceededError");
      },
      removeItem() {
        throw new DOMException("denied", "SecurityError");
      },
    };
    expect(storeFilters(refusing, state, { now: NOW })).toBe(false);
    expect(loadStoredFilters(refusing, { now: NOW })).toBeNull();
    expect(() => clearStoredFilters(refusing)).not.toThrow();
  });

  it("clearStoredFilters removes the key, e.g. when the session-expiry marker has expired", () => {
    const storage = new MemoryStorage();
    storeFilters(storage, state, { now: NOW });
    clearStoredFilters(storage);
    expect(loadStoredFilters(storage, { now: NOW })).toBeNull();
  });
});
