import { createHash } from "node:crypto";
import {
  LOCALES,
  TRANSLATION_NAMESPACES,
  isLocale,
  isTranslationNamespace,
  type TLocale,
  type TTranslationNamespace,
} from "@samtrot/constants-catalogue";
import { WEB_ERROR_KEY } from "../web-only-constants";

export type TTranslationResource = Record<string, unknown>;
export type TLocaleResources = Record<TLocale, Record<TTranslationNamespace, TTranslationResource>>;

// Bundled at build time from the top-level locales/ (STACK-NOTES: no runtime file paths).
const files = import.meta.glob<TTranslationResource>("../../../../../locales/*/*.json", {
  eager: true,
  import: "default",
});

function collect(): TLocaleResources {
  const resources = {} as TLocaleResources;
  for (const lang of LOCALES) {
    resources[lang] = {} as Record<TTranslationNamespace, TTranslationResource>;
    for (const ns of TRANSLATION_NAMESPACES) {
      const resource = files[`../../../../../locales/${lang}/${ns}.json`];
      if (!resource) throw new Error(`Missing translation file locales/${lang}/${ns}.json`);
      resources[lang][ns] = resource;
    }
  }
  return resources;
}

/** Every namespace of every language, read once per process. */
export const LOCALE_RESOURCES: TLocaleResources = collect();

type TServedFile = { body: string; etag: string };
const served = new Map<string, TServedFile>();

function servedFile(lang: TLocale, ns: TTranslationNamespace): TServedFile {
  const key = `${lang}/${ns}`;
  let file = served.get(key);
  if (!file) {
    const body = JSON.stringify(LOCALE_RESOURCES[lang][ns]);
    file = { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
    served.set(key, file);
  }
  return file;
}

/**
 * Answer of GET /public/locales/{lng}/{ns}.json. Files change only with a deploy, so browsers may
 * keep them a few minutes and then revalidate cheaply with the ETag (304).
 */
export function localeFileResponse(input: { lng: string | undefined; file: string | undefined; ifNoneMatch: string | null }): Response {
  const ns = input.file?.endsWith(".json") ? input.file.slice(0, -".json".length) : undefined;
  if (!isLocale(input.lng) || !isTranslationNamespace(ns)) {
    return Response.json(
      { errors: [{ code: 404, title: WEB_ERROR_KEY.notFound, source: null }] },
      { status: 404, headers: { "cache-control": "public, max-age=60" } },
    );
  }
  const { body, etag } = servedFile(input.lng, ns);
  const headers = {
    "cache-control": "public, max-age=300, stale-while-revalidate=86400",
    etag,
  };
  if (input.ifNoneMatch?.split(",").some((tag) => tag.trim() === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: 200, headers: { ...headers, "content-type": "application/json; charset=utf-8" } });
}
