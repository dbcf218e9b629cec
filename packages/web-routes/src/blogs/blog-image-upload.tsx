import { blogUploadTokenContract } from "@samtrot/api-client/contracts";
import { IMAGE_UPLOAD } from "@samtrot/constants-catalogue";
import { ProgressBar } from "@samtrot/ui-kit";
import { useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { useApiClient } from "../shell/api/use-api-client";

/**
 * A blog image (cover or inline) through the chunked upload with the blog upload token; the media id goes to
 * `onUploaded`. Works only once the page has hydrated (the api client lives in the browser).
 */
export function BlogImageUpload({ label, inputId, onUploaded, testId }: { label: string; inputId: string; onUploaded(mediaId: number): void; testId?: string }) {
  const { t } = useTranslation("common");
  const api = useApiClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setError(null);
    if (!file || !api) return;
    if (file.size < IMAGE_UPLOAD.minBytes) return setError(t("validation.upload.file_too_small"));
    if (file.size > IMAGE_UPLOAD.maxBytes) return setError(t("validation.upload.file_too_large"));
    setProgress(0);
    const token = await api.call(blogUploadTokenContract, {});
    if (!token.ok) {
      setProgress(null);
      return setError(t(token.message));
    }
    const result = await api.upload<{ media: { id: number } | null }>(token.data.uploadPath, file, {
      token: token.data.token,
      mimeType: file.type || undefined,
      onProgress: (fraction) => setProgress(fraction),
    });
    setProgress(null);
    if (input.current) input.current.value = "";
    if (!result.ok) return setError(t(result.message));
    if (!result.data.media) return setError(t("exception.common.something_wrong_happened"));
    onUploaded(result.data.media.id);
  }

  return (
    <div className="sr-field wr-blog-upload" data-testid={testId}>
      <label className="sr-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input ref={input} id={inputId} className="sr-input" type="file" accept="image/jpeg,image/png,image/webp" onChange={onChange} disabled={!api} aria-invalid={error ? true : undefined} />
      {progress !== null ? <ProgressBar label={label} value={progress} /> : null}
      {error ? (
        <p className="sr-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
