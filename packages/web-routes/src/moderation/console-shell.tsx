import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { usePageLocale } from "../shell/i18n/use-page-locale";

/** The console's sections in navigation order (paths without the language). */
export const CONSOLE_SECTIONS = [
  { key: "overview", path: "/moderation" },
  { key: "reports", path: "/moderation/reports" },
  { key: "media", path: "/moderation/media" },
  { key: "blogs", path: "/moderation/blogs" },
  { key: "events", path: "/moderation/events" },
  { key: "identity", path: "/moderation/identity" },
  { key: "websites", path: "/moderation/websites" },
  { key: "appeals", path: "/moderation/appeals" },
  { key: "trusted_flaggers", path: "/moderation/trusted-flaggers" },
  { key: "ad_texts", path: "/moderation/ad-texts" },
  { key: "decisions", path: "/moderation/decisions" },
] as const;
export type TConsoleSection = (typeof CONSOLE_SECTIONS)[number]["key"];

/** The frame of every console page: its own navigation (a separate area, team only), the heading, the intro. */
export function ConsoleShell({ section, title, intro, children }: { section: TConsoleSection; title?: string; intro?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  return (
    <div className="sr-container wr-console" data-testid="moderation-console" data-section={section}>
      <nav className="wr-console__nav" aria-label={t("moderation_console.nav_label")}>
        <p className="wr-console__area">{t("moderation_console.area")}</p>
        <ul>
          {CONSOLE_SECTIONS.map((item) => (
            <li key={item.key}>
              <a href={href(item.path)} aria-current={item.key === section ? "page" : undefined} data-testid={`console-nav-${item.key}`}>
                {t(`moderation_console.section.${item.key}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="wr-console__main">
        {title ? <h1>{title}</h1> : null}
        {intro ? <div className="wr-console__intro">{intro}</div> : null}
        {children}
      </div>
    </div>
  );
}

/** A date and time in Berlin time, short (console tables). */
export function formatConsoleTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Berlin",
  }).format(new Date(iso));
}
