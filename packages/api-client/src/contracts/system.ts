import { z } from "zod";
import { defineContract } from "./define-contract.js";

export const ZHealth = z.object({
  status: z.literal("ok"),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    location: z.string(),
    latencyMs: z.number(),
  }),
});
export type THealth = z.infer<typeof ZHealth>;

export const healthContract = defineContract({
  id: "health",
  method: "GET",
  path: "/api/v2/health",
  summary: "Liveness and the database in use",
  tags: ["system"],
  auth: "public",
  response: ZHealth,
});
