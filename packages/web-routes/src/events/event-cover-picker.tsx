import { addGalleryItemContract } from "@samtrot/api-client/contracts";
import { MEDIA_REVIEW_STATUS, MEDIA_VISIBILITY } from "@samtrot/constants-catalogue";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { GalleryUpload } from "../gallery/gallery-upload";
import { useApiClient } from "../shell/api/use-api-client";

/** A photo the organizer may choose as the cover: one of their own public gallery images (the api's rule). */
export type TCoverChoice = { mediaId: number; thumb: string; pending: boolean };

/**
 * The event's cover (events/add and …/edit): none, or one of the organizer's public gallery photos, as radio buttons
 * (works without JavaScript). After hydration a new photo goes through the gallery's upload pipeline, joins the
 * gallery as public (the team reviews it like any photo) and is chosen at once.
 */
export function EventCoverPicker({ choices, initial, error }: { choices: TCoverChoice[]; initial: number | null; error?: string }) {
  const { t } = useTranslation("event");
  const common = useTranslation("common").t;
  const api = useApiClient();
  const [options, setOptions] = useState(choices);
  const [chosen, setChosen] = useState<number | null>(initial);
  const [addError, setAddError] = useState<string | null>(null);

  async function adopt(mediaId: number) {
    setAddError(null);
    if (!api) return;
    const added = await api.call(addGalleryItemContract, { body: { media_id: mediaId, visibility: MEDIA_VISIBILITY.public } });
    if (!added.ok) return setAddError(added.message ? common(added.message) : t("form.cover_add_failed"));
    setOptions((current) => [{ mediaId, thumb: added.data.urls.thumb, pending: added.data.reviewStatus !== MEDIA_REVIEW_STATUS.accepted }, ...current]);
    setChosen(mediaId);
  }

  return (
    <fieldset className="wr-event-cover" data-testid="event-cover" aria-describedby="event-cover-hint">
      <legend className="sr-field__label">{t("form.cover")}</legend>
      <p id="event-cover-hint" className="sr-field__hint">
        {t("form.cover_hint")}
      </p>
      <div className="wr-event-cover__choices">
        <label className="wr-event-cover__choice wr-event-cover__choice--none">
          <input type="radio" name="cover_media_id" value="" checked={chosen === null} onChange={() => setChosen(null)} />
          <span>{t("form.cover_none")}</span>
        </label>
        {options.map((option, index) => (
          <label key={option.mediaId} className="wr-event-cover__choice" data-testid="event-cover-choice">
            <input type="radio" name="cover_media_id" value={option.mediaId} checked={chosen === option.mediaId} onChange={() => setChosen(option.mediaId)} />
            <img src={option.thumb} alt={t("form.cover_choice", { n: index + 1 })} width={120} height={90} loading="lazy" />
            {option.pending ? <span className="wr-event-cover__pending">{t("form.cover_pending")}</span> : null}
          </label>
        ))}
      </div>
      <GalleryUpload label={t("form.cover_upload")} inputId="event-cover-file" onUploaded={(mediaId) => void adopt(mediaId)} />
      {addError || error ? (
        <p className="sr-field__error" role="alert">
          {addError ?? error}
        </p>
      ) : null}
    </fieldset>
  );
}
