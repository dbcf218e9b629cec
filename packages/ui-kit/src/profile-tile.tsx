import type { HTMLAttributes } from "react";
import { cx } from "./class-names";
import { Heading, type THeadingLevel } from "./heading";

export type TProfileBadge = { key: string; label: string; tone?: "member" | "verified" | "new" | "neutral" };

export type TProfileTileProps = {
  href: string;
  username: string;
  avatarUrl: string;
  ageLabel?: string;
  locationLabel?: string;
  distanceLabel?: string;
  priceLabel?: string;
  badges?: TProfileBadge[];
  /** Level of the username heading; 2 fits a grid right under the page's h1. */
  headingLevel?: THeadingLevel;
  /** Intrinsic size of the avatar, so the grid does not jump while images load. */
  imageSize?: number;
  /**
   * A tile of the first row, on screen at once: its picture loads eagerly with high fetch priority (it is the
   * page's largest paint); all others load lazily.
   */
  priority?: boolean;
} & Omit<HTMLAttributes<HTMLElement>, "children">;

/**
 * Columns of .sr-profile-grid at its widest (from 1200px, styles.css): the tiles of a grid's first row on any
 * screen, the ones to give `priority`.
 */
export const PROFILE_GRID_WIDEST_COLUMNS = 4;

// React 18 knows no fetchPriority prop and passes the lowercase attribute through as written.
const HIGH_FETCH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;

/**
 * One profile in a result grid. The username is the only link; CSS stretches its hit area over the
 * whole tile, so there is one tab stop and one link name per profile instead of a link wrapping
 * a heading, an image and a list.
 */
export function ProfileTile({
  href,
  username,
  avatarUrl,
  ageLabel,
  locationLabel,
  distanceLabel,
  priceLabel,
  badges = [],
  headingLevel = 2,
  imageSize = 320,
  priority = false,
  className,
  ...rest
}: TProfileTileProps) {
  const facts = [ageLabel, locationLabel, distanceLabel].filter((fact): fact is string => Boolean(fact));
  return (
    <article data-testid="profile-tile" {...rest} className={cx("sr-tile", className)}>
      <div className="sr-tile__media">
        {/* Decorative: the name right below says whose picture it is. */}
        <img
          className="sr-tile__image"
          src={avatarUrl}
          alt=""
          width={imageSize}
          height={imageSize}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          {...(priority ? HIGH_FETCH_PRIORITY : null)}
        />
      </div>
      <div className="sr-tile__body">
        <Heading level={headingLevel} className="sr-tile__name">
          <a className="sr-tile__link" href={href}>
            {username}
          </a>
        </Heading>
        {facts.length > 0 ? (
          <p className="sr-tile__facts">
            {facts.map((fact, index) => (
              <span key={index} className="sr-tile__fact">
                {index > 0 ? (
                  <span className="sr-tile__separator" aria-hidden="true">
                    {" · "}
                  </span>
                ) : null}
                {fact}
              </span>
            ))}
          </p>
        ) : null}
        {priceLabel ? <p className="sr-tile__price">{priceLabel}</p> : null}
        {badges.length > 0 ? (
          <ul className="sr-tile__badges">
            {badges.map((badge) => (
              <li key={badge.key} className={cx("sr-badge", `sr-badge--${badge.tone ?? "neutral"}`)}>
                {badge.label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
