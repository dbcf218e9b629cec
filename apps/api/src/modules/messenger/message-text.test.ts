import { describe, expect, it } from "vitest";
import { messagePlainText } from "./message-text.js";

describe("messagePlainText: message text through the allow-list sanitiser, kept as plain text", () => {
  it("removes markup and scripts but keeps their text, and keeps characters the sanitiser escapes", () => {
    expect(messagePlainText("Hallo <b>du</b>")).toBe("Hallo du");
    expect(messagePlainText("<script>alert(1)</script>hi")).toBe("hi");
    expect(messagePlainText('<img src=x onerror="alert(1)">ok')).toBe("ok");
    expect(messagePlainText(`x < 3 > 2 & "q" 'a'`)).toBe(`x < 3 > 2 & "q" 'a'`);
    expect(messagePlainText("I <3 you")).toBe("I <3 you");
    expect(messagePlainText('<a href="javascript:alert(1)">klick</a>')).toBe("klick");
  });
  it("keeps line breaks, shortens runs of empty lines, drops control characters and outer spaces", () => {
    expect(messagePlainText("  zeile1\r\n\r\n\r\n\r\nzeile2\u0007  ")).toBe("zeile1\n\nzeile2");
    expect(messagePlainText("a\nb")).toBe("a\nb");
    expect(messagePlainText(" <b> </b> ")).toBe("");
  });
});
