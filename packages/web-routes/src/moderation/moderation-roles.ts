import { USER_TYPE } from "@samtrot/constants-catalogue";

/** Team (10) and backend (9) users: who may open moderation pages (the api decides again on every call). */
export function isModeratorUser(user: { profile: { userType: number } }): boolean {
  const type = user.profile.userType;
  return type === USER_TYPE.team || type === USER_TYPE.backend;
}
