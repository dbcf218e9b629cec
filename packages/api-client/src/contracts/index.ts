export * from "./define-contract.js";
export * from "./system.js";
export * from "./search.js";
export * from "./seo.js";
export * from "./media.js";
export * from "./tracking.js";
export * from "./accounts.js";
export * from "./registration.js";
export * from "./federated.js";
export * from "./mail.js";
export * from "./profiles.js";
export * from "./gallery.js";
export * from "./favorites.js";
export * from "./privacy.js";
export * from "./website.js";
export * from "./settings.js";
export * from "./age-check.js";
export * from "./identity.js";
export * from "./payments.js";
export * from "./bundles.js";
export * from "./ledger.js";
export * from "./payouts.js";
export * from "./rise-up.js";
export * from "./gifts.js";
export * from "./rewards.js";
export * from "./invoices.js";
export * from "./realtime.js";
export * from "./notifications.js";
export * from "./messenger.js";
export * from "./dating.js";
export * from "./date-reviews.js";
export * from "./reports.js";
export * from "./moderation.js";
export * from "./events.js";
export * from "./date-safety.js";
export * from "./blogs.js";
export * from "./newsfeed.js";
export * from "./live.js";
export * from "./chatrooms.js";
export * from "./forum.js";
export * from "./support.js";
export * from "./dashboard.js";
export * from "./ads.js";

import { liveContracts } from "./live.js";
import { dashboardContracts } from "./dashboard.js";
import { adsContracts } from "./ads.js";
import { healthContract } from "./system.js";
import { getSearchFiltersContract, saveSearchFiltersContract, searchUsersContract } from "./search.js";
import { landingPageContract } from "./seo.js";
import { avatarContract } from "./media.js";
import { devTrackingEventsContract, trackingContract } from "./tracking.js";
import {
  captchaChallengeContract,
  changeEmailContract,
  forgotPasswordContract,
  invisibleContract,
  logoutContract,
  oauthTokenContract,
  resendVerificationEmailContract,
  resetPasswordContract,
  userInfoContract,
  verifyEmailContract,
} from "./accounts.js";
import {
  completeSignUpContract,
  mediaFileContract,
  registerAppearanceContract,
  registerAvailabilityContract,
  registerBusinessContract,
  registerBusinessDescriptionContract,
  registerBusinessEmailContract,
  registerBusinessEscortsContract,
  registerBusinessPhotoContract,
  registerBusinessScheduleContract,
  registerBusinessServicesContract,
  registerPhotoContract,
  registerProfileContract,
  registerServicesContract,
  registerUserContract,
  registrationConfigsContract,
  registrationProgressContract,
  uploadMediaContract,
  uploadTokenContract,
} from "./registration.js";
import { googleAuthorizeContract } from "./federated.js";
import { devMailboxContract } from "./mail.js";
import { profileContract } from "./profiles.js";
import {
  addGalleryItemContract,
  deleteGalleryItemContract,
  galleryListContract,
  galleryUploadTokenContract,
  grantGalleryUnlockContract,
  mediaDisplayContract,
  mediaReviewQueueContract,
  revokeGalleryUnlockContract,
  reviewMediaContract,
  setGalleryAvatarContract,
  setGalleryVisibilityContract,
  watermarkCheckContract,
} from "./gallery.js";
import {
  addFavoriteContract,
  blockUserContract,
  blocksContract,
  favoriteVisitorsContract,
  favoritesContract,
  removeFavoriteContract,
  unblockUserContract,
  visitorsContract,
} from "./favorites.js";
import { consentsContract, dataExportContract, downloadDataExportContract, requestDataExportContract, updateConsentContract } from "./privacy.js";
import { settingsContracts } from "./settings.js";
import { ageCheckDocumentContract, ageCheckReviewQueueContract, reviewAgeCheckContract } from "./age-check.js";
import { paymentContracts } from "./payments.js";
import { bundleContracts } from "./bundles.js";
import { ledgerContracts } from "./ledger.js";
import { devMoneySetupContract, payoutOverviewContract, requestPayoutContract } from "./payouts.js";
import { riseUpContract, riseUpStatusContract } from "./rise-up.js";
import { giftContracts } from "./gifts.js";
import { claimRewardContract, tokenRewardsContract } from "./rewards.js";
import { invoiceContracts } from "./invoices.js";
import { realtimeContracts } from "./realtime.js";
import { notificationContracts } from "./notifications.js";
import { messengerContracts } from "./messenger.js";
import { datingContracts } from "./dating.js";
import { dateReviewContracts } from "./date-reviews.js";
import { reportContracts } from "./reports.js";
import { moderationContracts } from "./moderation.js";
import { eventContracts } from "./events.js";
import { dateSafetyContracts } from "./date-safety.js";
import { blogContracts } from "./blogs.js";
import { newsfeedContracts } from "./newsfeed.js";
import { chatRoomContracts } from "./chatrooms.js";
import { forumContracts } from "./forum.js";
import { supportContracts } from "./support.js";
import { identityContracts } from "./identity.js";

