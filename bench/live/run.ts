// Live benchmark (issue 15 item 6): one producer, N viewers on the SFU of @samtrot/live-sfu (werift). Run from bench/:
//   node --import tsx live/run.ts [--viewers 150] [--seconds 20] [--kbps 500] [--pin 0]
// The SFU runs in a child process (pinned to core --pin with taskset when given, so "one core" is literal); the
// producer and the viewers are werift peers in this process, over loopback UDP with DTLS/SRTP as a browser would.
// The producer sends --kbps of video-sized packets (1,100 bytes) plus Opus-sized audio (120 bytes, 50/s); each
// packet carries its send time, so a viewer measures delivery latency (producer → SFU → viewer, both hops with
// SRTP). Prints: viewers held (got ≥ 95 % of the packets in the window), p50/p99 latency, the SFU's CPU per viewer
// and in all, its memory, and the load average (the machine is shared).
import { fork, type ChildProcess } from "node:child_process";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { RtpHeader, RtpPacket, type RTCPeerConnection, type RTCRtpTransceiver } from "werift";
import { gathered, loopbackPeer } from "@samtrot/live-sfu/loopback";

const { values } = parseArgs({
  options: {
    viewers: { type: "string", default: "150" },
    seconds: { type: "string", default: "20" },
    kbps: { type: "string", default: "500" },
    pin: { type: "string" },
    batch: { type: "string", default: "10" },
  },
});
const VIEWERS = Number(values.viewers);
const SECONDS = Number(values.seconds);
const KBPS = Number(values.kbps);
const VIDEO_PAYLOAD = 1100;
const AUDIO_PAYLOAD = 120;
const VIDEO_PPS = Math.round((KBPS * 1000) / 8 / VIDEO_PAYLOAD);
const AUDIO_PPS = 50;
const ROOM = "bench-room";
const load = () => loadavg().map((n) => n.toFixed(2)).join(" ");
const now = () => performance.timeOrigin + performance.now();

// --- the SFU process ---------------------------------------------------------------------------------------------
const script = fileURLToPath(new URL("./sfu-process.ts", import.meta.url));
const child: ChildProcess =
  values.pin !== undefined
    ? fork(script, [], { execPath: "taskset", execArgv: ["-c", values.pin, process.execPath, "--import", "tsx"] })
    : fork(script, [], { execArgv: ["--import", "tsx"] });
let nextId = 1;
const pending = new Map<number, { resolve: (value: any) => void; reject: (error: Error) => void }>();
const ready = new Promise<void>((resolve) => {
  child.on("message", (message: any) => {
    if (message.ready) return resolve();
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(message.error));
    else waiter.resolve(message.result);
  });
});
function sfu<T = any>(op: string, args: Record<string, unknown> = {}): Promise<T> {
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    child.send({ id, op, roomId: ROOM, ...args });
  });
}

const peer = loopbackPeer;
async function connected(pc: RTCPeerConnection, ms = 15000): Promise<boolean> {
  if (pc.connectionState === "connected") return true;
  return pc.connectionStateChange.watch((state) => state === "connected", ms).then(() => true, () => false);
}

// --- the producer --------------------------------------------------------------------------------------------------
async function startProducer(): Promise<{ stop: () => void; sent: () => number }> {
  const pc = peer();
  const video = pc.addTransceiver("video", { direction: "sendonly" });
  const audio = pc.addTransceiver("audio", { direction: "sendonly" });
  await pc.setLocalDescription(await pc.createOffer());
  await gathered(pc);
  const answer = await sfu<string>("publish", { sdp: pc.localDescription!.sdp });
  await pc.setRemoteDescription({ type: "answer", sdp: answer });
  if (!(await connected(pc))) throw new Error("producer did not connect");
  let sent = 0;
  const stream = (transceiver: RTCRtpTransceiver, pps: number, size: number, payloadType: number, clock: number) => {
    let seq = 0;
    let ts = 0;
    let due = now();
    const tick = setInterval(() => {
      const t = now();
      while (due <= t) {
        const payload = Buffer.alloc(size);
        payload.writeDoubleLE(now(), 0);
        const header = new RtpHeader({ payloadType, sequenceNumber: seq, timestamp: ts, marker: true });
        seq = (seq + 1) & 0xffff;
        ts = (ts + Math.round(clock / pps)) >>> 0;
        void transceiver.sender.sendRtp(new RtpPacket(header, payload)).catch(() => {});
        sent += 1;
        due += 1000 / pps;
      }
    }, 5);
    return () => clearInterval(tick);
  };
  const stops = [stream(video, VIDEO_PPS, VIDEO_PAYLOAD, 96, 90000), stream(audio, AUDIO_PPS, AUDIO_PAYLOAD, 111, 48000)];
  return { stop: () => stops.forEach((stop) => stop()), sent: () => sent };
}

