import type { ZodError } from "zod";

export interface TErrorEntry {
  code: number | string;
  title: string;
  source: string | null;
}

/** The one application error: an HTTP status and translation keys from the error catalogue (spec 000 §8). */
export class AppError extends Error {
  readonly status: number;
  readonly entries: TErrorEntry[];

  constructor(status: number, title: string, source: string | null = null, more: TErrorEntry[] = []) {
    super(title);
    this.status = status;
    this.entries = [{ code: status, title, source }, ...more];
  }

  static fromEntries(status: number, entries: TErrorEntry[]): AppError {
    const [first, ...rest] = entries;
    return new AppError(status, first?.title ?? "exception.common.something_wrong_happened", first?.source ?? null, rest);
  }
}

export const notFound = (title = "exception.common.not_found") => new AppError(404, title);

/** Turns zod issues into 422 entries whose titles are `validation.*` keys and whose source is the field. */
export function validationError(error: ZodError, prefix?: string): AppError {
  const entries: TErrorEntry[] = error.issues.map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join(".");
    return { code: 422, title: titleFor(issue), source: path || null };
  });
  return AppError.fromEntries(422, entries);
}

function titleFor(issue: ZodError["issues"][number]): string {
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

export function errorBody(entries: TErrorEntry[]) {
  return { errors: entries };
}
