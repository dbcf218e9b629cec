import { uploadTokenContract } from "@samtrot/api-client/contracts";
import { IMAGE_UPLOAD, UPLOAD_SIZE_TOO_SMALL_KEY } from "@samtrot/constants-catalogue";
import { ProgressBar } from "@samtrot/ui-kit";
import { useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { useApiClient } from "../shell/api/use-api-client";

type TUploaded = { id: number; url: string };

/** Width of an image file in the browser (null when it cannot be decoded here; the api decides then). */
async function imageWidth(file: File): Promise<number | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const width = bitmap.width;
    bitmap.close();
    return width;
  } catch {
    return null;
  }
}

/**
 * The photo field of the registration (spec 001 §5: 50 KB–20 MB, at least 200 px wide). With JavaScript the
 * file goes up at once in 512 KB pieces through the browser's api client, with a visible progress bar, and the
 * form sends only the media id; without it the file is posted with the form and the web server uploads it.
 */
export function PhotoUpload(props: { label: string; required: boolean; error?: string }) {
  const { t } = useTranslation("common");
  const api = useApiClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<TUploaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shownError = error ?? props.error;

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    setUploaded(null);
    setError(null);
    setProgress(null);
    if (!file || !api) return;
    // The same bounds the api enforces, checked first so nothing is sent in vain.
    if (file.size < IMAGE_UPLOAD.minBytes) return setError(t("validation.upload.file_too_small"));
    if (file.size > IMAGE_UPLOAD.maxBytes) return setError(t("validation.upload.file_too_large"));
    const width = await imageWidth(file);
    if (width !== null && width < IMAGE_UPLOAD.minWidthPx) return setError(t(UPLOAD_SIZE_TOO_SMALL_KEY));

    setProgress(0);
    const token = await api.call(uploadTokenContract, { body: { purpose: "avatar" } });
    if (!token.ok) {
      setProgress(null);
      return setError(token.message);
    }
    const result = await api.upload<{ media: TUploaded | null }>(token.data.uploadPath, file, {
      token: token.data.token,
      mimeType: file.type || undefined,
      onProgress: (fraction) => setProgress(fraction),
    });
    if (!result.ok || !result.data.media) {
      setProgress(null);
      return setError(result.ok ? t("exception.common.something_wrong_happened") : result.message);
    }
    setUploaded({ id: result.data.media.id, url: result.data.media.url });
    // The file is up: the form sends only the media id.
    input.value = "";
  }

  return (
    <div className="sr-field wr-photo" data-testid="photo-upload">
      <label className="sr-field__label" htmlFor="photo-file">
        {props.label}
        {props.required ? (
          <span className="sr-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <p id="photo-hint" className="sr-field__hint">
        {t("join.photo_hint")}
      </p>
      <input
        id="photo-file"
        className="sr-input"
        type="file"
        name="photo"
        accept="image/jpeg,image/png,image/webp"
        aria-describedby={shownError ? "photo-hint photo-error" : "photo-hint"}
        aria-invalid={shownError ? true : undefined}
        onChange={onChange}
      />
      {uploaded ? <input type="hidden" name="media_id" value={uploaded.id} /> : null}
      {progress !== null ? (
        <ProgressBar label={t("join.photo_progress")} value={progress} valueText={progress >= 1 ? t("join.photo_done") : undefined} />
      ) : null}
      {uploaded ? <img className="wr-photo__preview" src={uploaded.url} alt={t("join.photo_preview")} width={160} /> : null}
      {shownError ? (
        <p id="photo-error" className="sr-field__error" role="alert">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
