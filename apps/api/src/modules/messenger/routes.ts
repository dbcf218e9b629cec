import type { Hono } from "hono";
import {
  conversationContract,
  deleteMessageContract,
  deleteThreadContract,
  hideMessageContract,
  messengerMediaContract,
  messengerSettingsContract,
  messengerTargetContract,
  messengerUnreadContract,
  messengerUploadTokenContract,
  sendMessageContract,
  threadActionContract,
  threadListContract,
  unlockContactContract,
  updateMessengerSettingsContract,
} from "@samtrot/api-client/contracts";
import { requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { rulesFromEnv } from "./contact-check.js";
import { publishEvents } from "../realtime/index.js";
import { registerTypingHandler } from "./typing.js";
import { listConversation, listThreads, messengerTarget } from "./read-threads.js";
import { sendMessage } from "./send-message.js";
import { deleteMessage, deleteThread, hideMessage, threadAction } from "./thread-actions.js";
import { unlockContact } from "./unlock-contact.js";
import { messengerSettings, updateMessengerSettings } from "./messenger-settings.js";
import { serveMessageImage } from "./message-images.js";
import { createUploadToken } from "../media/create-upload-token.js";
import { createFileMediaStorage, mediaDirOf } from "../media/media-storage.js";
import { unreadTotals } from "./thread-view.js";

/**
 * The messenger endpoints (contracts: packages/api-client/src/contracts/messenger.ts). Handlers are thin: the
 * caller, the use case, and the events it produced handed to the realtime module.
 */
export function registerMessengerRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { database, env } = deps;
  const publish = publishEvents;
  const storage = createFileMediaStorage(mediaDirOf(env));
  registerTypingHandler(database);
  const rules = rulesFromEnv(env);

  route(app, threadListContract, async ({ c, query }) => listThreads(database, { userId: (await requireUser(c)).userId, pageNo: query.page_no, filter: query.filter }));
  route(app, conversationContract, async ({ c, params, query }) =>
    listConversation(database, { userId: (await requireUser(c)).userId, threadId: Number(params.threadId), beforeId: query.before_id }),
  );
  route(app, messengerTargetContract, async ({ c, params }) => messengerTarget(database, { userId: (await requireUser(c)).userId, username: params.username!, rules }));
  route(app, messengerUnreadContract, async ({ c }) => unreadTotals(database, (await requireUser(c)).userId));
  route(
    app,
    sendMessageContract,
    async ({ c, body }) => {
      const { result, events } = await sendMessage(database, { senderId: (await requireUser(c)).userId, body, rules });
      publish(events);
      return result;
    },
    { status: 201 },
  );
  route(
    app,
    unlockContactContract,
    async ({ c, body }) => unlockContact(database, { userId: (await requireUser(c)).userId, targetId: body.target_id, requestKey: body.request_key, rules }),
    { status: 201 },
  );
  route(app, threadActionContract, async ({ c, params, body }) => {
    const { thread, events } = await threadAction(database, { userId: (await requireUser(c)).userId, threadId: Number(params.threadId), action: body.action });
    publish(events);
    return thread;
  });
  route(app, deleteThreadContract, async ({ c, params }) => deleteThread(database, { userId: (await requireUser(c)).userId, threadId: Number(params.threadId) }));
  route(app, deleteMessageContract, async ({ c, params }) => {
    const { message, events } = await deleteMessage(database, { userId: (await requireUser(c)).userId, messageId: Number(params.messageId) });
    publish(events);
    return message;
  });
  route(app, hideMessageContract, async ({ c, params }) => hideMessage(database, { userId: (await requireUser(c)).userId, messageId: Number(params.messageId) }));
  route(app, messengerSettingsContract, async ({ c }) => messengerSettings(database, (await requireUser(c)).userId));
  route(app, updateMessengerSettingsContract, async ({ c, body }) => updateMessengerSettings(database, (await requireUser(c)).userId, body));
  route(app, messengerUploadTokenContract, async ({ c }) => createUploadToken(database, { userId: (await requireUser(c)).userId, purpose: "messenger" }));
  route(app, messengerMediaContract, async ({ c, params }) =>
    serveMessageImage({ database, storage }, { viewerId: (await requireUser(c)).userId, mediaId: Number(params.mediaId), size: params.size as "thumb" | "full" }),
  );
}
