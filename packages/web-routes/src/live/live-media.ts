import { sendRealtime, subscribeRealtime } from "../shell/realtime/realtime-client";

// The browser's side of the live media (issue 15): WebRTC to the api's SFU, the SDP over the realtime websocket
// (live.publish / live.watch / live.answer → live.sdp or live.error; the api module's README). No outside STUN
// server (iceServers: []): the SFU offers its own host addresses. No trickle ICE: a description is sent once its
// candidates are gathered.

type TSignal = { room_id: number; session: string; type?: "answer" | "offer"; sdp?: string; title?: string };
export class LiveMediaError extends Error {}

const SIGNAL_TIMEOUT_MS = 10_000;
const GATHER_TIMEOUT_MS = 2_000;

function newSession(): string {
  return typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** Sends a signalling message and waits for this session's live.sdp (or live.error, thrown with its title key). */
function exchange(type: string, payload: TSignal): Promise<TSignal> {
  return new Promise((resolve, reject) => {
    const stops: (() => void)[] = [];
    const done = (fn: () => void) => {
      stops.forEach((stop) => stop());
      clearTimeout(timer);
      fn();
    };
    const timer = setTimeout(() => done(() => reject(new LiveMediaError("exception.live.media_failed"))), SIGNAL_TIMEOUT_MS);
    stops.push(subscribeRealtime("live.sdp", (p) => (p as TSignal).session === payload.session && done(() => resolve(p as TSignal))));
    stops.push(subscribeRealtime("live.error", (p) => (p as TSignal).session === payload.session && done(() => reject(new LiveMediaError((p as TSignal).title ?? "exception.live.media_failed")))));
    if (!sendRealtime(type, payload)) done(() => reject(new LiveMediaError("exception.live.media_failed")));
  });
}

function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === "complete") return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => pc.iceGatheringState === "complete" && resolve();
    pc.addEventListener("icegatheringstatechange", check);
    setTimeout(resolve, GATHER_TIMEOUT_MS);
  });
}

/** VP8 and Opus only (what the SFU forwards and records); also keeps the offer small for the websocket. */
function preferCodecs(transceiver: RTCRtpTransceiver, kind: "audio" | "video"): void {
  const wanted = kind === "video" ? "video/vp8" : "audio/opus";
  const codecs = RTCRtpReceiver.getCapabilities?.(kind)?.codecs.filter((codec) => codec.mimeType.toLowerCase() === wanted);
  if (codecs?.length && "setCodecPreferences" in transceiver) {
    try {
      transceiver.setCodecPreferences(codecs);
    } catch {
      /* an older browser: the SFU's answer narrows it all the same */
    }
  }
}

export type TLiveConnection = { pc: RTCPeerConnection; close(): void };

/** The producer: camera and microphone to the SFU. */
export async function publishStream(roomId: number, stream: MediaStream): Promise<TLiveConnection> {
  const pc = new RTCPeerConnection({ iceServers: [] });
  for (const track of stream.getTracks()) {
    const transceiver = pc.addTransceiver(track, { direction: "sendonly", streams: [stream] });
    preferCodecs(transceiver, track.kind as "audio" | "video");
  }
  try {
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc);
    const session = newSession();
    const answer = await exchange("live.publish", { room_id: roomId, session, sdp: pc.localDescription!.sdp });
    await pc.setRemoteDescription({ type: "answer", sdp: answer.sdp! });
  } catch (error) {
    pc.close();
    throw error;
  }
  return { pc, close: () => pc.close() };
}

/** A viewer: asks the SFU for the room's media and hands the stream over as its tracks arrive. */
export async function watchRoom(roomId: number, onStream: (stream: MediaStream) => void): Promise<TLiveConnection> {
  const session = newSession();
  const offer = await exchange("live.watch", { room_id: roomId, session });
  const pc = new RTCPeerConnection({ iceServers: [] });
  const stream = new MediaStream();
  pc.addEventListener("track", (event) => {
    stream.addTrack(event.track);
    onStream(stream);
  });
  try {
    await pc.setRemoteDescription({ type: "offer", sdp: offer.sdp! });
    await pc.setLocalDescription(await pc.createAnswer());
    await gathered(pc);
    if (!sendRealtime("live.answer", { room_id: roomId, session, sdp: pc.localDescription!.sdp })) throw new LiveMediaError("exception.live.media_failed");
  } catch (error) {
    pc.close();
    throw error;
  }
  return {
    pc,
    close: () => {
      sendRealtime("live.leave", { room_id: roomId, session });
      pc.close();
    },
  };
}
