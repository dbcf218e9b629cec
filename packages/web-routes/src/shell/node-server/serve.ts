// `samtrot-web-serve <server-build>`: a brand's production web server (replaces remix-serve; decision 010).
// Env: PORT (3000), HOST (all interfaces), NODE_ENV (production), TRUST_FORWARDED_FOR, API_URL … (env.server.ts).
import { createServer } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, installGlobals, type ServerBuild } from "@remix-run/node";
import { paymentFormOrigins, webEnv } from "../env.server";
import { createStaticFiles } from "./static-files";
import { createWebRequestListener } from "./web-server";
import { proxyRealtimeUpgrade } from "../realtime/ws-proxy.server";

/** Starts the server for a Remix server build (path relative to the working directory). */
export async function serve(buildArg: string | undefined): Promise<void> {
  process.env.NODE_ENV ??= "production";
  if (!buildArg) {
    console.error("Usage: samtrot-web-serve <server build>, e.g. samtrot-web-serve ./build/server/index.js");
    process.exit(1);
  }
  const build = (await import(pathToFileURL(resolve(buildArg)).href)) as ServerBuild;
  installGlobals({ nativeFetch: build.future.v3_singleFetch });

  const listener = createWebRequestListener({
    handle: createRequestHandler(build, process.env.NODE_ENV),
    // Relative to the working directory, as remix-serve had it (the app's folder).
    staticFiles: createStaticFiles({ directory: resolve(build.assetsBuildDirectory), assetsPrefix: `${build.publicPath}assets/` }),
    trustForwarded: webEnv.TRUST_FORWARDED_FOR,
    paymentFormOrigins: paymentFormOrigins(webEnv),
  });
  const server = createServer((req, res) => void listener(req, res));
  // The realtime websocket (/ws) goes on to the api (REALTIME_API_URL, default API_URL); other upgrades are refused.
  server.on("upgrade", (req, socket, head) => {
    const forwarded = webEnv.TRUST_FORWARDED_FOR ? String(req.headers["x-forwarded-for"] ?? "").split(",")[0]?.trim() : "";
    const clientAddress = forwarded || req.socket.remoteAddress || undefined;
    if (!proxyRealtimeUpgrade(req, socket, head, { apiUrl: webEnv.REALTIME_API_URL ?? webEnv.API_URL, clientAddress })) {
      socket.end("HTTP/1.1 404 Not Found\r\nconnection: close\r\ncontent-length: 0\r\n\r\n");
    }
  });
  // Longer than a proxy's idle timeout in front of it, so the proxy closes first.
  server.keepAliveTimeout = 65_000;

  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST || undefined;
  server.listen(port, host, () => console.log(`[samtrot-web-serve] http://${host ?? "localhost"}:${port}`));

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      server.close(() => process.exit(0));
      // Idle keep-alive sockets would hold the close; running requests get a few seconds.
      server.closeIdleConnections();
      setTimeout(() => process.exit(0), 5_000).unref();
    });
  }
}