/** Every contract, for the OpenAPI document and for completeness checks in tests. */
export const allContracts = [
  healthContract,
  searchUsersContract,
  getSearchFiltersContract,
  saveSearchFiltersContract,
  landingPageContract,
  avatarContract,
  trackingContract,
  devTrackingEventsContract,
  oauthTokenContract,
  logoutContract,
  userInfoContract,
  invisibleContract,
  forgotPasswordContract,
  resetPasswordContract,
  verifyEmailContract,
  resendVerificationEmailContract,
  changeEmailContract,
  captchaChallengeContract,
  registrationConfigsContract,
  registerUserContract,
  completeSignUpContract,
  registerPhotoContract,
  registerProfileContract,
  registerAppearanceContract,
  registerServicesContract,
  registerAvailabilityContract,
  registrationProgressContract,
  registerBusinessContract,
  registerBusinessServicesContract,
  registerBusinessScheduleContract,
  registerBusinessDescriptionContract,
  registerBusinessPhotoContract,
  registerBusinessEscortsContract,
  registerBusinessEmailContract,
  uploadTokenContract,
  uploadMediaContract,
  mediaFileContract,
  googleAuthorizeContract,
  devMailboxContract,
  profileContract,
  galleryListContract,
  galleryUploadTokenContract,
  addGalleryItemContract,
  setGalleryVisibilityContract,
  deleteGalleryItemContract,
  setGalleryAvatarContract,
  grantGalleryUnlockContract,
  revokeGalleryUnlockContract,
  watermarkCheckContract,
  mediaDisplayContract,
  mediaReviewQueueContract,
  reviewMediaContract,
  addFavoriteContract,
  removeFavoriteContract,
  favoritesContract,
  visitorsContract,
  favoriteVisitorsContract,
  blockUserContract,
  unblockUserContract,
  blocksContract,
  requestDataExportContract,
  consentsContract,
  updateConsentContract,
  dataExportContract,
  downloadDataExportContract,
  ...settingsContracts,
  ageCheckReviewQueueContract,
  ageCheckDocumentContract,
  reviewAgeCheckContract,
  ...identityContracts,
  ...paymentContracts,
  ...bundleContracts,
  ...ledgerContracts,
  payoutOverviewContract,
  requestPayoutContract,
  devMoneySetupContract,
  riseUpStatusContract,
  riseUpContract,
  tokenRewardsContract,
  claimRewardContract,
  ...invoiceContracts,
  ...realtimeContracts,
  ...notificationContracts,
  ...messengerContracts,
  ...datingContracts,
  ...dateReviewContracts,
  ...reportContracts,
  ...moderationContracts,
  ...eventContracts,
  ...dateSafetyContracts,
  ...blogContracts,
  ...newsfeedContracts,
  ...liveContracts,
  ...chatRoomContracts,
  ...forumContracts,
  ...supportContracts,
  ...giftContracts,
  ...dashboardContracts,
  ...adsContracts,
] as const;
