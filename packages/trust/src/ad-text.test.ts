import { describe, expect, it } from "vitest";
import { checkAdText, normalizeAdText } from "./ad-text.js";

const reasons = (text: string) => checkAdText(text).findings.map((f) => f.reason);

describe("normalizeAdText", () => {
  it("spells out umlauts, joins spelled-apart codes and reads digits as letters inside words", () => {
    expect(normalizeAdText("Französisch  GROß")).toBe("franzoesisch gross");
    expect(normalizeAdText("A.O. möglich")).toBe("ao moeglich");
    expect(normalizeAdText("Service A O")).toBe("service ao");
    expect(normalizeAdText("o h n e")).toBe("ohne");
    expect(normalizeAdText("GV 0hne")).toBe("gv ohne");
    expect(normalizeAdText("4O")).toBe("ao");
  });

  it("keeps numbers and numbers with units", () => {
    expect(normalizeAdText("17 Jahre, 18yo, 100m, 1,70")).toBe("17 jahre, 18yo, 100m, 1,70");
  });
});

describe("checkAdText: advertising without a condom (ProstSchG §32(3) no. 1)", () => {
  it.each([
    "Bei mir gibt es AO",
    "ao nach Absprache",
    "Service: A.O. gegen Aufpreis",
    "A-O möglich",
    "alles ohne!",
    "FO und GV",
    "Französisch ohne",
    "französisch ganz ohne, auch Küssen",
    "GV natur möglich",
    "Verkehr ohne Gummi",
    "Sex ohne Kondom",
    "gerne 0hne Gummi",
    "o h n e  Kondom",
    "bareback",
    "BBBJ on request",
    "sex without a condom",
    "kondomfrei",
  ])("refuses %j", (text) => {
    expect(reasons(text)).toContain("no_condom");
  });
});

describe("checkAdText: pregnancy (ProstSchG §32(3) no. 2)", () => {
  it.each(["Ich bin schwanger", "Schwangere Lady", "pregnant escort", "Babybauch-Fotos", "26. SSW"])("refuses %j", (text) => {
    expect(reasons(text)).toContain("pregnancy");
  });
});

describe("checkAdText: minors", () => {
  it.each(["minderjährig", "unter 18", "Schulmädchen-Rollenspiel", "17 Jahre alt", "17-jährige", "ich bin 16", "teen 15", "16yo"])("refuses %j", (text) => {
    expect(reasons(text)).toContain("minors");
  });
});

describe("checkAdText: ordinary texts pass", () => {
  it.each([
    "Französisch ohne Aufpreis, Küssen nach Sympathie",
    "GV ohne Zeitdruck",
    "Safer Sex ist für mich selbstverständlich, nur mit Kondom",
    "Ich habe 10 Jahre Erfahrung und bin 1,70 groß",
    "Seit 15 Jahren in Berlin",
    "Ich bin 25 und liebe Fotos",
    "Foto-Shooting, Kaos, AOK-versichert",
    "Ich bin 17 cm größer als du denkst",
    "Treffen ab 18 Uhr",
    "Studentin, 21 Jahre alt",
    "Wellness, Massage und mehr",
  ])("accepts %j", (text) => {
    expect(checkAdText(text)).toEqual({ ok: true, findings: [] });
  });
});
