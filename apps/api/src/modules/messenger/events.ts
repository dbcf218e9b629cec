/** A realtime event for one user, recorded in the transaction and published after commit (realtime module). */
export type TMessengerEvent = { userId: number; type: "message.new" | "message.read" | "message.deleted" | "thread.status"; payload: unknown };
