/**
 * A profile others may open (p/{username}, its media, favourites): not deleted, paused or banned, registration
 * completed, a client, escort or business. Unlike the search listing, the search-visibility setting does not
 * hide the profile page itself (it only leaves search). `u` is the users alias.
 */
export function profileAvailableSql(u = "u"): string {
  return `(${u}.deleted_at is null and not ${u}.is_paused and not ${u}.is_banned and ${u}.register_completed_step = 10 and ${u}.user_type in (1, 2, 3))`;
}