// --- the viewers ---------------------------------------------------------------------------------------------------
type TViewer = { pc: RTCPeerConnection; received: number; latencies: number[]; measuring: boolean };
async function startViewer(key: string): Promise<TViewer | null> {
  const viewer: TViewer = { pc: peer(), received: 0, latencies: [], measuring: false };
  viewer.pc.onTrack.subscribe((track) => {
    track.onReceiveRtp.subscribe((rtp) => {
      if (!viewer.measuring || rtp.payload.length < 8) return;
      viewer.received += 1;
      viewer.latencies.push(now() - rtp.payload.readDoubleLE(0));
    });
  });
  const offer = await sfu<string>("subscribe", { viewerKey: key });
  await viewer.pc.setRemoteDescription({ type: "offer", sdp: offer });
  await viewer.pc.setLocalDescription(await viewer.pc.createAnswer());
  await gathered(viewer.pc);
  await sfu("answer", { viewerKey: key, sdp: viewer.pc.localDescription!.sdp });
  return (await connected(viewer.pc)) ? viewer : null;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);

async function main(): Promise<void> {
  await ready;
  await sfu("create");
  const idle = await sfu<{ cpu: NodeJS.CpuUsage; rss: number }>("cpu");
  console.log(`live bench: ${VIEWERS} viewers, ${KBPS} kbps video (${VIDEO_PPS} packets/s) + audio (${AUDIO_PPS} packets/s), ${SECONDS} s window; SFU pid ${child.pid}${values.pin !== undefined ? ` pinned to core ${values.pin}` : ""}; load ${load()}`);
  // The viewers join first, the producer last: on a loaded machine joining takes long, and a producer idling through
  // it must not be what is measured.
  const viewers: TViewer[] = [];
  const batch = Number(values.batch);
  const joinStart = now();
  for (let i = 0; i < VIEWERS; i += batch) {
    const joined = await Promise.all(Array.from({ length: Math.min(batch, VIEWERS - i) }, (_, j) => startViewer(`viewer-${i + j}`).catch(() => null)));
    for (const viewer of joined) if (viewer) viewers.push(viewer);
  }
  console.log(`connected ${viewers.length}/${VIEWERS} viewers in ${((now() - joinStart) / 1000).toFixed(1)} s`);
  const producer = await startProducer();
  await new Promise((resolve) => setTimeout(resolve, 2000));

  const before = await sfu<{ cpu: NodeJS.CpuUsage }>("cpu");
  const clientBefore = process.cpuUsage();
  const sentBefore = producer.sent();
  const t0 = now();
  for (const viewer of viewers) viewer.measuring = true;
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  for (const viewer of viewers) viewer.measuring = false;
  const elapsed = (now() - t0) / 1000;
  const after = await sfu<{ cpu: NodeJS.CpuUsage; rss: number; stats: { forwardedPackets: number } }>("cpu");
  const sent = producer.sent() - sentBefore;
  const clientCpu = process.cpuUsage(clientBefore);
  producer.stop();

  const cpuSeconds = (after.cpu.user - before.cpu.user + after.cpu.system - before.cpu.system) / 1e6;
  const cpuShare = cpuSeconds / elapsed;
  const held = viewers.filter((viewer) => viewer.received >= sent * 0.95).length;
  const all = viewers.flatMap((viewer) => viewer.latencies).sort((a, b) => a - b);
  const received = viewers.reduce((sum, viewer) => sum + viewer.received, 0);
  console.log(`packets: sent ${sent} by the producer, delivered ${received} of ${sent * viewers.length} (${((100 * received) / Math.max(1, sent * viewers.length)).toFixed(1)} %)`);
  console.log(`viewers held: ${held}/${VIEWERS} (≥ 95 % of the packets)`);
  console.log(`delivery latency: p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms, max ${percentile(all, 100).toFixed(1)} ms`);
  console.log(
    `SFU CPU: ${(cpuShare * 100).toFixed(1)} % of one core in all, ${((cpuShare * 100) / Math.max(1, viewers.length)).toFixed(3)} % per viewer, ` +
      `${((cpuSeconds * 1e6) / Math.max(1, received)).toFixed(1)} µs per delivered packet; ` +
      `memory ${(idle.rss / 2 ** 20).toFixed(0)} MB idle → ${(after.rss / 2 ** 20).toFixed(0)} MB (${((after.rss - idle.rss) / 2 ** 20 / Math.max(1, viewers.length)).toFixed(2)} MB per viewer)`,
  );
  const perPacketUs = (cpuSeconds * 1e6) / Math.max(1, received);
  console.log(
    `clients (producer + ${viewers.length} werift viewers, one process): ${(((clientCpu.user + clientCpu.system) / 1e6 / elapsed) * 100).toFixed(1)} % of one core; ` +
      `capacity estimate from the SFU's cost per delivered packet: ${Math.floor(1e6 / (perPacketUs * (VIDEO_PPS + AUDIO_PPS)))} viewers per core at this bitrate`,
  );
  console.log(`load average after: ${load()}`);
  await Promise.all(viewers.map((viewer) => viewer.pc.close().catch(() => {})));
  await sfu("close").catch(() => {});
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  child.kill();
  process.exit(1);
});
