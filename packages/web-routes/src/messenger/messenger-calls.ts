// The messenger page's calls to the api (contracts of @samtrot/api-client, issue 12) and the mapping of their
// camelCased answers to the page's view types. One file, so a contract change touches the page in one place.
import type { TApiClient, TCamelCased, TFailure } from "@samtrot/api-client";
import {
  conversationContract,
  deleteMessageContract,
  hideMessageContract,
  messengerTargetContract,
  messengerUploadTokenContract,
  sendMessageContract,
  threadActionContract,
  threadListContract,
  unlockContactContract,
  type TContactDecision,
  type TMessage,
  type TThread,
} from "@samtrot/api-client/contracts";
import { PAGE_SIZE, type TThreadStatus } from "@samtrot/constants-catalogue";
import type { TLimiterState } from "./first-contact-limiter";
import type { TConversation, TMessageView, TThreadView } from "./messenger-state";

type TMessageData = TCamelCased<TMessage>;
type TThreadData = TCamelCased<TThread>;
type TDecisionData = TCamelCased<TContactDecision>;

export function threadView(thread: TThreadData): TThreadView {
  const last = thread.lastMessage;
  return {
    id: thread.id,
    partner: {
      id: thread.partner.id,
      username: thread.partner.username,
      displayName: thread.partner.displayName ?? thread.partner.username,
      avatarUrl: thread.partner.avatarUrl,
      userType: thread.partner.userType,
    },
    lastText: last && !last.isDeleted ? last.preview : null,
    lastImages: last && !last.isDeleted ? last.imageCount : 0,
    lastFromMe: last ? last.senderId !== thread.partner.id : false,
    lastAt: thread.lastMessageAt ?? last?.createdAt ?? null,
    unreadCount: thread.isMarkedUnread ? Math.max(thread.unreadCount, 1) : thread.unreadCount,
    status: thread.status,
  };
}

export function messageView(message: TMessageData): TMessageView {
  return {
    id: message.id,
    clientKey: message.clientKey ?? `m${message.id}`,
    threadId: message.threadId,
    senderId: message.senderId,
    text: message.text,
    images: message.images.map((image) => ({ id: image.mediaId, url: image.fullUrl, thumbUrl: image.thumbUrl })),
    createdAt: message.createdAt,
    read: message.isRead,
    state: "success",
    error: null,
  };
}

/** The limiter's state from a decision that refuses (null when the decision allows or offers no way through). */
export function limiterOf(decision: TDecisionData | undefined | null): TLimiterState | null {
  if (!decision || decision.allowed) return null;
  return { result: decision.result, wayThrough: decision.wayThrough, price: decision.price, error: decision.error };
}

export type TMessengerTarget = {
  id: number;
  username: string;
  displayName: string;
  avatarUrl: string | null;
  /** the partner's user type (the escort's view shows warnings about clients) */
  userType: number;
  /** the status before a thread exists (a first contact is "normal" unless a block applies) */
  status: TThreadStatus;
};

export type TMessengerPage = {
  viewer: { id: number; seesReadReceipts: boolean };
  threads: TThreadView[];
  threadsHasMore: boolean;
  target: TMessengerTarget | null;
  thread: TThreadView | null;
  conversation: TConversation | null;
  /** the refusal sending now would get (shown before the user types), null when writing is allowed */
  limiter: TLimiterState | null;
  balance: number | null;
};

function failWith(result: { status: unknown }): never {
  throw new Response(null, { status: typeof result.status === "number" && result.status >= 400 ? result.status : 502 });
}

/** The loader's part: the first page of threads and, with a username, that conversation. */
export async function loadMessengerPage(
  api: TApiClient,
  { viewer, targetUsername }: { viewer: { id: number; isMember: boolean }; targetUsername: string | null },
): Promise<TMessengerPage> {
  const [threads, target] = await Promise.all([
    api.call(threadListContract, { query: { page_no: 1 } }),
    targetUsername ? api.call(messengerTargetContract, { params: { username: targetUsername } }) : Promise.resolve(null),
  ]);
  if (!threads.ok) failWith(threads);
  if (target && !target.ok) failWith(target);
  const thread = target?.ok ? target.data.thread : null;
  const conversation = thread ? await api.call(conversationContract, { params: { threadId: thread.id }, query: {} }) : null;
  if (conversation && !conversation.ok) failWith(conversation);
  const partner = target?.ok ? target.data.partner : null;
  return {
    viewer: { id: viewer.id, seesReadReceipts: viewer.isMember },
    threads: threads.data.items.map(threadView),
    threadsHasMore: threads.data.pageNo * threads.data.pageSize < threads.data.total,
    target: partner
      ? { id: partner.id, username: partner.username, displayName: partner.displayName ?? partner.username, avatarUrl: partner.avatarUrl, userType: partner.userType, status: thread?.status ?? "normal" }
      : null,
    thread: thread ? threadView(thread) : null,
    conversation: conversation?.ok
      ? { messages: conversation.data.items.filter((message) => !message.isDeleted).map(messageView), hasOlder: conversation.data.hasMore, loadingOlder: false }
      : null,
    limiter: target?.ok ? limiterOf(target.data.contact) : null,
    balance: target?.ok ? target.data.dollarBalance : null,
  };
}

