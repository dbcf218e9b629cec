/** One entry of Remix's route config (the shape `route()` of @remix-run/route-config returns). */
export type TSharedRouteEntry = { id: string; path: string; file: string };

export declare function sharedRoutes(options: { localePrefix: boolean; appDirectory?: string }): TSharedRouteEntry[];

/** Index-page category slugs and service sub-slugs as the route table mounts them (spec 000 §2). */
export declare const SEO_CATEGORY_SLUGS: readonly string[];
export declare const SERVICE_SLUGS: readonly string[];
