#!/usr/bin/env node
// The brands' web server (src/shell/node-server/serve.ts); its TypeScript is loaded by tsx, as the api's is.
import { register } from "tsx/esm/api";

register();
await import("../src/shell/node-server/serve.ts");
