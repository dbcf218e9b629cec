import type { ZodError } from "zod";
import { TRANSLATABLE_MESSAGE_PREFIXES, UNAUTHORIZED_OAUTH_ERRORS } from "@samtrot/constants-catalogue";
import { isPlainObject } from "./camel-case.js";
import type { TApiError } from "./contracts/define-contract.js";
import { REQUEST_ERROR_KEY } from "./result.js";

/** OAuth error words that mean "not signed in / not allowed": treated as 401. spec 000 §8 */
const UNAUTHORIZED_WORDS: ReadonlySet<string> = new Set(UNAUTHORIZED_OAUTH_ERRORS);

/**
 * Normalises a failed answer's raw (not camelCased) body into the one error list of spec 000 §8:
 * - `{ error, error_description }` (OAuth): one entry, error_description as title, invalid_grant/access_denied → 401;
 * - `{ errors: [...] }`: an entry titled invalid_grant/access_denied gets code 401, others keep their code
 *   (or the HTTP status when they have none);
 * - anything else (no body, HTML, text): one entry with the status and a default title.
 * Any 401 entry makes the whole answer a 401, and a 401 is wrapped as a single error.
 */
export function normalizeFailure(status: number, body: unknown): { status: number; errors: TApiError[] } {
  let errors = errorsOfBody(status, body);
  const unauthorized = status === 401 || errors.some((entry) => entry.code === 401);
  if (errors.length === 0) {
    errors = [{ code: unauthorized ? 401 : status, title: unauthorized ? REQUEST_ERROR_KEY.unauthorized : REQUEST_ERROR_KEY.somethingWrong, source: null }];
  }
  if (!unauthorized) return { status, errors };
  const first = errors.find((entry) => entry.code === 401) ?? errors[0]!;
  return { status: 401, errors: [{ code: 401, title: first.title, source: first.source ?? null }] };
}

function errorsOfBody(status: number, body: unknown): TApiError[] {
  if (!isPlainObject(body)) return [];
  if (typeof body.error === "string" && body.error !== "") {
    return [entryOf(status, body.error, body.error_description, null)];
  }
  if (Array.isArray(body.errors)) {
    return body.errors.flatMap((raw): TApiError[] => {
      if (typeof raw === "string" && raw !== "") return [entryOf(status, raw, undefined, null)];
      if (!isPlainObject(raw)) return [];
      const word = stringOr(raw.title) ?? stringOr(raw.error);
      if (word === undefined) return [];
      const entry = entryOf(status, word, raw.error_description, stringOr(raw.source) ?? null);
      if (entry.code !== 401 && (typeof raw.code === "number" || (typeof raw.code === "string" && raw.code !== ""))) {
        entry.code = raw.code;
      }
      return [entry];
    });
  }
  if (typeof body.message === "string" && body.message !== "") return [entryOf(status, body.message, undefined, null)];
  return [];
}

function entryOf(status: number, word: string, description: unknown, source: string | null): TApiError {
  const code = UNAUTHORIZED_WORDS.has(word) ? 401 : status;
  return { code, title: stringOr(description) ?? word, source };
}

function stringOr(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** Messages starting with `validation.` or `exception.` are translation keys. spec 000 §8 */
export function translateTitle(title: string, translate: (key: string) => string): string {
  return TRANSLATABLE_MESSAGE_PREFIXES.some((prefix) => title.startsWith(prefix)) ? translate(title) : title;
}

/** The text shown for a failure: the first error title, or the default. spec 000 §8 */
export function messageOf(errors: readonly TApiError[], translate: (key: string) => string): string {
  const first = errors.find((entry) => entry.title !== "")?.title ?? REQUEST_ERROR_KEY.somethingWrong;
  return translateTitle(first, translate);
}

/**
 * zod issues → 422 entries with `validation.*` titles and the field as source: the same mapping the api
 * answers with, so a form shows the same message whether the browser or the server refused the input.
 */
export function zodIssuesToApiErrors(error: ZodError, prefix?: string): TApiError[] {
  return error.issues.map((issue) => {
    const source = [prefix, ...issue.path.map(String)].filter(Boolean).join(".");
    return { code: 422, title: validationTitleOf(issue), source: source || null };
  });
}

function validationTitleOf(issue: ZodError["issues"][number]): string {
  if (issue.message.startsWith("validation.")) return issue.message;
  switch (issue.code) {
    case "invalid_type":
      return issue.received === "undefined" ? "validation.common.required" : "validation.common.invalid_type";
    case "too_small":
      return "validation.common.too_small";
    case "too_big":
      return "validation.common.too_big";
    case "invalid_enum_value":
    case "invalid_literal":
    case "invalid_union":
      return "validation.common.invalid_choice";
    case "unrecognized_keys":
      return "validation.common.unknown_field";
    case "invalid_string":
      return "validation.common.invalid_format";
    default:
      return "validation.common.invalid";
  }
}
