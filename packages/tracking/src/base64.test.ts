import { describe, expect, it } from "vitest";
import { base64ToBytes, bytesToBase64 } from "./base64.js";
import { crc32 } from "./crc32.js";

describe("base64", () => {
  it("round-trips every byte value and matches Node's encoder", () => {
    const bytes = new Uint8Array(70_000).map((_, i) => (i * 7919) % 256);
    const text = bytesToBase64(bytes);
    expect(text).toBe(Buffer.from(bytes).toString("base64"));
    expect(base64ToBytes(text)).toEqual(bytes);
  });

  it("accepts all padding forms", () => {
    expect(base64ToBytes("")).toEqual(new Uint8Array(0));
    expect(base64ToBytes("YQ==")).toEqual(new Uint8Array([0x61]));
    expect(base64ToBytes("YWI=")).toEqual(new Uint8Array([0x61, 0x62]));
    expect(base64ToBytes("YWJj")).toEqual(new Uint8Array([0x61, 0x62, 0x63]));
  });

  it("refuses anything that is not strict base64", () => {
    for (const bad of ["YQ", "YQ=", "Y===", "YW-j", "YW_j", " YWJj", "YWJj ", "YW\nJj", "ä"]) {
      expect(base64ToBytes(bad)).toBeNull();
    }
  });
});

describe("crc32", () => {
  it("gives the IEEE check value", () => {
    expect(crc32(new TextEncoder().encode("123456789"))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });
});
