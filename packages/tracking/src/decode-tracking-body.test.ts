import { gzipSync, strToU8, zlibSync } from "fflate";
import { describe, expect, it } from "vitest";
import { bytesToBase64 } from "./base64.js";
import { decodeTrackingBody, TRACKING_DECODE_ERROR as E } from "./decode-tracking-body.js";
import { encodeTrackingBody } from "./encode-tracking-body.js";
import type { TTrackingRecord } from "./tracking-record.js";

function record(overrides: Partial<TTrackingRecord> & Record<string, unknown> = {}): TTrackingRecord {
  return {
    id: "0b6c3f1e-8d43-4c4e-9a51-3e1f5b8f2a10",
    title: "page_view",
    actor: { type: "user", id: "42" },
    object: { type: "page", id: "/escorts", name: "Escorts in Berlin" },
    provider: "samtrot",
    generator: { type: "web", id: "main-brand" },
    published: "2025-01-31T12:00:00.000Z",
    context: {
      userAgent: "Mozilla/5.0",
      location: "https://samtrot.test/escorts",
      referrer: "",
      sessionId: "3c9a1b7e-2f4d-4a8b-9c6e-1d2f3a4b5c6d",
    },
    ...overrides,
  } as TTrackingRecord;
}

const lines = (...records: unknown[]) => records.map((r) => JSON.stringify(r)).join("\n");
const gzipBase64 = (text: string) => bytesToBase64(gzipSync(strToU8(text)));

describe("decodeTrackingBody: accepted bodies", () => {
  it("decodes a plain body of several records", () => {
    const a = record();
    const b = record({ id: "second-id", title: "heartbeat" });
    expect(decodeTrackingBody(lines(a, b), { t: "1738324800000" })).toEqual({ ok: true, records: [a, b] });
  });

  it("decodes a compressed body (g=1) given as URLSearchParams or as a record", () => {
    const records = Array.from({ length: 20 }, (_, i) => record({ id: `id-${i}` }));
    const { body, compressed } = encodeTrackingBody(lines(...records));
    expect(compressed).toBe(true);
    expect(decodeTrackingBody(body, new URLSearchParams("t=1&g=1"))).toEqual({ ok: true, records });
    expect(decodeTrackingBody(body, { t: "1", g: "1" })).toEqual({ ok: true, records });
  });

  it("keeps umlauts and other non-ASCII text through compression", () => {
    const r = record({ object: { type: "page", id: "/p/jürgen", name: "Süße Grüße aus Köln – ß ✓ 🦋" } });
    const { body } = encodeTrackingBody(lines(r), 10);
    expect(decodeTrackingBody(body, { g: "1" })).toEqual({ ok: true, records: [r] });
  });

  it("accepts records without the optional actor, object and generator", () => {
    const { actor: _a, object: _o, generator: _g, ...bare } = record();
    expect(decodeTrackingBody(JSON.stringify(bare), {})).toEqual({ ok: true, records: [bare] });
  });

  it("tolerates one trailing newline", () => {
    expect(decodeTrackingBody(`${lines(record())}\n`, {})).toMatchObject({ ok: true, records: [record()] });
  });
});

