import type { TBlogList, TEventList } from "@samtrot/api-client/contracts";
import type { TLocale } from "@samtrot/constants-catalogue";
import { EmptyState } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { BlogTile } from "../blogs/blog-tile";
import { EventCard } from "../events/event-card";

/**
 * The profile's blogs and events tabs: the first page of the person's displayed blogs (blog list, author filter) and
 * accepted events (event list, organizer filter), as the blog and event lists show them. null: none, or the call failed.
 */
export function ProfileBlogs({ list, href, lang }: { list: TBlogList | null; href: (path: string) => string; lang: TLocale }) {
  const { t } = useTranslation("profile");
  if (!list || list.items.length === 0) return <EmptyState headingLevel={2} title={t("page.tab_empty.blogs")} data-testid="profile-tab-empty-blogs" />;
  return (
    <ul className="wr-blog-grid wr-profile__writings" data-testid="profile-blogs">
      {list.items.map((blog) => (
        <BlogTile key={blog.id} blog={blog} href={href} lang={lang} />
      ))}
    </ul>
  );
}

export function ProfileEvents({ list, href, lang }: { list: TEventList | null; href: (path: string) => string; lang: TLocale }) {
  const { t } = useTranslation("profile");
  if (!list || list.items.length === 0) return <EmptyState headingLevel={2} title={t("page.tab_empty.events")} data-testid="profile-tab-empty-events" />;
  return (
    <ul className="wr-event-grid wr-event-grid--tiles wr-profile__writings" data-testid="profile-events">
      {list.items.map((event) => (
        <EventCard key={event.id} event={event} lang={lang} href={href} view="tiles" />
      ))}
    </ul>
  );
}
