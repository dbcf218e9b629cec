import { execFile } from "node:child_process";
import { readFile, rm, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Database } from "@samtrot/db";
import type { TEnv } from "../../env.js";
import type { TJob, TJobHandler } from "../jobs/job-runner.js";
import { recordingDirOf } from "./recordings.js";

const run = promisify(execFile);

/** The ffmpeg binary shipped inside the npm package @ffmpeg-installer/ffmpeg (GPL static build with vpx/opus/x264). */
export function ffmpegPath(): string {
  return (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;
}

/** HLS segments of this many seconds (watch_recording plays them with hls.js). */
const SEGMENT_SECONDS = 4;

/**
 * The durable job after a room ended: the SFU's WebM (VP8/Opus) → HLS (H.264/AAC in MPEG-TS segments, played with
 * hls.js) and MP4 (the download). The duration is the playlist's. A recording without media (the producer never
 * sent any) or one ffmpeg cannot read ends as failed; the WebM is deleted once converted.
 */
export function createRecordingProcessHandler(deps: { database: Database; env: TEnv }): TJobHandler {
  const { database, env } = deps;
  const fail = async (recordingId: number) => database.query(`UPDATE live_recordings SET status = 'failed' WHERE id = $1 AND status = 'processing'`, [recordingId]);
  return {
    async run(job: TJob) {
      const recordingId = Number(job.payload.recording_id);
      const [row] = await database.query<{ storage_key: string }>(`SELECT storage_key FROM live_recordings WHERE id = $1 AND status = 'processing'`, [recordingId]);
      if (!row) return; // deleted meanwhile, or done
      const dir = recordingDirOf(env, row.storage_key);
      const source = join(dir, "source.webm");
      const size = await stat(source).then((s) => s.size, () => 0);
      if (size < 1024) {
        await fail(recordingId);
        return;
      }
      const ffmpeg = ffmpegPath();
      // One encode (the MP4 download), then the HLS segments cut from it without encoding again: half the CPU of
      // encoding twice. -nostdin: ffmpeg never waits for keyboard commands on the pipe execFile gives it.
      // -r 30: the SFU's WebM has millisecond timestamps and no frame rate, which ffmpeg takes for 1000 frames a
      // second — it then encoded every millisecond (45 s of video: 45,000 frames, minutes of CPU, 1.8 Mbit/s of
      // duplicates). 30 a second with a key frame every 4 s (-g 120) makes the HLS segments 4 s long.
      const mp4 = join(dir, "recording.mp4");
      const encode = ["-hide_banner", "-nostdin", "-loglevel", "error", "-y", "-i", source, "-max_muxing_queue_size", "4096",
        "-c:v", "libx264", "-preset", "veryfast", "-r", "30", "-g", String(30 * SEGMENT_SECONDS), "-pix_fmt", "yuv420p", "-c:a", "aac", "-b:a", "96k"];
      await run(ffmpeg, [...encode, "-movflags", "+faststart", mp4], { timeout: 15 * 60_000 });
      const segment = ["-hide_banner", "-nostdin", "-loglevel", "error", "-y", "-i", mp4, "-c", "copy", "-f", "hls", "-hls_time", String(SEGMENT_SECONDS), "-hls_playlist_type", "vod"];
      await run(ffmpeg, [...segment, "-hls_segment_filename", join(dir, "seg_%03d.ts"), join(dir, "index.m3u8")], { timeout: 15 * 60_000 });
      const playlist = await readFile(join(dir, "index.m3u8"), "utf8");
      const duration = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
      await database.query(`UPDATE live_recordings SET status = 'ready', ready_at = now(), duration_seconds = $2 WHERE id = $1 AND status = 'processing'`, [recordingId, Math.round(duration)]);
      await rm(source, { force: true });
    },
    async giveUp(job: TJob) {
      await fail(Number(job.payload.recording_id));
    },
  };
}
