#!/usr/bin/env node
// The brands' web server (src/shell/node-server/serve.ts); its TypeScript is loaded by tsx, as the api's is.
// tsx is switched off again before the server build is imported: the build is plain JavaScript and must load as
// Node loads it (an ES module, also from a copy without package.json, as bench/ssr makes).
import { register } from "tsx/esm/api";

const unregister = register();
const { serve } = await import("../src/shell/node-server/serve.ts");
await unregister();
await serve(process.argv[2]);
