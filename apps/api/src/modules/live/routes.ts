import type { Hono } from "hono";
import {
  endLiveRoomContract,
  joinLiveRoomContract,
  liveChatContract,
  liveKickContract,
  liveRoomContract,
  liveRoomsContract,
  liveStateContract,
  liveTipContract,
  myLiveRoomContract,
  myRecordingsContract,
  liveRecordingContract,
  publishRecordingContract,
  deleteRecordingContract,
  recordingFileContract,
  unlockRecordingContract,
  recordingCommentsContract,
  addRecordingCommentContract,
  deleteRecordingCommentContract,
  startLiveRoomContract,
} from "@samtrot/api-client/contracts";
import { optionalUser, requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import { AppError } from "../../http/errors.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { kickViewer } from "./kick-viewer.js";
import { LiveRuntime, ROOM_NOT_LIVE } from "./live-runtime.js";
import { listRooms, readMyRoom, readOneRoom, readState } from "./read-rooms.js";
import { readRoom, requireParticipant, requireProducer, roomView } from "./rooms.js";
import { deleteRecording, listMyRecordings, publishRecording, readRecordingFor, recordingFile } from "./recordings.js";
import { addRecordingComment, deleteRecordingComment, listRecordingComments } from "./recording-comments.js";
import { sendChat } from "./send-chat.js";
import { unlockRecording } from "./unlock-recording.js";
import { sendTip } from "./send-tip.js";
import { startRoom } from "./start-room.js";

const runtimes = new WeakMap<Hono<TAppEnv>, LiveRuntime>();

/** The live runtime of an app made by createApp (startServer closes it on shutdown). */
export function liveRuntimeOf(app: Hono<TAppEnv>): LiveRuntime | undefined {
  return runtimes.get(app);
}

/** The live endpoints (contracts: packages/api-client/src/contracts/live.ts); the media and SDP: live-runtime.ts. */
export function registerLiveRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const use = { database: deps.database, env: deps.env, logger: deps.logger, clock: deps.clock };
  const runtime = new LiveRuntime(use);
  runtimes.set(app, runtime);
  const me = async (c: Parameters<typeof requireUser>[0]) => (await requireUser(c)).userId;
  const viewerOf = async (c: Parameters<typeof optionalUser>[0]) => (await optionalUser(c))?.userId ?? null;
  const roomIdOf = (params: { roomId?: unknown }) => Number(params.roomId);

  route(app, liveRoomsContract, async ({ c, query }) => listRooms(use, await viewerOf(c), query));
  route(app, startLiveRoomContract, async ({ c, body }) => startRoom(use, await me(c), body), { status: 201 });
  route(app, myLiveRoomContract, async ({ c }) => readMyRoom(use, await me(c)));
  route(app, liveRoomContract, async ({ c, params }) => readOneRoom(use, await viewerOf(c), roomIdOf(params)));
  route(app, joinLiveRoomContract, async ({ c, params }) => {
    const userId = await me(c);
    const { row, access } = await requireParticipant(use.database, roomIdOf(params), userId, use.clock.now());
    if (access !== "producer" && row.status !== "live") throw new AppError(409, ROOM_NOT_LIVE);
    return roomView(row, access, use.clock.now());
  });
  route(app, liveStateContract, async ({ c, params, query }) => readState(use, await me(c), roomIdOf(params), query.after));
  route(app, liveChatContract, async ({ c, params, body }) => sendChat(use, runtime, await me(c), roomIdOf(params), body.text), { status: 201 });
  route(app, liveTipContract, async ({ c, params, body }) => sendTip(use, runtime, await me(c), roomIdOf(params), body), { status: 201 });
  route(app, liveKickContract, async ({ c, params, body }) => kickViewer(use, runtime, await me(c), roomIdOf(params), body.user_id));
  // Recordings ("mine" before ":recordingId").
  const recordingIdOf = (params: { recordingId?: unknown }) => Number(params.recordingId);
  route(app, myRecordingsContract, async ({ c }) => listMyRecordings(use.database, await me(c)));
  route(app, liveRecordingContract, async ({ c, params }) => readRecordingFor(use.database, recordingIdOf(params), await viewerOf(c)));
  route(app, publishRecordingContract, async ({ c, params, body }) => publishRecording(use.database, await me(c), recordingIdOf(params), body));
  route(app, deleteRecordingContract, async ({ c, params }) => deleteRecording(use.database, use.env, await me(c), recordingIdOf(params)));
  route(app, unlockRecordingContract, async ({ c, params }) => unlockRecording(use.database, { userId: await me(c), recordingId: recordingIdOf(params) }));
  route(app, recordingCommentsContract, async ({ c, params, query }) =>
    listRecordingComments(use.database, { userId: await viewerOf(c), recordingId: recordingIdOf(params), pageNo: query.page_no }),
  );
  route(app, addRecordingCommentContract, async ({ c, params, body }) => addRecordingComment(use, { userId: await me(c), recordingId: recordingIdOf(params), text: body.text }), {
    status: 201,
  });
  route(app, deleteRecordingCommentContract, async ({ c, params }) =>
    deleteRecordingComment(use.database, { userId: await me(c), recordingId: recordingIdOf(params), commentId: Number(params.commentId) }),
  );
  route(app, recordingFileContract, async ({ c, params }) => {
    const file = await recordingFile(use.database, use.env, recordingIdOf(params), await viewerOf(c), String(params.file));
    return new Response(new Uint8Array(file.body), { headers: { "content-type": file.type, "cache-control": "private, no-store" } });
  });
  route(app, endLiveRoomContract, async ({ c, params }) => {
    const userId = await me(c);
    const roomId = roomIdOf(params);
    await requireProducer(use.database, roomId, userId);
    await runtime.endRoom(roomId, "producer");
    return roomView(await readRoom(use.database, roomId), "producer", use.clock.now());
  });
}
