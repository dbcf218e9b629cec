import { USERNAME_PATTERN } from "@samtrot/constants-catalogue";
import { describe, expect, it } from "vitest";
import { emailLocalPart, sanitizeUsername, UsernameRegistry } from "./usernames.js";

describe("sanitizeUsername", () => {
  it.each([
    ["Lena_süß", "Lena_süß"],
    ["Anna & Max", "Anna-Max"],
    ["Belle Époque", "Belle-Epoque"],
    ["__lena..max--", "lena.max"],
    ["Escortagentur_Nachtschwärmer", "Escortagentur_Nachts"],
    ["a_________________________b", "a_b"],
  ])("%s → %s", (input, expected) => {
    expect(sanitizeUsername(input)).toBe(expected);
    expect(sanitizeUsername(input)).toMatch(USERNAME_PATTERN);
  });
});

describe("UsernameRegistry", () => {
  it("numbers a taken name, case-insensitively, and stays within 20 characters", () => {
    const registry = new UsernameRegistry();
    expect(registry.claim("Lena")).toBe("Lena");
    expect(registry.claim("lena")).toBe("lena2");
    expect(registry.claim("LENA")).toBe("LENA3");
    const long = "abcdefghij_klmnopqrs";
    expect(registry.claim(long)).toBe(long);
    const next = registry.claim(long);
    expect(next).toBe("abcdefghij_klmnopqr2");
    expect(next.length).toBe(20);
  });

  it("treats names with the same e-mail address as taken (ü = ue)", () => {
    const registry = new UsernameRegistry();
    registry.reserve("jürgen");
    expect(registry.isFree("juergen")).toBe(false);
    expect(registry.claim("Juergen")).toBe("Juergen2");
    expect(emailLocalPart("Süße.Grüße")).toBe("suesse.gruesse");
  });

  it("pads a too short candidate to the minimum length", () => {
    expect(new UsernameRegistry().claim("Jo")).toBe("Jouser");
  });
});
