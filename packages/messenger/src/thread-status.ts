import { BLOCK_RELATION_THREAD_STATUS, THREAD_STATUS_PRECEDENCE, USER_TYPE, type TBlockRelation, type TThreadStatus } from "@samtrot/constants-catalogue";

/** What the api knows about a thread, from the viewer's side. */
export interface TThreadFacts {
  /** the partner's account */
  partner: { userType: number; isBanned: boolean; isPaused: boolean; isDeactivated: boolean; isDeleted: boolean };
  /** the viewer hid the thread (until a new message comes) */
  hiddenByViewer: boolean;
  blockRelation: TBlockRelation;
  /** the partner answered the viewer's first contact with "no thanks" */
  partnerSaidNoThanks: boolean;
  /** the viewer answered the partner's first contact with "no thanks" */
  viewerSaidNoThanks: boolean;
}

/** The block relation from the two directions of the blocks table (spec 001 §3). */
export function blockRelationOf(viewerBlocked: boolean, viewerBlockedBy: boolean): TBlockRelation {
  if (viewerBlocked && viewerBlockedBy) return "both";
  if (viewerBlocked) return "block";
  if (viewerBlockedBy) return "been_blocked";
  return "none";
}

/**
 * The one status a thread shows (spec 001 §4: banned, paused, deactivated, hidden, blocked by you, then by block
 * relation). The spec's precedence list does not place deleted, support staff and the two "no thanks"; our
 * order: a deleted account first (nothing else matters), support staff next (a fixed property of the partner),
 * then the spec's list and the block relation, then "no thanks" (a softer answer than a block).
 */
export function threadStatusOf(facts: TThreadFacts): TThreadStatus {
  if (facts.partner.isDeleted) return "deleted";
  if (facts.partner.userType === USER_TYPE.team || facts.partner.userType === USER_TYPE.backend) return "cannot_message_support_staff";
  const flags: Record<(typeof THREAD_STATUS_PRECEDENCE)[number], boolean> = {
    banned: facts.partner.isBanned,
    paused: facts.partner.isPaused,
    deactivated: facts.partner.isDeactivated,
    hidden: facts.hiddenByViewer,
    blocked_by_you: facts.blockRelation === "block" || facts.blockRelation === "both",
  };
  const first = THREAD_STATUS_PRECEDENCE.find((status) => flags[status]);
  if (first) return first;
  const byBlock = BLOCK_RELATION_THREAD_STATUS[facts.blockRelation];
  if (byBlock !== "normal") return byBlock;
  if (facts.partnerSaidNoThanks) return "no_thanks";
  if (facts.viewerSaidNoThanks) return "sent_no_thanks";
  return "normal";
}

/** Statuses in which the viewer may send a message ("hidden" is the viewer's own view: writing shows it again). */
export function canSendInStatus(status: TThreadStatus): boolean {
  return status === "normal" || status === "hidden" || status === "sent_no_thanks";
}