describe("decodeTrackingBody: garbled bodies", () => {
  it("rejects an empty body, plain or compressed", () => {
    expect(decodeTrackingBody("", {})).toEqual({ ok: false, error: E.emptyBody });
    expect(decodeTrackingBody("", { g: "1" })).toEqual({ ok: false, error: E.emptyBody });
    expect(decodeTrackingBody(gzipBase64(""), { g: "1" })).toEqual({ ok: false, error: E.emptyBody });
  });

  it("rejects text that is not JSON lines", () => {
    expect(decodeTrackingBody("hello world", {})).toEqual({ ok: false, error: E.lineMalformed, line: 1 });
    expect(decodeTrackingBody(`${lines(record())}\n{"id":`, {})).toEqual({ ok: false, error: E.lineMalformed, line: 2 });
  });

  it("rejects a blank line between records", () => {
    const body = `${lines(record())}\n\n${lines(record({ id: "other" }))}`;
    expect(decodeTrackingBody(body, {})).toEqual({ ok: false, error: E.lineMalformed, line: 2 });
  });

  it("rejects bad base64 under g=1", () => {
    for (const bad of ["!!!!", "abc", "ab=c", "YWJj\n", "YW Jj", "YWJj==="]) {
      expect(decodeTrackingBody(bad, { g: "1" })).toEqual({ ok: false, error: E.encodingInvalid });
    }
  });

  it("rejects base64 that is not gzip (plain text, zlib)", () => {
    expect(decodeTrackingBody(bytesToBase64(strToU8(lines(record()))), { g: "1" })).toEqual({
      ok: false,
      error: E.encodingInvalid,
    });
    expect(decodeTrackingBody(bytesToBase64(zlibSync(strToU8(lines(record())))), { g: "1" })).toEqual({
      ok: false,
      error: E.encodingInvalid,
    });
  });

  it("rejects a truncated gzip stream instead of storing part of it", () => {
    const gz = gzipSync(strToU8(lines(...Array.from({ length: 50 }, (_, i) => record({ id: `id-${i}` })))));
    for (const cut of [1, 8, 9, Math.floor(gz.length / 2)]) {
      expect(decodeTrackingBody(bytesToBase64(gz.subarray(0, gz.length - cut)), { g: "1" })).toEqual({
        ok: false,
        error: E.encodingInvalid,
      });
    }
  });

  it("rejects a gzip stream whose checksum does not match", () => {
    const gz = gzipSync(strToU8(lines(record())));
    const altered = gz.slice();
    altered[altered.length - 8] = altered[altered.length - 8]! ^ 0xff; // CRC-32 in the trailer
    expect(decodeTrackingBody(bytesToBase64(altered), { g: "1" })).toEqual({ ok: false, error: E.encodingInvalid });
  });

  it("rejects invalid UTF-8 inside the gzip stream", () => {
    const gz = gzipSync(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]));
    expect(decodeTrackingBody(bytesToBase64(gz), { g: "1" })).toEqual({ ok: false, error: E.encodingInvalid });
  });

  it("rejects an unknown compression flag", () => {
    expect(decodeTrackingBody(lines(record()), { g: "0" })).toEqual({ ok: false, error: E.flagInvalid });
    expect(decodeTrackingBody(lines(record()), new URLSearchParams("g=gzip"))).toEqual({ ok: false, error: E.flagInvalid });
  });
});

describe("decodeTrackingBody: invalid records reject the whole body", () => {
  const cases: Array<[string, unknown, string]> = [
    ["missing session id", { ...record(), context: { ...record().context, sessionId: undefined } }, "context.sessionId"],
    ["session id with spaces", { ...record(), context: { ...record().context, sessionId: "a b" } }, "context.sessionId"],
    ["id over 64 characters", record({ id: "a".repeat(65) }), "id"],
    ["id with markup", record({ id: "<script>" }), "id"],
    ["empty title", record({ title: "" }), "title"],
    ["title over 200 characters", record({ title: "t".repeat(201) }), "title"],
    ["missing provider", { ...record(), provider: undefined }, "provider"],
    ["published not ISO", record({ published: "31.01.2025 12:00" }), "published"],
    ["unknown top-level key", { ...record(), password: "x" }, ""],
    ["nested value in an entity", record({ object: { type: "page", tags: ["a"] } as never }), "object.tags"],
    ["entity without type", record({ actor: { id: "42" } as never }), "actor.type"],
    ["user agent over 512", { ...record(), context: { ...record().context, userAgent: "u".repeat(513) } }, "context.userAgent"],
    ["location over 2048", { ...record(), context: { ...record().context, location: "l".repeat(2049) } }, "context.location"],
    ["a number where a record belongs", 42, ""],
    ["an array", [record()], ""],
  ];

  for (const [name, bad, field] of cases) {
    it(`rejects ${name}`, () => {
      const result = decodeTrackingBody(lines(record({ id: "valid-first" }), bad), {});
      expect(result).toMatchObject({ ok: false, error: E.recordInvalid, line: 2 });
      if (field) expect(result).toMatchObject({ field });
    });
  }

  it("accepts a title of exactly 200 and an id of exactly 64 characters", () => {
    const r = record({ id: "a".repeat(64), title: "t".repeat(200) });
    expect(decodeTrackingBody(lines(r), {})).toEqual({ ok: true, records: [r] });
  });

  it("rejects a record id that appears twice in one body", () => {
    expect(decodeTrackingBody(lines(record(), record()), {})).toEqual({
      ok: false,
      error: E.idDuplicate,
      line: 2,
      field: "id",
    });
  });

  it("rejects an invalid record inside a compressed body too", () => {
    const { body } = encodeTrackingBody(lines(record(), record({ id: "x", title: "" })), 0);
    expect(decodeTrackingBody(body, { g: "1" })).toMatchObject({ ok: false, error: E.recordInvalid, line: 2 });
  });
});

