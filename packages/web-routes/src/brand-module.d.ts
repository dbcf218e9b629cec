// Type of the `@brand` alias for this package's own typecheck. At build time each app's Vite config
// points `@brand` at its app/brand.config.ts, and each app's tsconfig maps it there as well.
import type { TBrandConfig } from "./brand";

export declare const brand: Readonly<TBrandConfig>;
