import { galleryUploadTokenContract } from "@samtrot/api-client/contracts";
import { IMAGE_UPLOAD, UPLOAD_SIZE_TOO_SMALL_KEY } from "@samtrot/constants-catalogue";
import { ProgressBar } from "@samtrot/ui-kit";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { useApiClient } from "../shell/api/use-api-client";

type TPending = { file: File; token: string; uploadPath: string; resumeAt: number };

/**
 * Gallery upload (spec 000 §7, spec 001 §5): the file goes up in pieces through the browser's api client with a
 * visible progress bar; when a piece fails the upload stops there and "resume" continues from that piece with the
 * same token. The finished media id is handed to `onUploaded` (the page adds it to the gallery).
 */
export function GalleryUpload({
  onUploaded,
  purpose = "gallery",
  label,
  inputId = "gallery-file",
}: {
  onUploaded(mediaId: number): void;
  /** gallery: a gallery medium; age_check: the age-check document (never shown to others) */
  purpose?: "gallery" | "age_check" | "identity_check";
  /** the field's label (default: the gallery's "upload a photo") */
  label?: string;
  inputId?: string;
}) {
  const { t } = useTranslation("common");
  const api = useApiClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<TPending | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // React does not patch attributes that differ at hydration: the server's `disabled` would stay. A state change
  // after hydration enables the field.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  async function send(job: Omit<TPending, "resumeAt">, startAt: number) {
    if (!api) return;
    setError(null);
    const result = await api.upload<{ media: { id: number } | null }>(job.uploadPath, job.file, {
      token: job.token,
      mimeType: job.file.type || undefined,
      startAt,
      onProgress: (fraction) => setProgress(fraction),
    });
    if (!result.ok) {
      setPending({ ...job, resumeAt: result.resumeAt });
      return setError(result.message);
    }
    setPending(null);
    if (!result.data.media) return setError(t("exception.common.something_wrong_happened"));
    if (input.current) input.current.value = "";
    onUploaded(result.data.media.id);
  }

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setError(null);
    setPending(null);
    setProgress(null);
    if (!file || !api) return;
    // The api's bounds, checked first so nothing is sent in vain.
    if (file.size < IMAGE_UPLOAD.minBytes) return setError(t("validation.upload.file_too_small"));
    if (file.size > IMAGE_UPLOAD.maxBytes) return setError(t("validation.upload.file_too_large"));
    setProgress(0);
    const token = await api.call(galleryUploadTokenContract, { body: { purpose } });
    if (!token.ok) {
      setProgress(null);
      return setError(token.message === UPLOAD_SIZE_TOO_SMALL_KEY ? t(UPLOAD_SIZE_TOO_SMALL_KEY) : token.message);
    }
    await send({ file, token: token.data.token, uploadPath: token.data.uploadPath }, 0);
  }

  return (
    <div className="sr-field wr-photo" data-testid="gallery-upload">
      <label className="sr-field__label" htmlFor={inputId}>
        {label ?? t("gallery.upload")}
      </label>
      <p id={`${inputId}-hint`} className="sr-field__hint">
        {t("join.photo_hint")}
      </p>
      <input
        ref={input}
        id={inputId}
        className="sr-input"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-describedby={error ? `${inputId}-hint ${inputId}-error` : `${inputId}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={onChange}
        disabled={!hydrated || !api}
      />
      {progress !== null ? (
        <ProgressBar label={t("gallery.upload_progress")} value={progress} valueText={progress >= 1 ? t("gallery.upload_done") : undefined} />
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="sr-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {pending ? (
        <button type="button" className="sr-button sr-button--secondary" data-testid="gallery-upload-resume" onClick={() => void send(pending, pending.resumeAt)}>
          {t("gallery.upload_resume")}
        </button>
      ) : null}
    </div>
  );
}
