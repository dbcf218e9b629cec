/**
 * "Is a member" means a membership running NOW (spec 001 §6: a membership that ends takes its benefits away
 * at once): flagged and not past member_until. The expiry job flips is_member at member_until; every read
 * that decides a benefit also compares with now(), so there is no window between the two. An end of null is
 * open-ended (granted without a term); paid memberships always carry one.
 */
export function runningMembershipSql(alias: string): string {
  return `(${alias}.is_member and (${alias}.member_until is null or ${alias}.member_until > now()))`;
}
