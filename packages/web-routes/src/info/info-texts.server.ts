import MarkdownIt from "markdown-it";
import type { TLocale } from "@samtrot/constants-catalogue";
import type { TBrandConfig } from "../brand";
import type { TInfoSection } from "./info-keys";

/**
 * The texts of the information pages (decision 036): Markdown in the repository, one file per language and page —
 * texts/{lang}/{section}/{key}.md — and, where a page exists or reads differently in one brand only,
 * texts/{brandId}/{lang}/{section}/{key}.md, which wins. Brand name and company data come from the brand config
 * through {{placeholders}}. Bundled at build time, so a page never reads the file system.
 */
const SOURCES = import.meta.glob<string>("./texts/**/*.md", { query: "?raw", import: "default", eager: true });

export type TInfoBrand = Pick<TBrandConfig, "id" | "name" | "company" | "youthProtectionOfficer" | "supportCenterUrl">;

/** Languages the texts are written in (spec 000 §2 offers de and en); es and pl read the English text. */
const TEXT_LANGUAGES: readonly TLocale[] = ["de", "en"];

/** The Markdown source of a page, the brand's own first; null when there is none. */
export function infoSource(brand: Pick<TBrandConfig, "id">, lang: TLocale, section: TInfoSection, key: string): string | null {
  const textLang = TEXT_LANGUAGES.includes(lang) ? lang : "en";
  return SOURCES[`./texts/${brand.id}/${textLang}/${section}/${key}.md`] ?? SOURCES[`./texts/${textLang}/${section}/${key}.md`] ?? null;
}

/** Every text file, by its path under texts/ (for the test that renders them all). */
export function infoSourcePaths(): string[] {
  return Object.keys(SOURCES).map((path) => path.replace("./texts/", ""));
}

/** The values a text may name: {{brand.name}}, {{company.*}}, {{youth_protection.*}}, {{support.url}}. */
export function infoTemplateValues(brand: TInfoBrand): Record<string, string> {
  return {
    "brand.name": brand.name,
    ...Object.fromEntries(Object.entries(brand.company).map(([field, value]) => [`company.${field}`, value])),
    "youth_protection.name": brand.youthProtectionOfficer.name,
    "youth_protection.email": brand.youthProtectionOfficer.email,
    "support.url": brand.supportCenterUrl,
  };
}

/** Fills {{name}} placeholders; an unknown name is a mistake in a text and fails loudly (a test renders every text). */
export function fillInfoTemplate(source: string, values: Record<string, string>): string {
  return source.replace(/\{\{\s*([a-z_.A-Z]+)\s*\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`information text: unknown placeholder {{${name}}}`);
    return value;
  });
}

// Raw HTML in the Markdown is not passed through (html: false); the allow-list runs on the result anyway.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

export type TInfoText = { title: string; description: string; html: string };

/**
 * A page's text as safe HTML: the first line `# Title` becomes the title (the page renders it as its h1), the rest
 * is Markdown through the allow-list; links to our own pages get the page's language prefix.
 */
export async function renderInfoText(source: string, values: Record<string, string>, linkPrefix: string): Promise<TInfoText> {
  // Loaded on the first information page: DOMPurify brings jsdom, which no other page of the web server needs.
  const { richTextToPlain, sanitizeInfoText } = await import("@samtrot/rich-text");
  const filled = fillInfoTemplate(source, values).replace(/^\uFEFF/, "");
  const [first = "", ...rest] = filled.split("\n");
  if (!first.startsWith("# ")) throw new Error("information text: the first line must be `# Title`");
  const html = sanitizeInfoText(markdown.render(rest.join("\n")));
  const firstParagraph = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? "";
  const description = richTextToPlain(firstParagraph).replace(/\s+/g, " ");
  return {
    title: first.slice(2).trim(),
    description: description.length > 160 ? `${description.slice(0, 157).trimEnd()}…` : description,
    html: linkPrefix ? html.replace(/ href="\/(?!\/)/g, ` href="${linkPrefix}/`) : html,
  };
}

const rendered = new Map<string, Promise<TInfoText>>();

/** The rendered page text, kept for the life of the process (texts change only with a deployment). */
export function infoText(brand: TInfoBrand, lang: TLocale, section: TInfoSection, key: string, linkPrefix: string): Promise<TInfoText> | null {
  const cacheKey = `${brand.id}|${lang}|${section}|${key}|${linkPrefix}`;
  const kept = rendered.get(cacheKey);
  if (kept) return kept;
  const source = infoSource(brand, lang, section, key);
  if (source === null) return null;
  const text = renderInfoText(source, infoTemplateValues(brand), linkPrefix);
  rendered.set(cacheKey, text);
  // A failed render is not kept: the next request tries again (and fails loudly again).
  text.catch(() => rendered.delete(cacheKey));
  return text;
}
