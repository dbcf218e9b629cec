import { inflateSync } from "node:zlib";

// WinAnsi is Latin-1 but for 0x80–0x9F (€, dashes, quotes …); Node's TextDecoder reads that range as Latin-1.
const WIN_ANSI_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";
const winAnsi = {
  decode: (bytes: Uint8Array): string =>
    Array.from(bytes, (byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80]! : String.fromCharCode(byte))).join(""),
};

/**
 * The text a PDF shows, read back from its content streams (tests only): every Flate stream is inflated, and the
 * strings of its text operators (TJ arrays of hex strings, Tj, ') are decoded as WinAnsi, one run per line.
 * Enough for PDFs made with pdfkit's standard fonts, which is what the invoice uses.
 */
export function pdfText(pdf: Buffer): string {
  const runs: string[] = [];
  const source = pdf.toString("latin1");
  const streamPattern = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = streamPattern.exec(source); match; match = streamPattern.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf("endstream", start);
    const dictionary = match[1]!;
    let data = pdf.subarray(start, end);
    if (/\/FlateDecode/.test(dictionary)) {
      try {
        data = inflateSync(data);
      } catch {
        continue; // images and fonts are not text
      }
    }
    const content = data.toString("latin1");
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|\([^)]*\)|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      if (op[1] !== undefined) {
        const parts = [...op[1].matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)].map((part) => (part[1] !== undefined ? hex(part[1]) : literal(part[2]!)));
        runs.push(parts.join(""));
      } else if (op[2] !== undefined) runs.push(hex(op[2]));
      else runs.push(literal(op[3]!));
    }
  }
  // a no-break space (amounts: "24,90 €") reads as a space
  return runs.join("\n").replace(/\u00a0/g, " ");
}

function hex(value: string): string {
  return winAnsi.decode(Buffer.from(value, "hex"));
}

function literal(value: string): string {
  const bytes = value.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, escape: string) => {
    if (/^[0-7]+$/.test(escape)) return String.fromCharCode(parseInt(escape, 8));
    return ({ n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" } as Record<string, string>)[escape] ?? escape;
  });
  return winAnsi.decode(Buffer.from(bytes, "latin1"));
}
