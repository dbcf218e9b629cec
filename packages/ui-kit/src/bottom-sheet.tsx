import { useEffect, useId, useRef, type ReactNode } from "react";
import { cx } from "./class-names";
import { Heading, type THeadingLevel } from "./heading";

export type TBottomSheetProps = {
  /** Shown as a modal dialog while true. */
  open: boolean;
  /** The sheet closed itself (Escape, the close button, a click on the backdrop): set `open` to false. */
  onClose: () => void;
  /** The heading; it names the dialog. */
  title: string;
  headingLevel?: THeadingLevel;
  /** Accessible name of the close button ("Schließen"). */
  closeLabel: string;
  /** What stays at the bottom while the content scrolls (the apply button). */
  footer?: ReactNode;
  /** A small action beside the heading (e.g. "reset"). */
  headerAction?: ReactNode;
  children: ReactNode;
  className?: string;
  "data-testid"?: string;
};

/**
 * A modal dialog that slides up from the bottom on phones (centred from 640px). Built on the native <dialog>
 * with showModal(): the page behind is inert, focus stays inside, Escape closes it, and focus goes back to the
 * element that opened it. Labelled by its heading. The content renders only while open, so a long form in the
 * sheet costs nothing until someone asks for it.
 */
export function BottomSheet({
  open,
  onClose,
  title,
  headingLevel = 2,
  closeLabel,
  footer,
  headerAction,
  children,
  className,
  "data-testid": testId,
}: TBottomSheetProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const headingId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Every way of closing ends in the dialog's close event: Escape (cancel), the close button, the backdrop, or
  // the owner setting open to false.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const closed = () => {
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      onCloseRef.current();
    };
    dialog.addEventListener("close", closed);
    return () => dialog.removeEventListener("close", closed);
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={cx("sr-sheet", className)}
      aria-labelledby={headingId}
      data-testid={testId}
      // The dialog box itself is covered by its parts, so a click that reaches it landed on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="sr-sheet__header">
        <span className="sr-sheet__handle" aria-hidden="true" />
        <Heading level={headingLevel} id={headingId} className="sr-sheet__title">
          {title}
        </Heading>
        {headerAction && open ? <div className="sr-sheet__header-action">{headerAction}</div> : null}
        <button type="button" className="sr-sheet__close" aria-label={closeLabel} onClick={() => dialogRef.current?.close()}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
          </svg>
        </button>
      </div>
      <div className="sr-sheet__body">{open ? children : null}</div>
      {footer && open ? <div className="sr-sheet__footer">{footer}</div> : null}
    </dialog>
  );
}
