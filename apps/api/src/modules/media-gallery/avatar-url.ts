/**
 * The avatar URL of a profile everywhere (tiles, lists): the generated avatar's path. The avatar route answers
 * with a redirect to the profile photo when an accepted public photo is set (media/routes.ts).
 */
export function avatarUrlOf(userId: number): string {
  return `/api/v2/media/avatar/${userId}.svg`;
}