type TError = { ok: false; error: string };

function errorOf(result: TFailure): TError {
  return { ok: false, error: result.errors[0]?.title ?? "exception.common.something_wrong_happened" };
}

/** The meta of the first error of a refusal (camelCased body), where the api puts the check result. */
function refusalMeta(result: TFailure): Record<string, unknown> | null {
  const body = result.body as { errors?: Array<{ meta?: Record<string, unknown> }> } | undefined;
  const meta = body?.errors?.[0]?.meta;
  return meta && typeof meta === "object" ? meta : null;
}

export type TSendAnswer =
  | { ok: true; message: TMessageView; thread: TThreadView; balance: number | null; charge: { before: number; after: number } | null }
  | { ok: false; error: string; limiter: TLimiterState | null; balance: number | null };

/** The page's calls from the browser (through the same-origin proxy; the api decides everything). */
export function browserCalls(api: TApiClient) {
  return {
    async loadThreads(pageNo: number) {
      const result = await api.call(threadListContract, { query: { page_no: pageNo } });
      if (!result.ok) return errorOf(result);
      return { ok: true as const, threads: result.data.items.map(threadView), hasMore: result.data.pageNo * result.data.pageSize < result.data.total };
    },
    async loadMessages(threadId: number, beforeId?: number) {
      const result = await api.call(conversationContract, { params: { threadId }, query: beforeId ? { before_id: beforeId } : {} });
      if (!result.ok) return errorOf(result);
      return { ok: true as const, messages: result.data.items.filter((message) => !message.isDeleted).map(messageView), hasOlder: result.data.hasMore };
    },
    async uploadImage(file: File): Promise<{ ok: true; mediaId: number } | TError> {
      const token = await api.call(messengerUploadTokenContract);
      if (!token.ok) return errorOf(token);
      const result = await api.upload<{ media: { id: number } | null }>(token.data.uploadPath, file, { token: token.data.token, mimeType: file.type || undefined });
      if (!result.ok) return errorOf(result);
      if (!result.data.media) return { ok: false, error: "exception.common.something_wrong_happened" };
      return { ok: true, mediaId: result.data.media.id };
    },
    async send(input: { targetUserId: number; text: string; mediaIds: number[]; clientKey: string; boost: boolean }): Promise<TSendAnswer> {
      const result = await api.call(sendMessageContract, {
        body: { recipient_id: input.targetUserId, text: input.text, media_ids: input.mediaIds, client_key: input.clientKey, boost: input.boost },
      });
      if (result.ok) {
        return {
          ok: true,
          message: messageView(result.data.message),
          thread: threadView(result.data.thread),
          balance: result.data.charge?.balance.after ?? null,
          charge: result.data.charge ? result.data.charge.balance : null,
        };
      }
      const meta = refusalMeta(result);
      const limiter =
        meta && typeof meta.result === "number" && meta.wayThrough && typeof meta.price === "number"
          ? { result: meta.result, wayThrough: meta.wayThrough as TLimiterState["wayThrough"], price: meta.price, error: result.errors[0]?.title ?? null }
          : null;
      const balance = meta && typeof meta.balance === "number" ? meta.balance : null;
      return { ...errorOf(result), limiter, balance };
    },
    async unlock(targetId: number, requestKey: string) {
      const result = await api.call(unlockContactContract, { body: { target_id: targetId, request_key: requestKey } });
      if (!result.ok) return errorOf(result);
      return { ok: true as const, balance: result.data.balance, limiter: limiterOf(result.data.contact) };
    },
    async threadAction(threadId: number, action: "read" | "unread" | "hide" | "unhide" | "no_thanks") {
      const result = await api.call(threadActionContract, { params: { threadId }, body: { action } });
      if (!result.ok) return errorOf(result);
      return { ok: true as const, thread: threadView(result.data) };
    },
    async deleteMessage(messageId: number) {
      const result = await api.call(deleteMessageContract, { params: { messageId } });
      return result.ok ? { ok: true as const } : errorOf(result);
    },
    async hideMessage(messageId: number) {
      const result = await api.call(hideMessageContract, { params: { messageId } });
      return result.ok ? { ok: true as const } : errorOf(result);
    },
  };
}
export type TMessengerCalls = ReturnType<typeof browserCalls>;

/** Threads a page (spec 001 §9). */
export const THREADS_PAGE_SIZE = PAGE_SIZE.messengerThreads;
