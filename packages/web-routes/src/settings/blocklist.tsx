import { Form } from "@remix-run/react";
import { Button, EmptyState, Pager } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { pagerLabels } from "../shell/i18n/pager-labels";

export type TBlockedUsers = { items: { id: number; username: string; avatarUrl: string; blockedAt: string }[]; total: number; pageNo: number; pageSize: number };

/** The blocklist of first_contact_filter_and_blocklist: the users I blocked, newest first, each with "unblock". */
export function Blocklist({ blocks, busy }: { blocks: TBlockedUsers | null; busy: boolean }) {
  const { t, i18n } = useTranslation("common");
  const { href } = usePageLocale();
  if (!blocks) return <p className="sr-field__error">{t("exception.common.something_wrong_happened")}</p>;
  const pageCount = Math.max(1, Math.ceil(blocks.total / blocks.pageSize));
  return (
    <section aria-labelledby="blocklist-heading" data-testid="blocklist">
      <h2 id="blocklist-heading">{t("settings.blocklist.heading", { count: blocks.total })}</h2>
      {blocks.items.length === 0 ? (
        <EmptyState title={t("settings.blocklist.empty")} headingLevel={3} data-testid="blocklist-empty">
          <p>{t("settings.blocklist.how")}</p>
        </EmptyState>
      ) : (
        <ul className="wr-blocklist">
          {blocks.items.map((user) => (
            <li key={user.id} data-testid="blocked-user" data-username={user.username}>
              <img src={user.avatarUrl} alt="" width={40} height={40} loading="lazy" />
              <a href={href(`/p/${user.username}`)}>{user.username}</a>
              <span className="wr-muted">{t("settings.blocklist.since", { date: new Date(user.blockedAt).toLocaleDateString(i18n.language === "en" ? "en-US" : "de-DE") })}</span>
              <Form method="post">
                <input type="hidden" name="intent" value="unblock" />
                <input type="hidden" name="user_id" value={user.id} />
                <Button type="submit" size="sm" variant="secondary" disabled={busy} data-testid="unblock" aria-label={t("settings.blocklist.unblock_user", { username: user.username })}>
                  {t("settings.blocklist.unblock")}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 ? (
        <Pager
          current={blocks.pageNo}
          pageCount={pageCount}
          labels={pagerLabels(t, t("settings.blocklist.pages"))}
          hrefFor={(page: number) => href(`/user/first_contact_filter_and_blocklist?page_no=${page}`)}
        />
      ) : null}
    </section>
  );
}
