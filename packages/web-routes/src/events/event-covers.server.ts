import { galleryListContract, type TEvent } from "@samtrot/api-client/contracts";
import { MEDIA_REVIEW_STATUS, MEDIA_VISIBILITY } from "@samtrot/constants-catalogue";
import type { TApiClient } from "../shell/api/api.server";
import type { TCoverChoice } from "./event-cover-picker";

/**
 * What the event form offers as covers: the organizer's public gallery images that are not rejected (the api
 * accepts only those), newest first (the gallery's first page), and the event's present cover in any case.
 */
export async function coverChoices(api: TApiClient, event: TEvent | null): Promise<TCoverChoice[]> {
  const gallery = await api.call(galleryListContract, { query: { panel: "image" } }, { camelCase: false });
  const choices: TCoverChoice[] = gallery.ok
    ? gallery.data.items
        .filter((item) => item.visibility === MEDIA_VISIBILITY.public && item.review_status !== MEDIA_REVIEW_STATUS.rejected)
        .map((item) => ({ mediaId: item.id, thumb: item.urls.thumb, pending: item.review_status !== MEDIA_REVIEW_STATUS.accepted }))
    : [];
  if (event?.cover_media_id && event.cover_url && !choices.some((choice) => choice.mediaId === event.cover_media_id)) {
    choices.unshift({ mediaId: event.cover_media_id, thumb: event.cover_url, pending: false });
  }
  return choices;
}
