import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_ACTION_MARK_HEADER, FORM_ACTION_MARK_PAYMENT } from "../csp-form-action";
import type { TStaticFiles } from "./static-files";
import { createWebRequestListener } from "./web-server";

// The CSP form-action of the pages (issue 11): a checkout page marked by its route may post the card form to the
// configured payment origins, every other page only to its own origin; the mark never reaches the browser.

let server: Server;
let base: string;
const noFiles: TStaticFiles = { serve: async () => false } as unknown as TStaticFiles;

beforeAll(async () => {
  const listener = createWebRequestListener({
    handle: async (request) => {
      const marked = new URL(request.url).pathname === "/buy/membership";
      return new Response("<!doctype html><p>page</p>", {
        headers: { "content-type": "text/html; charset=utf-8", ...(marked ? { [FORM_ACTION_MARK_HEADER]: FORM_ACTION_MARK_PAYMENT } : {}) },
      });
    },
    staticFiles: noFiles,
    trustForwarded: false,
    paymentFormOrigins: ["http://127.0.0.1:9560"],
  });
  server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => {
  server?.close();
});

function formAction(csp: string | null): string[] {
  const directive = (csp ?? "").split(";").map((part) => part.trim().split(/\s+/)).find(([name]) => name === "form-action");
  return directive ? directive.slice(1) : [];
}

describe("CSP form-action of the pages", () => {
  it("lets a marked checkout page post forms to exactly the payment origins, and drops the mark", async () => {
    const response = await fetch(`${base}/buy/membership`);
    expect(formAction(response.headers.get("content-security-policy"))).toEqual(["'self'", "http://127.0.0.1:9560"]);
    expect(response.headers.has(FORM_ACTION_MARK_HEADER)).toBe(false);
  });

  it("keeps every other page's forms on its own origin", async () => {
    const response = await fetch(`${base}/user/notifications`);
    expect(formAction(response.headers.get("content-security-policy"))).toEqual(["'self'"]);
  });
});
