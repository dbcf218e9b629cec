import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, resolve, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
  ".webmanifest": "application/manifest+json",
};
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|wasm)|image\/svg\+xml)/;
/** Below this, compressing costs more than it saves. */
const MIN_COMPRESS_BYTES = 1024;

type TEncoded = { br: Buffer; gzip: Buffer };

export type TStaticFiles = {
  /** Answers a GET/HEAD for a file of the client build; false when there is no such file (Remix answers then). */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string, headers: Record<string, string>): Promise<boolean>;
};

/**
 * The client build (build/client) as remix-serve served it: hashed files under /assets/ for a year and immutable,
 * anything else for an hour. Text files are compressed once (brotli at its best, gzip) and kept in memory —
 * the build does not change while the server runs, so every later request only sends bytes.
 */
export function createStaticFiles(options: { directory: string; assetsPrefix?: string }): TStaticFiles {
  const root = resolve(options.directory);
  const assetsPrefix = options.assetsPrefix ?? "/assets/";
  const encoded = new Map<string, Promise<TEncoded>>();

  function encode(file: string, mtimeMs: number): Promise<TEncoded> {
    const key = `${file}:${mtimeMs}`;
    let entry = encoded.get(key);
    if (!entry) {
      entry = readFile(file).then(async (bytes) => ({
        br: await promisify(brotliCompress)(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gzip: await promisify(gzip)(bytes, { level: 9 }),
      }));
      entry.catch(() => encoded.delete(key));
      encoded.set(key, entry);
    }
    return entry;
  }

  return {
    async serve(req, res, pathname, headers) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      let relative: string;
      try {
        relative = decodeURIComponent(pathname);
      } catch {
        return false;
      }
      if (relative.includes("\0")) return false;
      const file = resolve(join(root, relative));
      if (!file.startsWith(root + sep)) return false;
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return false;

      const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? "application/octet-stream";
      const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.setHeader("content-type", type);
      res.setHeader("cache-control", pathname.startsWith(assetsPrefix) ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      res.setHeader("etag", etag);
      res.setHeader("last-modified", info.mtime.toUTCString());
      const compressible = COMPRESSIBLE.test(type) && info.size >= MIN_COMPRESS_BYTES;
      if (compressible) res.setHeader("vary", "Accept-Encoding");

      if (req.headers["if-none-match"] === etag) {
        res.writeHead(304).end();
        return true;
      }
      const accepted = String(req.headers["accept-encoding"] ?? "");
      const encoding = !compressible ? null : /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
      if (encoding) {
        const body = (await encode(file, info.mtimeMs))[encoding];
        res.writeHead(200, { "content-encoding": encoding, "content-length": body.length });
        res.end(req.method === "HEAD" ? undefined : body);
        return true;
      }
      res.writeHead(200, { "content-length": info.size });
      if (req.method === "HEAD") res.end();
      else createReadStream(file).on("error", () => res.destroy()).pipe(res);
      return true;
    },
  };
}
