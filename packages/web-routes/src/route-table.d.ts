/** One entry of Remix's route config (the shape `route()` of @remix-run/route-config returns). */
export type TSharedRouteEntry = { id: string; path: string; file: string };

export declare function sharedRoutes(options: { localePrefix: boolean; appDirectory?: string }): TSharedRouteEntry[];
