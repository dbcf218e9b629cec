import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticFiles } from "./static-files";

let dir: string;
let server: Server;
let base: string;
const script = `export const x = "${"a".repeat(4000)}";`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "samtrot-static-"));
  mkdirSync(join(dir, "client/assets"), { recursive: true });
  writeFileSync(join(dir, "client/assets/entry-abc123.js"), script);
  writeFileSync(join(dir, "client/robots.txt"), "User-agent: *\n");
  writeFileSync(join(dir, "secret.txt"), "outside the client build");
  const files = createStaticFiles({ directory: join(dir, "client") });
  server = createServer(async (req, res) => {
    if (!(await files.serve(req, res, (req.url ?? "/").split("?")[0]!, { "x-content-type-options": "nosniff" }))) res.writeHead(404).end("remix");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("static files of the client build", () => {
  it("serves hashed assets immutable for a year, compressed when asked, with the given headers", async () => {
    const response = await fetch(`${base}/assets/entry-abc123.js`, { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toBe(script); // fetch decodes gzip itself
    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve) => {
      import("node:http").then(({ get }) =>
        get(`${base}/assets/entry-abc123.js`, { headers: { "accept-encoding": "gzip" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c)).on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
        }),
      );
    });
    expect(raw.encoding).toBe("gzip");
    expect(raw.body.length).toBeLessThan(script.length / 4);
    expect(gunzipSync(raw.body).toString()).toBe(script);
  });

  it("other files for an hour; a matching ETag gets 304", async () => {
    const first = await fetch(`${base}/robots.txt`);
    expect(first.headers.get("cache-control")).toBe("public, max-age=3600");
    const etag = first.headers.get("etag")!;
    const again = await fetch(`${base}/robots.txt`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("leaves everything else to Remix: unknown paths, folders, paths out of the build, other methods", async () => {
    for (const path of ["/nope.js", "/assets", "/assets/", "/..%2fsecret.txt", "/%2e%2e/secret.txt", "/bad%zz"]) {
      const response = await fetch(base + path);
      expect(await response.text(), path).toBe("remix");
    }
    expect(await (await fetch(`${base}/robots.txt`, { method: "POST" })).text()).toBe("remix");
  });
});
