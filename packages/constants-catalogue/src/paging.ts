/** Page sizes. spec 001 §9 (landing pages also spec 000 §9) */
export const PAGE_SIZE = {
  default: 10,
  search: 24,
  messengerConversation: 30,
  messengerThreads: 20,
  notifications: 20,
  mediaGallery: 33,
  eventsTile: 12,
  eventsList: 10,
  eventAttendees: 20,
  blogList: 10,
  blogTile: 10,
  blogComments: 20,
  favoritesTile: 12,
  visitorsTile: 12,
  landingPage: 12,
} as const;
export type TPageSizeKey = keyof typeof PAGE_SIZE;
