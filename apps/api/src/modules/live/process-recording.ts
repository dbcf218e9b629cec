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
      const common = ["-hide_banner", "-loglevel", "error", "-y", "-i", source, "-max_muxing_queue_size", "4096", "-c:v", "libx264", "-preset", "veryfast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-b:a", "96k"];
      await run(ffmpeg, [...common, "-f", "hls", "-hls_time", String(SEGMENT_SECONDS), "-hls_playlist_type", "vod", "-hls_segment_filename", join(dir, "seg_%03d.ts"), join(dir, "index.m3u8")], { timeout: 15 * 60_000 });
      await run(ffmpeg, [...common, "-movflags", "+faststart", join(dir, "recording.mp4")], { timeout: 15 * 60_000 });
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