describe("decodeTrackingBody: size caps", () => {
  it("refuses a decompression bomb", () => {
    // 16 MiB of spaces compress to ~16 KB; the cap is 1 MB.
    const bomb = gzipSync(new Uint8Array(16 * 1024 * 1024).fill(0x20), { level: 9 });
    expect(bomb.length).toBeLessThan(64 * 1024);
    // Refused at the cap (inflation stops there; the cap test below pins the exact boundary).
    expect(decodeTrackingBody(bytesToBase64(bomb), { g: "1" })).toEqual({ ok: false, error: E.bodyTooLarge });
  });

  it("accepts an inflated body of exactly the cap and refuses one byte more", () => {
    const line = JSON.stringify(record());
    // Spaces after a JSON value are valid whitespace, so they pad the line without changing the record.
    const ofBytes = (n: number) => line + " ".repeat(n - line.length);
    expect(decodeTrackingBody(gzipBase64(ofBytes(4096)), { g: "1" }, { maxBytes: 4096 })).toEqual({
      ok: true,
      records: [record()],
    });
    expect(decodeTrackingBody(gzipBase64(ofBytes(4097)), { g: "1" }, { maxBytes: 4096 })).toEqual({
      ok: false,
      error: E.bodyTooLarge,
    });
  });

  it("caps the inflated size at 1 MB by default", () => {
    const big = `${JSON.stringify(record())}${" ".repeat(1024 * 1024)}`;
    expect(decodeTrackingBody(gzipBase64(big), { g: "1" })).toEqual({ ok: false, error: E.bodyTooLarge });
    const fits = `${JSON.stringify(record())}${" ".repeat(1000 * 1024)}`;
    expect(decodeTrackingBody(gzipBase64(fits), { g: "1" })).toMatchObject({ ok: true });
  });

  it("caps a plain body at 1 MB of UTF-8", () => {
    const line = JSON.stringify(record());
    expect(decodeTrackingBody(line + " ".repeat(1024 * 1024 - line.length), {})).toMatchObject({ ok: true });
    expect(decodeTrackingBody(line + " ".repeat(1024 * 1024 - line.length + 1), {})).toEqual({
      ok: false,
      error: E.bodyTooLarge,
    });
    // Counted in bytes: 600,000 "ü" are 1.2 MB although only 600,000 characters.
    const umlauts = JSON.stringify(record({ object: { type: "page", name: "ü".repeat(2000) } }));
    const manyBytes = Array.from({ length: 300 }, (_, i) => umlauts.replace(record().id, `id-${i}`)).join("\n");
    expect(manyBytes.length).toBeLessThan(1024 * 1024);
    expect(decodeTrackingBody(manyBytes, {})).toEqual({ ok: false, error: E.bodyTooLarge });
  });

  it("refuses an oversized base64 body before decoding it", () => {
    expect(decodeTrackingBody("A".repeat(2 * 1024 * 1024), { g: "1" })).toEqual({ ok: false, error: E.bodyTooLarge });
  });
});
