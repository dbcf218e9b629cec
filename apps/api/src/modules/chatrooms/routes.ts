import type { Hono } from "hono";
import { chatHistoryContract, chatRoomContract, chatRoomListContract, muteChatUserContract, removeChatMessageContract, sendChatMessageContract } from "@samtrot/api-client/contracts";
import { requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { requireModerator } from "../moderation/require-moderator.js";
import { publishEphemeral } from "../realtime/index.js";
import { publishChatMessage, publishChatRemoval, registerChatPresenceHandlers } from "./chat-live.js";
import { muteChatUser, removeChatMessage } from "./moderate-chat.js";
import { listChatRooms, readChatHistory, readChatRoom } from "./read-chat-rooms.js";
import { sendChatMessage } from "./send-chat-message.js";

/**
 * Topic chat rooms (contracts: packages/api-client/src/contracts/chatrooms.ts; decision 035). Every endpoint needs a
 * signed-in user (the contracts' auth "user": 401 before any input is read); the moderation ones a team user.
 * What a use case stored is published after its commit; a failed publish never fails the request.
 */
export function registerChatRoomRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const use = { database: deps.database, clock: deps.clock };
  const log = deps.logger;
  registerChatPresenceHandlers({ ...use, logger: log });
  const afterCommit = (work: Promise<void>) => work.catch((error) => log.warn({ err: error }, "chatrooms: live delivery failed"));

  route(app, chatRoomListContract, async () => listChatRooms(use));
  route(app, chatRoomContract, async ({ c, params }) => readChatRoom(use, { userId: (await requireUser(c)).userId, slug: params.slug! }));
  route(app, chatHistoryContract, async ({ c, params, query }) =>
    readChatHistory(use, { userId: (await requireUser(c)).userId, slug: params.slug!, beforeId: query.before_id, afterId: query.after_id }),
  );
  route(
    app,
    sendChatMessageContract,
    async ({ c, params, body }) => {
      const sent = await sendChatMessage(use, { userId: (await requireUser(c)).userId, slug: params.slug!, text: body.text });
      await afterCommit(publishChatMessage(deps.database, sent.message, deps.clock.now()));
      return sent;
    },
    { status: 201 },
  );
  route(app, removeChatMessageContract, async ({ c, params }) => {
    const { userId } = await requireModerator(c, deps.database);
    const removed = await removeChatMessage(use, { moderatorId: userId, messageId: Number(params.messageId) });
    await afterCommit(publishChatRemoval(deps.database, removed, deps.clock.now()));
    return removed;
  });
  route(app, muteChatUserContract, async ({ c, params, body }) => {
    const { userId } = await requireModerator(c, deps.database);
    const mute = await muteChatUser(use, { moderatorId: userId, slug: params.slug!, userId: body.user_id, minutes: body.minutes });
    publishEphemeral({ userId: mute.user_id, type: "chatroom.muted", payload: mute });
    return mute;
  });
}
