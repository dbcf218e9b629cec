import { fileURLToPath } from "node:url";
import { brandViteConfig } from "@samtrot/web-routes/vite";
import { defineConfig } from "vite";

// Everything shared (Remix with all v3 flags, the @brand alias) comes from the web-routes package.
export default defineConfig(brandViteConfig({ appRoot: fileURLToPath(new URL(".", import.meta.url)), devPort: 3001 }));
