// The selective forwarding unit behind one small interface (issue 15 item 5, decision 034): one producer per room
// sends audio and video, the SFU forwards the packets to every viewer. The api talks to this interface only, so
// another SFU (mediasoup, LiveKit, an edge relay of a cascade) can replace the werift implementation
// (./werift-sfu.ts) without touching the live module. Signalling is SDP in and out, without trickle ICE: every
// answer and offer carries all of its candidates.

/** What the SFU tells its owner: the producer's media stopped for good, or a viewer's connection is gone. */
export interface TSfuEvents {
  producerGone(roomId: string): void;
  viewerGone(roomId: string, viewerKey: string): void;
}

/** A recording in progress; stop() finishes the file (WebM with VP8/Opus for werift). */
export interface TSfuRecording {
  readonly path: string;
  stop(): Promise<void>;
}

export interface TSfuRoomStats {
  roomId: string;
  viewers: number;
  /** packets forwarded to viewers since the room was created */
  forwardedPackets: number;
  producerConnected: boolean;
  /** when the producer's last packet arrived (ms since the epoch), null before the first */
  lastMediaAt: number | null;
}

export interface TSfu {
  /** Which process holds the rooms of this instance (the room router stores it). */
  readonly nodeId: string;
  createRoom(roomId: string): void;
  hasRoom(roomId: string): boolean;
  /** The producer's offer (sendonly audio and video) → the SFU's answer. A second publish replaces the first. */
  publish(roomId: string, offerSdp: string): Promise<string>;
  /** A viewer joins: the SFU's offer (sendonly audio and video towards the viewer). A second subscribe replaces the first. */
  subscribe(roomId: string, viewerKey: string): Promise<string>;
  /** The viewer's answer to subscribe()'s offer. */
  acceptAnswer(roomId: string, viewerKey: string, answerSdp: string): Promise<void>;
  /** Closes one viewer's connection (left, kicked). */
  unsubscribe(roomId: string, viewerKey: string): Promise<void>;
  /** Starts recording the producer's media into a file once both tracks are there. */
  record(roomId: string, filePath: string): Promise<TSfuRecording>;
  /** Ends the room: every connection closed, a recording stopped. */
  closeRoom(roomId: string): Promise<void>;
  stats(roomId: string): TSfuRoomStats | null;
  close(): Promise<void>;
}

export class SfuError extends Error {
  constructor(
    readonly reason: "room_not_found" | "no_producer" | "no_subscription" | "bad_sdp",
    message?: string,
  ) {
    super(message ?? reason);
  }
}
