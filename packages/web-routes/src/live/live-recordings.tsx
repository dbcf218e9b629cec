import { deleteRecordingContract, LIVE_RECORDING_VISIBILITY, publishRecordingContract, type TLiveRecording } from "@samtrot/api-client/contracts";
import { Button } from "@samtrot/ui-kit";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useApiClient } from "../shell/api/use-api-client";
import { durationText } from "./live-words";

/** The producer's recordings on start_streaming: status, views, comments, unlocks and earnings, who may watch (draft/free/members/price), delete. */
export function RecordingsPanel({ initial, href }: { initial: TLiveRecording[]; href: (path: string) => string }) {
  const { t } = useTranslation("common");
  const [items, setItems] = useState(initial);
  return (
    <section className="wr-live-recordings" aria-labelledby="live-recordings-title" data-testid="live-recordings">
      <h2 id="live-recordings-title">{t("live.recordings.title")}</h2>
      {items.length === 0 ? <p className="wr-live__muted">{t("live.recordings.empty")}</p> : null}
      <ul>
        {items.map((recording) => (
          <RecordingRow
            key={recording.id}
            recording={recording}
            href={href}
            onChange={(next) => setItems((list) => (next ? list.map((r) => (r.id === next.id ? next : r)) : list.filter((r) => r.id !== recording.id)))}
          />
        ))}
      </ul>
    </section>
  );
}

function RecordingRow({ recording, href, onChange }: { recording: TLiveRecording; href: (path: string) => string; onChange: (next: TLiveRecording | null) => void }) {
  const { t } = useTranslation("common");
  const api = useApiClient();
  const [visibility, setVisibility] = useState(recording.visibility);
  const [price, setPrice] = useState(recording.price ? String(recording.price) : "");
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!api) return;
    const result = await api.call(
      publishRecordingContract,
      { params: { recordingId: recording.id }, body: { visibility, ...(visibility === "price" ? { price: Number(price) || 0 } : {}) } },
      { camelCase: false },
    );
    setMessage(result.ok ? t("live.recordings.saved") : result.message);
    if (result.ok) onChange(result.data);
  };
  const remove = async () => {
    if (!api) return;
    const result = await api.call(deleteRecordingContract, { params: { recordingId: recording.id } }, { camelCase: false });
    if (result.ok) onChange(null);
    else setMessage(result.message);
  };
  const id = `recording-${recording.id}`;
  return (
    <li className="wr-live-recording" data-testid={`live-recording-${recording.id}`} data-status={recording.status}>
      <div className="wr-live-recording__head">
        <strong>{recording.title}</strong>
        <span className="wr-live__muted">
          {t(`live.recordings.status_${recording.status === "removed" ? "failed" : recording.status}`)}
          {recording.duration_seconds !== null ? ` · ${durationText(recording.duration_seconds, t)}` : ""} · {t("live.recordings.views", { count: recording.views })} ·{" "}
          {t("live.recordings.comments_count", { count: recording.comments_count })}
          {recording.unlocks !== null && (recording.visibility === "price" || recording.unlocks > 0) ? (
            <span data-testid="recording-unlocks"> · {t("live.recordings.unlocks", { count: recording.unlocks, earnings: recording.earnings ?? 0 })}</span>
          ) : null}
        </span>
      </div>
      {recording.status === "ready" ? (
        <form className="wr-live-recording__form" onSubmit={save}>
          <label className="wr-live__field">
            <span>{t("live.recordings.visibility")}</span>
            <select value={visibility} onChange={(event) => setVisibility(event.target.value as TLiveRecording["visibility"])} data-testid="recording-visibility" id={`${id}-visibility`}>
              {LIVE_RECORDING_VISIBILITY.map((value) => (
                <option key={value} value={value}>
                  {t(`live.recordings.visibility_${value}`)}
                </option>
              ))}
            </select>
          </label>
          {visibility === "price" ? (
            <label className="wr-live__field">
              <span>{t("live.recordings.price")}</span>
              <input type="number" min={1} max={1000} inputMode="numeric" value={price} onChange={(event) => setPrice(event.target.value)} data-testid="recording-price" />
            </label>
          ) : null}
          <Button type="submit" size="sm" variant="secondary" data-testid="recording-save">
            {t("live.recordings.save")}
          </Button>
          <a className="sr-button sr-button--ghost sr-button--sm" href={href(`/watch_recording/${recording.id}`)} data-testid="recording-watch">
            <span className="sr-button__label">{t("live.recordings.watch")}</span>
          </a>
        </form>
      ) : null}
      <div className="wr-live-recording__actions">
        {confirming ? (
          <Button variant="danger" size="sm" onClick={() => void remove()} data-testid="recording-delete-confirm">
            {t("live.recordings.delete_confirm")}
          </Button>
        ) : (
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} data-testid="recording-delete">
            {t("live.recordings.delete")}
          </Button>
        )}
        {message ? (
          <span role="status" className="wr-live__muted">
            {message}
          </span>
        ) : null}
      </div>
    </li>
  );
}
