import type { ZodError } from "zod";
import { zodIssuesToApiErrors } from "@samtrot/api-client";

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

/** Turns zod issues into 422 entries (`validation.*` titles, the field as source); one mapping shared with the web. */
export function validationError(error: ZodError, prefix?: string): AppError {
  return AppError.fromEntries(422, zodIssuesToApiErrors(error, prefix).map((e) => ({ code: e.code, title: e.title, source: e.source ?? null })));
}

export function errorBody(entries: TErrorEntry[]) {
  return { errors: entries };
}
