import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type SyntheticEvent } from "react";

export type TLightboxImage = { key: string; src: string; alt: string; width?: number; height?: number };

export type TLightboxProps = {
  images: readonly TLightboxImage[];
  /** The image shown; null keeps the lightbox closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Accessible name of the dialog ("Fotos von Mia"). */
  label: string;
  closeLabel: string;
  previousLabel: string;
  nextLabel: string;
  /** The position text; "3 / 6" unless given. */
  counter?: (position: number, total: number) => string;
};

/** Horizontal travel (px) that counts as a swipe; less is a tap. */
const SWIPE_MIN_PX = 40;

const defaultCounter = (position: number, total: number) => `${position} / ${total}`;

/**
 * Photos one at a time in a native modal <dialog>: the browser traps focus and makes the page behind inert.
 * Arrow keys and a horizontal swipe (pointer events, so touch, pen and mouse) move between photos; Escape, the
 * close button or a click on the backdrop closes it, and focus goes back to whatever opened it.
 */
export function Lightbox({ images, index, onIndexChange, onClose, label, closeLabel, previousLabel, nextLabel, counter = defaultCounter }: TLightboxProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const swipeRef = useRef<{ x: number; y: number; id: number } | null>(null);
  const total = images.length;
  const open = index !== null && total > 0;
  const position = open ? Math.min(Math.max(index, 0), total - 1) : 0;
  const image = images[position];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open && openerRef.current) {
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener.isConnected) opener.focus();
    }
  }, [open]);

  const step = (delta: number) => {
    if (total < 2) return;
    onIndexChange((position + delta + total) % total);
  };

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
    else if (event.key === "Home") onIndexChange(0);
    else if (event.key === "End") onIndexChange(total - 1);
    else return;
    event.preventDefault();
  }

  // Escape fires "cancel": the caller's state closes the dialog, so the two never disagree.
  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onClose();
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!event.isPrimary) return;
    swipeRef.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipeRef.current;
    swipeRef.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) step(dx < 0 ? 1 : -1);
  }

  return (
    <dialog
      ref={dialogRef}
      className="sr-lightbox"
      aria-label={label}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={() => {
        if (open) onClose();
      }}
      onClick={(event) => {
        // A click on the dialog itself (not on its content) is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && image ? (
        <div className="sr-lightbox__frame">
          <div className="sr-lightbox__bar">
            <p className="sr-lightbox__counter" aria-live="polite" data-testid="lightbox-counter">
              {counter(position + 1, total)}
            </p>
            <button type="button" className="sr-lightbox__button sr-lightbox__close" onClick={onClose} aria-label={closeLabel}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          <div
            className="sr-lightbox__stage"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              swipeRef.current = null;
            }}
            onClick={(event) => {
              if (event.target === event.currentTarget) onClose();
            }}
          >
            <img
              key={image.key}
              className="sr-lightbox__image"
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              draggable={false}
              data-testid="lightbox-image"
            />
          </div>
          {total > 1 ? (
            <>
              <button type="button" className="sr-lightbox__button sr-lightbox__nav sr-lightbox__nav--previous" onClick={() => step(-1)} aria-label={previousLabel}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M15 5l-7 7 7 7" />
                </svg>
              </button>
              <button type="button" className="sr-lightbox__button sr-lightbox__nav sr-lightbox__nav--next" onClick={() => step(1)} aria-label={nextLabel}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M9 5l7 7-7 7" />
                </svg>
              </button>
            </>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
