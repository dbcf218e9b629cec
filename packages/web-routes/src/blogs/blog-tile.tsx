import type { TBlogSummary } from "@samtrot/api-client/contracts";
import { useTranslation } from "react-i18next";
import { blogPath } from "./blog-words";
import { formatBlogDate } from "./blog-dates";

/** One blog as a tile of the list (and of the profile's blogs tab): cover, category, title, excerpt, author, date. */
export function BlogTile({ blog, href, lang, headingLevel = 2 }: { blog: TBlogSummary; href: (path: string) => string; lang: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("blog");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const link = href(blogPath(blog.category, blog.slug));
  const name = blog.author.display_name ?? blog.author.username;
  return (
    <li className="wr-blog-tile" data-testid="blog-tile" data-blog-id={blog.id}>
      <article aria-labelledby={`blog-${blog.id}-title`}>
        <a className="wr-blog-tile__cover" href={link} tabIndex={-1} aria-hidden="true">
          {blog.cover ? (
            <img src={blog.cover.thumb} alt="" loading="lazy" width={320} height={200} />
          ) : (
            // without a cover: the author's avatar on the brand's soft surface, so the grid keeps a face per tile
            <span className="wr-blog-tile__placeholder">
              <img className="wr-blog-tile__avatar" src={blog.author.avatar_url} alt="" loading="lazy" width={72} height={72} />
            </span>
          )}
        </a>
        <div className="wr-blog-tile__body">
          <p className="wr-blog-tile__category">{t(`category.${blog.category}`)}</p>
          <Heading id={`blog-${blog.id}-title`} className="wr-blog-tile__title">
            <a href={link} data-testid="blog-tile-link">
              {blog.title}
            </a>
          </Heading>
          <p className="wr-blog-tile__excerpt">{blog.excerpt}</p>
          <p className="wr-blog-tile__meta">
            <span>{t("list.by", { name })}</span>
            {blog.published_at ? <time dateTime={blog.published_at}>{formatBlogDate(blog.published_at, lang)}</time> : null}
            <span>{t("list.comments", { count: blog.comments_count })}</span>
            {blog.distance_km !== null ? <span>{t("list.distance", { km: Math.max(1, Math.round(blog.distance_km)) })}</span> : null}
          </p>
        </div>
      </article>
    </li>
  );
}
