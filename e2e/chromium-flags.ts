/** Debian Chromium's flags for every spec (playwright.config.ts). */
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/**
 * Live video (tests/live.spec.ts only): a fake camera and microphone without a permission prompt, WebRTC over
 * loopback, and host candidates as plain addresses (the api's SFU gets no mDNS names to resolve). STACK-NOTES "Live video".
 */
export const liveVideoFlags = [
  "--use-fake-ui-for-media-stream",
  "--use-fake-device-for-media-stream",
  "--allow-loopback-in-peer-connection",
  "--disable-features=WebRtcHideLocalIpsWithMdns",
];
