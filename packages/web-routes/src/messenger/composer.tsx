import { IMAGE_UPLOAD, MESSENGER_IMAGES } from "@samtrot/constants-catalogue";
import { Button } from "@samtrot/ui-kit";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";

export type TPickedImage = { key: string; file: File; preview: string };

/** Largest message text the composer takes (the api checks again). */
export const MESSAGE_TEXT_MAX = 4000;

/**
 * The composer: text and up to 16 selected images (spec 001 §5); the page sends them 4 to a message. Enter sends,
 * Shift+Enter starts a new line. `onTyping` fires while the viewer writes (the page throttles the event).
 */
export function Composer({
  disabled,
  disabledReason,
  onSend,
  onTyping,
}: {
  disabled: boolean;
  disabledReason?: string | null;
  onSend(text: string, images: File[]): void;
  onTyping(): void;
}) {
  const { t } = useTranslation("messenger");
  const id = useId();
  const [text, setText] = useState("");
  const [images, setImages] = useState<TPickedImage[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);

  useEffect(() => () => images.forEach((image) => URL.revokeObjectURL(image.preview)), []); // eslint-disable-line react-hooks/exhaustive-deps

  function pick(files: FileList | null) {
    if (!files) return;
    setNotice(null);
    const accepted: TPickedImage[] = [];
    let refused: string | null = null;
    for (const file of Array.from(files)) {
      if (!file.type.startsWith("image/")) refused = "composer.not_an_image";
      else if (file.size < IMAGE_UPLOAD.minBytes) refused = "validation.upload.file_too_small";
      else if (file.size > IMAGE_UPLOAD.maxBytes) refused = "validation.upload.file_too_large";
      else accepted.push({ key: `${file.name}-${file.size}-${file.lastModified}-${Math.random()}`, file, preview: URL.createObjectURL(file) });
    }
    const room = MESSENGER_IMAGES.maxSelectable - images.length;
    if (accepted.length > room) {
      accepted.splice(room).forEach((image) => URL.revokeObjectURL(image.preview));
      refused = "composer.too_many_images";
    }
    if (refused) setNotice(t(refused, { ns: ["messenger", "common"], max: MESSENGER_IMAGES.maxSelectable }));
    setImages((current) => [...current, ...accepted]);
    if (fileInput.current) fileInput.current.value = "";
  }

  function remove(key: string) {
    setImages((current) => {
      const gone = current.find((image) => image.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return current.filter((image) => image.key !== key);
    });
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const clean = text.trim();
    if (disabled || (!clean && images.length === 0)) return;
    onSend(clean, images.map((image) => image.file));
    // The previews stay valid in the conversation until the page reloads; only the composer lets them go.
    setText("");
    setImages([]);
    setNotice(null);
    textarea.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  }

  return (
    <form className="wr-composer" onSubmit={submit} data-testid="composer" aria-label={t("composer.label")}>
      {disabled && disabledReason ? <p className="wr-composer__disabled">{disabledReason}</p> : null}
      {images.length > 0 ? (
        <ul className="wr-composer__images" aria-label={t("composer.selected_images", { count: images.length, max: MESSENGER_IMAGES.maxSelectable })}>
          {images.map((image, index) => (
            <li key={image.key} className="wr-composer__image">
              <img src={image.preview} alt="" width={56} height={56} />
              <button
                type="button"
                className="wr-composer__image-remove"
                onClick={() => remove(image.key)}
                aria-label={t("composer.remove_image", { number: index + 1 })}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {notice ? (
        <p className="wr-composer__notice" role="alert">
          {notice}
        </p>
      ) : null}
      <div className="wr-composer__row">
        <label className="wr-composer__attach" htmlFor={`${id}-images`} aria-disabled={disabled || images.length >= MESSENGER_IMAGES.maxSelectable}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M19 5v14H5V5h14m0-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2Zm-4.86 8.86-3 3.87L9 13.14 6 17h12l-3.86-5.14Z"
            />
          </svg>
          <span className="sr-visually-hidden">{t("composer.add_images", { max: MESSENGER_IMAGES.maxSelectable })}</span>
        </label>
        <input
          ref={fileInput}
          id={`${id}-images`}
          className="wr-composer__file"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          disabled={disabled || images.length >= MESSENGER_IMAGES.maxSelectable}
          onChange={(event) => pick(event.currentTarget.files)}
          data-testid="composer-images"
        />
        <label className="sr-visually-hidden" htmlFor={`${id}-text`}>
          {t("composer.text_label")}
        </label>
        <textarea
          ref={textarea}
          id={`${id}-text`}
          className="wr-composer__text"
          rows={1}
          maxLength={MESSAGE_TEXT_MAX}
          placeholder={t("composer.placeholder")}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (event.currentTarget.value) onTyping();
          }}
          onKeyDown={onKeyDown}
          data-testid="composer-text"
        />
        <Button type="submit" disabled={disabled || (!text.trim() && images.length === 0)} data-testid="composer-send" className="wr-composer__send">
          <svg className="wr-compact-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M2.01 21 23 12 2.01 3 2 10l15 2-15 2z" />
          </svg>
          <span className="wr-compact-label">{t("composer.send")}</span>
        </Button>
      </div>
    </form>
  );
}
