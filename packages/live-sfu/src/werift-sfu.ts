import { mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import { MediaRecorder } from "werift/nonstandard";
import {
  RTCPeerConnection,
  RTCRtpCodecParameters,
  type MediaStreamTrack,
  type RTCRtpTransceiver,
  type RtpPacket,
  useSdesMid,
} from "werift";
import { gathered } from "./loopback-peer.js";
import { SfuError, type TSfu, type TSfuEvents, type TSfuRecording, type TSfuRoomStats } from "./index.js";

// The SFU in pure TypeScript (werift; STACK-NOTES "Live video"): measured ≈ 45 µs per forwarded packet, so one core
// carries ≈ 200 viewers at 0.5 Mbps (bench/live measures it again). The pitfalls found while probing it are handled
// here: no outside STUN server (iceServers []), RTP header extensions stripped on the relay, no transport-cc
// (werift's feedback collapses Chrome's bitrate; Chrome starts at x-google-start-bitrate instead), keyframe requests
// towards the producer at most one per PLI_MIN_GAP_MS, and the recorder without lip sync (it drops most audio).

export type TWeriftSfuOptions = {
  nodeId: string;
  /** Extra host addresses to offer as ICE candidates (loopback for tests on one machine; the public address in production). */
  iceAdditionalHostAddresses?: string[];
  /** UDP port range for the media (a firewall opens it); undefined: any free port. */
  icePortRange?: [number, number];
  /** Only the addresses given in iceAdditionalHostAddresses (no interface scan): predictable candidates. */
  onlyAdditionalHosts?: boolean;
  events?: Partial<TSfuEvents>;
  /** Logs problems; never throws. */
  warn?: (message: string, detail?: unknown) => void;
};

/** At most one keyframe request to the producer in this window (viewers joining at once share one keyframe). */
const PLI_MIN_GAP_MS = 300;
/** Chrome's first bitrate towards the SFU (kbps): without transport-cc it would start low and climb slowly. */
const START_BITRATE_KBPS = 1000;

const videoCodec = () =>
  new RTCRtpCodecParameters({
    mimeType: "video/VP8",
    clockRate: 90000,
    payloadType: 96,
    rtcpFeedback: [{ type: "nack" }, { type: "nack", parameter: "pli" }, { type: "ccm", parameter: "fir" }],
    parameters: `x-google-start-bitrate=${START_BITRATE_KBPS}`,
  });
const audioCodec = () => new RTCRtpCodecParameters({ mimeType: "audio/opus", clockRate: 48000, channels: 2, payloadType: 111 });

type TKind = "audio" | "video";

class Viewer {
  pc: RTCPeerConnection;
  senders: Partial<Record<TKind, RTCRtpTransceiver>> = {};
  connected = false;
  constructor(
    readonly key: string,
    pc: RTCPeerConnection,
  ) {
    this.pc = pc;
  }
}

class Room {
  producer: RTCPeerConnection | null = null;
  tracks: Partial<Record<TKind, MediaStreamTrack>> = {};
  videoReceiverPli: (() => void) | null = null;
  viewers = new Map<string, Viewer>();
  forwardedPackets = 0;
  producerConnected = false;
  lastMediaAt: number | null = null;
  lastPli = 0;
  recorder: MediaRecorder | null = null;
  recordingPath: string | null = null;
  recordingWaiters: (() => void)[] = [];
  constructor(readonly id: string) {}
}

export class WeriftSfu implements TSfu {
  readonly nodeId: string;
  private readonly rooms = new Map<string, Room>();
  private readonly warn: (message: string, detail?: unknown) => void;

  constructor(private readonly options: TWeriftSfuOptions) {
    this.nodeId = options.nodeId;
    this.warn = options.warn ?? (() => {});
  }

  private peer(): RTCPeerConnection {
    const hosts = this.options.iceAdditionalHostAddresses;
    return new RTCPeerConnection({
      iceServers: [],
      iceUseIpv6: false,
      iceAdditionalHostAddresses: hosts,
      ...(this.options.onlyAdditionalHosts && hosts?.length ? { iceInterfaceAddresses: { udp4: hosts[0] } } : {}),
      icePortRange: this.options.icePortRange,
      codecs: { video: [videoCodec()], audio: [audioCodec()] },
      // Only the mid (BUNDLE needs it to tell the producer's streams apart); no transport-cc, no abs-send-time.
      headerExtensions: { video: [useSdesMid()], audio: [useSdesMid()] },
    });
  }

  createRoom(roomId: string): void {
    if (!this.rooms.has(roomId)) this.rooms.set(roomId, new Room(roomId));
  }

  hasRoom(roomId: string): boolean {
    return this.rooms.has(roomId);
  }

  private room(roomId: string): Room {
    const room = this.rooms.get(roomId);
    if (!room) throw new SfuError("room_not_found");
    return room;
  }

  async publish(roomId: string, offerSdp: string): Promise<string> {
    const room = this.room(roomId);
    if (room.producer) await this.dropProducer(room);
    const pc = this.peer();
    room.producer = pc;
    pc.onTrack.subscribe((track) => this.onProducerTrack(room, pc, track));
    pc.connectionStateChange.subscribe((state) => {
      if (room.producer !== pc) return;
      if (state === "connected") room.producerConnected = true;
      if (state === "failed" || state === "closed") {
        room.producerConnected = false;
        this.options.events?.producerGone?.(room.id);
      }
    });
    try {
      await pc.setRemoteDescription({ type: "offer", sdp: offerSdp });
      await pc.setLocalDescription(await pc.createAnswer());
      await gathered(pc);
    } catch (error) {
      await pc.close().catch(() => {});
      if (room.producer === pc) room.producer = null;
      throw new SfuError("bad_sdp", String(error));
    }
    return pc.localDescription!.sdp;
  }

  private onProducerTrack(room: Room, pc: RTCPeerConnection, track: MediaStreamTrack): void {
    const kind = track.kind as TKind;
    room.tracks[kind] = track;
    if (kind === "video") {
      const transceiver = pc.getTransceivers().find((t) => t.receiver.track === track || t.receiver.tracks.includes(track));
      room.videoReceiverPli = () => {
        if (track.ssrc !== undefined) void transceiver?.receiver.sendRtcpPLI(track.ssrc).catch(() => {});
      };
    }
    track.onReceiveRtp.subscribe((rtp: RtpPacket) => {
      if (room.producer !== pc) return;
      room.lastMediaAt = Date.now();
      // The viewers' connections negotiated no header extensions: the producer's ids would mean something else there.
      rtp.header.extensions = [];
      rtp.header.extension = false;
      for (const viewer of room.viewers.values()) {
        const sender = viewer.senders[kind];
        if (!sender || !viewer.connected) continue;
        room.forwardedPackets += 1;
        sender.sender.sendRtp(rtp).catch(() => {});
      }
    });
    if (kind === "video") this.requestKeyframe(room, true);
    if (room.tracks.audio && room.tracks.video) for (const wake of room.recordingWaiters.splice(0)) wake();
  }

  private requestKeyframe(room: Room, force = false): void {
    const now = Date.now();
    if (!force && now - room.lastPli < PLI_MIN_GAP_MS) return;
    room.lastPli = now;
    room.videoReceiverPli?.();
  }

  async subscribe(roomId: string, viewerKey: string): Promise<string> {
    const room = this.room(roomId);
    await this.unsubscribe(roomId, viewerKey).catch(() => {});
    const pc = this.peer();
    const viewer = new Viewer(viewerKey, pc);
    room.viewers.set(viewerKey, viewer);
    for (const kind of ["video", "audio"] as const) {
      const transceiver = pc.addTransceiver(kind, { direction: "sendonly" });
      viewer.senders[kind] = transceiver;
      if (kind === "video") {
        // A viewer's decoder asks for a keyframe (joined late, lost packets): passed on, throttled.
        transceiver.sender.onPictureLossIndication.subscribe(() => this.requestKeyframe(room));
      }
    }
    pc.connectionStateChange.subscribe((state) => {
      if (room.viewers.get(viewerKey) !== viewer) return;
      if (state === "connected") {
        viewer.connected = true;
        this.requestKeyframe(room, true);
      }
      if (state === "failed" || state === "closed") {
        viewer.connected = false;
        room.viewers.delete(viewerKey);
        this.options.events?.viewerGone?.(room.id, viewerKey);
      }
    });
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc);
    return pc.localDescription!.sdp;
  }

  async acceptAnswer(roomId: string, viewerKey: string, answerSdp: string): Promise<void> {
    const viewer = this.room(roomId).viewers.get(viewerKey);
    if (!viewer) throw new SfuError("no_subscription");
    try {
      await viewer.pc.setRemoteDescription({ type: "answer", sdp: answerSdp });
    } catch (error) {
      throw new SfuError("bad_sdp", String(error));
    }
  }

  async unsubscribe(roomId: string, viewerKey: string): Promise<void> {
    const room = this.rooms.get(roomId);
    const viewer = room?.viewers.get(viewerKey);
    if (!room || !viewer) return;
    room.viewers.delete(viewerKey);
    viewer.connected = false;
    await viewer.pc.close().catch(() => {});
  }

  async record(roomId: string, filePath: string): Promise<TSfuRecording> {
    const room = this.room(roomId);
    if (room.recorder) throw new Error(`live-sfu: room ${roomId} is already recording`);
    await mkdir(dirname(filePath), { recursive: true });
    // VP8/Opus WebM; lip sync off, or the recorder drops most of the audio (STACK-NOTES).
    const recorder = new MediaRecorder({ path: filePath, numOfTracks: 2, width: 640, height: 480, disableLipSync: true });
    recorder.onError.subscribe((error) => this.warn("live-sfu: recorder error", error));
    room.recorder = recorder;
    room.recordingPath = filePath;
    const start = async () => {
      if (room.recorder !== recorder) return;
      await recorder.addTrack(room.tracks.video!);
      await recorder.addTrack(room.tracks.audio!);
      this.requestKeyframe(room, true);
    };
    if (room.tracks.audio && room.tracks.video) await start();
    else room.recordingWaiters.push(() => void start().catch((error) => this.warn("live-sfu: recording did not start", error)));
    return {
      path: filePath,
      stop: async () => {
        if (room.recorder !== recorder) return;
        room.recorder = null;
        room.recordingWaiters = [];
        await recorder.stop().catch((error) => this.warn("live-sfu: recorder stop failed", error));
      },
    };
  }

  private async dropProducer(room: Room): Promise<void> {
    const pc = room.producer;
    room.producer = null;
    room.tracks = {};
    room.videoReceiverPli = null;
    room.producerConnected = false;
    await pc?.close().catch(() => {});
  }

  async closeRoom(roomId: string): Promise<void> {
    const room = this.rooms.get(roomId);
    if (!room) return;
    this.rooms.delete(roomId);
    if (room.recorder) {
      const recorder = room.recorder;
      room.recorder = null;
      await recorder.stop().catch((error) => this.warn("live-sfu: recorder stop failed", error));
    }
    await Promise.all([...room.viewers.values()].map((viewer) => viewer.pc.close().catch(() => {})));
    room.viewers.clear();
    await this.dropProducer(room);
  }

  stats(roomId: string): TSfuRoomStats | null {
    const room = this.rooms.get(roomId);
    if (!room) return null;
    let viewers = 0;
    for (const viewer of room.viewers.values()) if (viewer.connected) viewers += 1;
    return { roomId, viewers, forwardedPackets: room.forwardedPackets, producerConnected: room.producerConnected, lastMediaAt: room.lastMediaAt };
  }

  async close(): Promise<void> {
    await Promise.all([...this.rooms.keys()].map((id) => this.closeRoom(id)));
  }
}


