import { zodToJsonSchema } from "zod-to-json-schema";
import type { z } from "zod";
import { ZErrorResponse, type TContract } from "@samtrot/api-client/contracts";

const toSchema = (schema: z.ZodTypeAny) => zodToJsonSchema(schema, { target: "openApi3", $refStrategy: "none" });

/** The OpenAPI 3 document, generated from the same zod contracts the api validates with. */
export function buildOpenApi(contracts: readonly TContract[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const contract of contracts) {
    const path = contract.path.replace(/:([A-Za-z_]\w*)/g, "{$1}");
    const parameters: unknown[] = [];
    for (const [location, schema] of [["path", contract.params], ["query", contract.query]] as const) {
      if (!schema) continue;
      const json = toSchema(schema) as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, prop] of Object.entries(json.properties ?? {})) {
        parameters.push({ name, in: location, required: location === "path" || (json.required ?? []).includes(name), schema: prop });
      }
    }
    const requestBody = contract.body
      ? { required: true, content: { [contract.bodyType === "form" ? "application/x-www-form-urlencoded" : "application/json"]: { schema: toSchema(contract.body) } } }
      : contract.bodyType === "text"
        ? { required: true, content: { "text/plain": { schema: { type: "string" } } } }
        : undefined;
    const success = contract.response
      ? { "application/json": { schema: { type: "object", properties: { data: toSchema(contract.response) }, required: ["data"] } } }
      : { [contract.responseContentType ?? "application/octet-stream"]: { schema: { type: "string", format: "binary" } } };
    (paths[path] ??= {})[contract.method.toLowerCase()] = {
      operationId: contract.id,
      summary: contract.summary,
      tags: contract.tags,
      ...(contract.auth === "user" ? { security: [{ bearer: [] }] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: {
        "200": { description: "Success", content: success },
        default: { description: "Error (spec 000 §8)", content: { "application/json": { schema: toSchema(ZErrorResponse) } } },
      },
    };
  }
  return {
    openapi: "3.0.3",
    info: { title: "Samtrot API", version },
    servers: [{ url: "/" }],
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    paths,
  };
}
