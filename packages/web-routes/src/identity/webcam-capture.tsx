import { galleryUploadTokenContract } from "@samtrot/api-client/contracts";
import { Button, ProgressBar } from "@samtrot/ui-kit";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiClient } from "../shell/api/use-api-client";

type TState = "idle" | "starting" | "live" | "captured" | "uploading";

/**
 * The webcam check's selfie (decision 044): taken in the browser with getUserMedia — there is no file to pick, so
 * the photo is of this moment — previewed, then sent through the chunked upload as purpose identity_check. The
 * camera stops as soon as the photo is taken or the component leaves the page.
 */
export function WebcamCapture({ onUploaded }: { onUploaded(mediaId: number): void }) {
  const { t } = useTranslation("common");
  const api = useApiClient();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [state, setState] = useState<TState>("idle");
  const [shot, setShot] = useState<{ blob: Blob; url: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The client exists from the first browser render, but a hydrated `disabled` attribute is never patched: the
  // button turns usable through a state change after hydration instead.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const stop = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };
  useEffect(() => stop, []);
  useEffect(() => () => (shot ? URL.revokeObjectURL(shot.url) : undefined), [shot]);

  async function start() {
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia) return setError(t("identity.webcam.unsupported"));
    setState("starting");
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "user", width: { ideal: 1280 }, height: { ideal: 960 } }, audio: false });
      setShot(null);
      setState("live");
    } catch (failure) {
      setState("idle");
      setError(t(failure instanceof DOMException && failure.name === "NotAllowedError" ? "identity.webcam.denied" : "identity.webcam.unavailable"));
    }
  }

  // The stream is attached once the video element is on the page.
  useEffect(() => {
    if (state === "live" && video.current && stream.current && video.current.srcObject !== stream.current) {
      video.current.srcObject = stream.current;
      void video.current.play().catch(() => undefined);
    }
  }, [state]);

  function capture() {
    const element = video.current;
    if (!element || !element.videoWidth) return;
    const canvas = document.createElement("canvas");
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    canvas.getContext("2d")?.drawImage(element, 0, 0);
    canvas.toBlob((blob) => {
      if (!blob) return setError(t("identity.webcam.unavailable"));
      stop();
      setShot({ blob, url: URL.createObjectURL(blob) });
      setState("captured");
    }, "image/png");
  }

  async function send() {
    if (!api || !shot) return;
    setError(null);
    setState("uploading");
    setProgress(0);
    const token = await api.call(galleryUploadTokenContract, { body: { purpose: "identity_check" } });
    if (!token.ok) {
      setState("captured");
      setProgress(null);
      return setError(token.message);
    }
    const result = await api.upload<{ media: { id: number } | null }>(token.data.uploadPath, shot.blob, {
      token: token.data.token,
      mimeType: "image/png",
      onProgress: (fraction) => setProgress(fraction),
    });
    if (!result.ok || !result.data.media) {
      setState("captured");
      setProgress(null);
      return setError(result.ok ? t("exception.common.something_wrong_happened") : result.message);
    }
    onUploaded(result.data.media.id);
  }

  return (
    <div className="wr-webcam" data-testid="webcam-capture" data-state={state}>
      <div className="wr-webcam__frame">
        {state === "live" || state === "starting" ? (
          <video ref={video} className="wr-webcam__video" muted playsInline aria-label={t("identity.webcam.preview")} data-testid="webcam-video" />
        ) : shot ? (
          <img className="wr-webcam__video" src={shot.url} alt={t("identity.webcam.photo_alt")} data-testid="webcam-photo" />
        ) : (
          <p className="wr-webcam__placeholder">{t("identity.webcam.placeholder")}</p>
        )}
      </div>
      <div className="wr-identity__actions">
        {state === "idle" ? (
          <Button onClick={() => void start()} disabled={!hydrated || !api} data-testid="webcam-start">
            {t("identity.webcam.start")}
          </Button>
        ) : null}
        {state === "live" || state === "starting" ? (
          <Button onClick={capture} loading={state === "starting"} data-testid="webcam-capture-button">
            {t("identity.webcam.capture")}
          </Button>
        ) : null}
        {state === "captured" || state === "uploading" ? (
          <>
            <Button onClick={() => void send()} loading={state === "uploading"} data-testid="webcam-send">
              {t("identity.webcam.send")}
            </Button>
            <Button variant="secondary" onClick={() => void start()} disabled={state === "uploading"}>
              {t("identity.webcam.retake")}
            </Button>
          </>
        ) : null}
      </div>
      {progress !== null ? <ProgressBar label={t("gallery.upload_progress")} value={progress} /> : null}
      {error ? (
        <p className="sr-field__error" role="alert" data-testid="webcam-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
