import { afterAll, describe, expect, it } from "vitest";
import { RtpHeader, RtpPacket, type RTCPeerConnection } from "werift";
import { gathered, loopbackPeer } from "./loopback-peer.js";
import { WeriftSfu } from "./werift-sfu.js";

// The SFU with werift peers on loopback as producer and viewers: packets go producer → SFU → every viewer, header
// extensions stripped, a viewer that leaves gets nothing more, closing the room closes everything.

const sfu = new WeriftSfu({ nodeId: "test", iceAdditionalHostAddresses: ["127.0.0.1"], onlyAdditionalHosts: true });
const peers: RTCPeerConnection[] = [];
afterAll(async () => {
  for (const pc of peers) await pc.close().catch(() => {});
  await sfu.close();
});

function peer(): RTCPeerConnection {
  const pc = loopbackPeer();
  peers.push(pc);
  return pc;
}
const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe("WeriftSfu", () => {
  it("forwards the producer's packets to each viewer until it leaves", async () => {
    sfu.createRoom("r1");
    const producer = peer();
    const video = producer.addTransceiver("video", { direction: "sendonly" });
    producer.addTransceiver("audio", { direction: "sendonly" });
    await producer.setLocalDescription(await producer.createOffer());
    await gathered(producer);
    await producer.setRemoteDescription({ type: "answer", sdp: await sfu.publish("r1", producer.localDescription!.sdp) });
    await producer.connectionStateChange.watch((s) => s === "connected", 10_000);

    const received = [0, 0];
    for (const index of [0, 1]) {
      const viewer = peer();
      viewer.onTrack.subscribe((track) => track.onReceiveRtp.subscribe((rtp) => {
        if (track.kind === "video" && rtp.payload[0] === 42) received[index]! += 1;
      }));
      await viewer.setRemoteDescription({ type: "offer", sdp: await sfu.subscribe("r1", `v${index}`) });
      await viewer.setLocalDescription(await viewer.createAnswer());
      await gathered(viewer);
      await sfu.acceptAnswer("r1", `v${index}`, viewer.localDescription!.sdp);
      await viewer.connectionStateChange.watch((s) => s === "connected", 10_000);
    }
    let seq = 0;
    const send = setInterval(() => {
      void video.sender.sendRtp(new RtpPacket(new RtpHeader({ payloadType: 96, sequenceNumber: seq++, timestamp: seq * 3000, marker: true }), Buffer.alloc(300, 42))).catch(() => {});
    }, 10);
    try {
      await until(() => received[0]! > 20 && received[1]! > 20);
      expect(sfu.stats("r1")).toMatchObject({ viewers: 2, producerConnected: true });
      await sfu.unsubscribe("r1", "v1");
      await new Promise((r) => setTimeout(r, 200));
      const left = received[1]!;
      const stayed = received[0]!;
      await new Promise((r) => setTimeout(r, 500));
      expect(received[1]).toBe(left);
      expect(received[0]).toBeGreaterThan(stayed);
    } finally {
      clearInterval(send);
    }
    await sfu.closeRoom("r1");
    expect(sfu.hasRoom("r1")).toBe(false);
    expect(sfu.stats("r1")).toBeNull();
  }, 40_000);
});
