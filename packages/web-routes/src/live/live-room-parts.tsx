import { liveChatContract, liveKickContract, liveTipContract, LIVE_CHAT_MAX, LIVE_TIP_AMOUNTS, type TLiveMessage } from "@samtrot/api-client/contracts";
import { TOKENS } from "@samtrot/constants-catalogue";
import { Alert, Button } from "@samtrot/ui-kit";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useApiClient } from "../shell/api/use-api-client";
import { newRequestKey } from "../money/request-key";

// The parts of a live room: the chat with its tips (producer and viewers), the tip buttons (viewers), the viewers
// list with the kick (producer).

export function LiveChat({ roomId, messages, canWrite, onSent }: { roomId: number; messages: TLiveMessage[]; canWrite: boolean; onSent: (message: TLiveMessage) => void }) {
  const { t } = useTranslation("common");
  const api = useApiClient();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length]);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!api || busy || !text.trim()) return;
    setBusy(true);
    const result = await api.call(liveChatContract, { params: { roomId }, body: { text } }, { camelCase: false });
    setBusy(false);
    if (result.ok) {
      setText("");
      setError(null);
      onSent(result.data);
    } else setError(result.message);
  };
  return (
    <section className="wr-live-chat" aria-labelledby="live-chat-title" data-testid="live-chat">
      <h2 id="live-chat-title">{t("live.room.chat")}</h2>
      <ol ref={list} className="wr-live-chat__list" aria-live="polite" aria-relevant="additions" tabIndex={0} aria-labelledby="live-chat-title">
        {messages.length === 0 ? <li className="wr-live__muted">{t("live.room.chat_empty")}</li> : null}
        {messages.map((message) =>
          message.kind === "tip" ? (
            <li key={message.id} className="wr-live-chat__tip" data-testid="live-chat-tip">
              <strong>{message.user.username}</strong> {t("live.room.tipped", { amount: message.amount })}
            </li>
          ) : (
            <li key={message.id} className="wr-live-chat__line" data-testid="live-chat-line">
              <strong>{message.user.username}</strong> <span>{message.body}</span>
            </li>
          ),
        )}
      </ol>
      {canWrite ? (
        <form className="wr-live-chat__form" onSubmit={send}>
          <label className="sr-visually-hidden" htmlFor="live-chat-input">
            {t("live.room.chat_label")}
          </label>
          <input
            id="live-chat-input"
            className="wr-live-chat__input"
            value={text}
            maxLength={LIVE_CHAT_MAX}
            onChange={(event) => setText(event.target.value)}
            placeholder={t("live.room.chat_label")}
            autoComplete="off"
            data-testid="live-chat-input"
          />
          <Button type="submit" size="sm" loading={busy} data-testid="live-chat-send">
            {t("live.room.send")}
          </Button>
        </form>
      ) : null}
      {error ? (
        <p className="wr-live__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The tip buttons 5, 10, 100, 150, 200 $ (spec 001 §9). A press starts the pending countdown of 7 s (spec 001 §9),
 * during which the tip can be cancelled; then it is sent with the security PIN through the ledger.
 */
export function TipPanel({ roomId, hasPin, pinHref, onTipped }: { roomId: number; hasPin: boolean; pinHref: string; onTipped: (message: TLiveMessage) => void }) {
  const { t } = useTranslation("common");
  const api = useApiClient();
  const [pin, setPin] = useState("");
  const [pending, setPending] = useState<{ amount: number; seconds: number; key: string } | null>(null);
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const seconds = Math.round(TOKENS.pendingCountdownMs / 1000);
  const sentKey = useRef<string | null>(null);

  useEffect(() => {
    if (!pending) return;
    if (pending.seconds <= 0) {
      if (sentKey.current === pending.key) return;
      sentKey.current = pending.key;
      void (async () => {
        if (!api) return;
        const result = await api.call(liveTipContract, { params: { roomId }, body: { amount: pending.amount, pin, request_key: pending.key } }, { camelCase: false });
        setPending(null);
        if (result.ok) {
          setOutcome({ tone: "success", text: t("live.room.tip_sent", { amount: pending.amount }) });
          onTipped(result.data.message);
        } else setOutcome({ tone: "error", text: result.message });
      })();
      return;
    }
    const timer = setTimeout(() => setPending((p) => (p ? { ...p, seconds: p.seconds - 1 } : p)), 1000);
    return () => clearTimeout(timer);
  }, [pending, api, pin, roomId, t, onTipped]);

  if (!hasPin) {
    return (
      <section className="wr-live-tips" aria-labelledby="live-tips-title" data-testid="live-tips">
        <h2 id="live-tips-title">{t("live.room.tip")}</h2>
        <p>{t("live.room.tip_no_pin")}</p>
        <a className="sr-button sr-button--secondary sr-button--sm" href={pinHref}>
          <span className="sr-button__label">{t("live.room.tip_set_pin")}</span>
        </a>
      </section>
    );
  }
  return (
    <section className="wr-live-tips" aria-labelledby="live-tips-title" data-testid="live-tips">
      <h2 id="live-tips-title">{t("live.room.tip")}</h2>
      <label className="wr-live__field wr-live-tips__pin">
        <span>{t("live.room.tip_pin")}</span>
        <input type="password" inputMode="numeric" autoComplete="off" maxLength={6} value={pin} onChange={(event) => setPin(event.target.value.replace(/\D/g, ""))} data-testid="live-tip-pin" />
      </label>
      <div className="wr-live-tips__amounts" role="group" aria-label={t("live.room.tip")}>
        {LIVE_TIP_AMOUNTS.map((amount) => (
          <Button
            key={amount}
            variant="secondary"
            size="sm"
            disabled={pending !== null}
            onClick={() => {
              setOutcome(null);
              setPending({ amount, seconds, key: newRequestKey() });
            }}
            data-testid={`live-tip-${amount}`}
          >
            {t("live.room.tip_amount", { amount })}
          </Button>
        ))}
      </div>
      {pending ? (
        <div className="wr-live-tips__pending" role="status" data-testid="live-tip-pending">
          <span>{t("live.room.tip_pending", { amount: pending.amount, seconds: pending.seconds })}</span>
          <Button variant="ghost" size="sm" onClick={() => setPending(null)} data-testid="live-tip-cancel">
            {t("live.room.tip_cancel")}
          </Button>
        </div>
      ) : null}
      {outcome ? (
        <Alert tone={outcome.tone} data-testid={`live-tip-${outcome.tone}`}>
          <p>{outcome.text}</p>
        </Alert>
      ) : null}
    </section>
  );
}

/** Who watches now, each with the kick (two presses: Remove, then confirm). */
export function ViewerList({ roomId, viewers, onKicked }: { roomId: number; viewers: { id: number; username: string }[]; onKicked: () => void }) {
  const { t } = useTranslation("common");
  const api = useApiClient();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const kick = async (userId: number) => {
    if (!api) return;
    const result = await api.call(liveKickContract, { params: { roomId }, body: { user_id: userId } }, { camelCase: false });
    setConfirming(null);
    if (result.ok) onKicked();
    else setError(result.message);
  };
  return (
    <section className="wr-live-viewers" aria-labelledby="live-viewers-title" data-testid="live-viewers">
      <h2 id="live-viewers-title">{t("live.room.viewers_list")}</h2>
      {viewers.length === 0 ? <p className="wr-live__muted">{t("live.room.no_viewers")}</p> : null}
      <ul>
        {viewers.map((viewer) => (
          <li key={viewer.id} data-testid={`live-viewer-${viewer.username}`}>
            <span>{viewer.username}</span>
            {confirming === viewer.id ? (
              <Button variant="danger" size="sm" onClick={() => void kick(viewer.id)} data-testid="live-kick-confirm">
                {t("live.room.kick_confirm", { name: viewer.username })}
              </Button>
            ) : (
              <Button variant="ghost" size="sm" onClick={() => setConfirming(viewer.id)} aria-label={`${t("live.room.kick")}: ${viewer.username}`} data-testid="live-kick">
                {t("live.room.kick")}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {error ? (
        <p className="wr-live__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
