import { RTCPeerConnection } from "werift";

// werift peers that stand in for browsers on one machine (tests, bench/live): host candidates on loopback only,
// no outside STUN server.

export function loopbackPeer(): RTCPeerConnection {
  return new RTCPeerConnection({ iceServers: [], iceUseIpv6: false, iceAdditionalHostAddresses: ["127.0.0.1"], iceInterfaceAddresses: { udp4: "127.0.0.1" } });
}

/** No trickle ICE: a description is sent once every host candidate is in it. */
export async function gathered(pc: RTCPeerConnection, timeoutMs = 5000): Promise<void> {
  if (pc.iceGatheringState !== "complete") await pc.iceGatheringStateChange.watch((state) => state === "complete", timeoutMs).catch(() => {});
}
