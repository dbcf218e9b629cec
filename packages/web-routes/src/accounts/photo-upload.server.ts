import type { TApiError } from "@samtrot/api-client";
import { uploadTokenContract } from "@samtrot/api-client/contracts";
import type { TLocale } from "@samtrot/constants-catalogue";
import { pageApi } from "../shell/api/api.server";

export type TPhotoFromForm = { ok: true; mediaId: number | null } | { ok: false; errors: TApiError[] };

/**
 * The photo of a registration form. With JavaScript the browser has already uploaded it (media_id); without,
 * the file came with the form and is uploaded here, through the same chunked upload (spec 000 §7). "skip"
 * leaves an optional photo out.
 */
export async function uploadPhotoFromForm(
  args: { request: Request; context?: unknown },
  lang: TLocale,
  form: FormData,
  options: { optional: boolean },
): Promise<TPhotoFromForm> {
  const mediaId = Number(form.get("media_id"));
  if (Number.isInteger(mediaId) && mediaId > 0) return { ok: true, mediaId };
  const file = form.get("photo");
  if (file instanceof Blob && file.size > 0) {
    const api = pageApi(args, { lang });
    const token = await api.call(uploadTokenContract, { body: { purpose: "avatar" } });
    if (!token.ok) return { ok: false, errors: token.errors };
    const result = await api.upload<{ media: { id: number } | null }>(token.data.uploadPath, file, {
      token: token.data.token,
      mimeType: file.type || undefined,
    });
    if (!result.ok) return { ok: false, errors: result.errors.map((error) => ({ ...error, source: error.source ?? "photo" })) };
    if (!result.data.media) return { ok: false, errors: [{ code: 422, title: "validation.upload.incomplete", source: "photo" }] };
    return { ok: true, mediaId: result.data.media.id };
  }
  if (form.get("skip") === "1" && options.optional) return { ok: true, mediaId: null };
  return { ok: false, errors: [{ code: 422, title: "validation.common.required", source: "photo" }] };
}
