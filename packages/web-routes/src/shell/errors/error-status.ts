import { ERROR_KEY, TRANSLATABLE_MESSAGE_PREFIXES } from "@samtrot/constants-catalogue";

/** Status of the page error/{code}: the code itself when it is an HTTP error status, else 404. */
export function errorPageStatus(code: string | undefined): number {
  if (!code || !/^\d{3}$/.test(code)) return 404;
  const status = Number(code);
  return status >= 400 && status <= 599 ? status : 404;
}

/**
 * Text for an error title from the api: keys under validation. and exception. are translated
 * (spec 000 §8); anything else, or a key we have no text for, shows the generic message.
 */
export function errorMessageKey(title: string | undefined, exists: (key: string) => boolean): string {
  const fallback = ERROR_KEY.somethingWrong;
  if (!title || !TRANSLATABLE_MESSAGE_PREFIXES.some((prefix) => title.startsWith(prefix))) return fallback;
  return exists(title) ? title : fallback;
}
