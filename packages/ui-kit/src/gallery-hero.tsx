import { useState, type MouseEvent, type ReactNode } from "react";
import { cx } from "./class-names";
import { Lightbox } from "./lightbox";

export type TGalleryPhoto = {
  kind: "photo";
  key: string;
  /** Small size for the thumbnails row. */
  thumbSrc: string;
  /** The size the hero shows. */
  src: string;
  srcSet?: string;
  /** The largest size: the lightbox shows it, and without JavaScript the photo links to it. */
  fullSrc: string;
  width: number;
  height: number;
  alt: string;
};

/** A photo this viewer may not see (yet): a placeholder that says why, with an optional way forward. */
export type TGalleryLocked = {
  kind: "locked";
  key: string;
  /** Why it is locked, read out and shown as the tile's tooltip ("Nur für Plus-Mitglieder sichtbar."). */
  label: string;
  /** A short visible tag on the tile ("Plus", "18+", "Privat"). */
  tag?: string;
  /** Where to unlock it, e.g. sign-in for guests. */
  action?: { href: string; label: string };
};

export type TGalleryItem = TGalleryPhoto | TGalleryLocked;

export type TGalleryHeroProps = {
  items: readonly TGalleryItem[];
  /** Shown in place of the main photo when there is none (e.g. the generated avatar and a short note). */
  placeholder: ReactNode;
  /** sizes attribute of the main photo; the hero spans the content column. */
  sizes?: string;
  labels: {
    /** Names the thumbnails row ("Alle Fotos"). */
    thumbnails: string;
    /** Accessible name of the lightbox ("Fotos von Mia"). */
    lightbox: string;
    close: string;
    previous: string;
    next: string;
    /** Visible on the main photo: "6 Fotos". */
    photoCount?: (count: number) => string;
    counter?: (position: number, total: number) => string;
  };
  className?: string;
};

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="sr-gallery__lock-icon">
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </svg>
  );
}

/**
 * The photo-first top of a profile: the main photo large (loaded eagerly with high priority: it is the page's
 * largest paint), a row of thumbnails (lazy), and a lightbox over all visible photos. Main photo and thumbnails
 * are links to the full size, so they work before hydration and without JavaScript; afterwards a click opens
 * the lightbox at that photo.
 */
export function GalleryHero({ items, placeholder, sizes = "(min-width: 960px) 60vw, 100vw", labels, className }: TGalleryHeroProps) {
  const photos = items.filter((item): item is TGalleryPhoto => item.kind === "photo");
  const locked = items.filter((item): item is TGalleryLocked => item.kind === "locked");
  const [open, setOpen] = useState<number | null>(null);
  const main = photos[0];

  const openAt = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(index);
  };

  return (
    <section className={cx("sr-gallery", className)} aria-label={labels.thumbnails} data-testid="gallery-hero">
      <div className={cx("sr-gallery__main", !main && "sr-gallery__main--empty")}>
        {main ? (
          <a className="sr-gallery__main-link" href={main.fullSrc} onClick={openAt(0)} data-testid="gallery-main">
            {/* Wide screens show the whole photo over a blurred copy of itself (same source, one download)
                instead of cropping a portrait to its upper half. */}
            <img
              className="sr-gallery__backdrop"
              src={main.src}
              srcSet={main.srcSet}
              sizes={main.srcSet ? sizes : undefined}
              alt=""
              aria-hidden="true"
              width={main.width}
              height={main.height}
              loading="eager"
            />
            <img
              className="sr-gallery__main-image"
              src={main.src}
              srcSet={main.srcSet}
              sizes={main.srcSet ? sizes : undefined}
              alt={main.alt}
              width={main.width}
              height={main.height}
              loading="eager"
              // React 18 knows no fetchPriority prop; the lower-case attribute passes through as it is.
              {...{ fetchpriority: "high" }}
            />
            {photos.length > 1 && labels.photoCount ? (
              <span className="sr-gallery__count" aria-hidden="true">
                {labels.photoCount(photos.length)}
              </span>
            ) : null}
          </a>
        ) : (
          <div className="sr-gallery__placeholder" data-testid="gallery-placeholder">
            {placeholder}
          </div>
        )}
      </div>
      {photos.length > 1 || locked.length > 0 ? (
        <ul className="sr-gallery__thumbs">
          {photos.map((photo, index) => (
            <li key={photo.key} className="sr-gallery__thumb">
              <a href={photo.fullSrc} onClick={openAt(index)} className="sr-gallery__thumb-link" data-testid="gallery-thumb" aria-current={index === 0 ? "true" : undefined}>
                <img src={photo.thumbSrc} alt={photo.alt} width={photo.width} height={photo.height} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
          {locked.map((item) => (
            <li key={item.key} className="sr-gallery__thumb sr-gallery__thumb--locked" data-testid="gallery-locked" title={item.label}>
              <LockIcon />
              {item.tag ? (
                <span className="sr-gallery__tag" aria-hidden="true">
                  {item.tag}
                </span>
              ) : null}
              {item.action ? (
                <a className="sr-gallery__locked-action" href={item.action.href}>
                  <span className="sr-visually-hidden">{item.label} </span>
                  {item.action.label}
                </a>
              ) : (
                <span className="sr-visually-hidden">{item.label}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <Lightbox
        images={photos.map((photo) => ({ key: photo.key, src: photo.fullSrc, alt: photo.alt, width: photo.width, height: photo.height }))}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        label={labels.lightbox}
        closeLabel={labels.close}
        previousLabel={labels.previous}
        nextLabel={labels.next}
        counter={labels.counter}
      />
    </section>
  );
}
