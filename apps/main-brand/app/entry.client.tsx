import { hydrateApp } from "@samtrot/web-routes/entry.client";

void hydrateApp();
