import { z } from "zod";
import { defineContract } from "./define-contract.js";

export const ZAvatarParams = z.object({ file: z.string().regex(/^\d{1,12}\.svg$/, "validation.media.avatar_file_invalid") });

export const avatarContract = defineContract({
  id: "avatar",
  method: "GET",
  path: "/api/v2/media/avatar/:file",
  summary: "The generated avatar of a profile (drawn shapes and initials, SVG)",
  tags: ["media"],
  auth: "public",
  params: ZAvatarParams,
  responseContentType: "image/svg+xml",
});
