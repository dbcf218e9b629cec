// The invisible switch's one contract, loaded with import() (invisible-toggle.tsx): through this module the
// switch's chunk holds that contract and what it checks with, not the whole contracts index, and the root's list
// of the chunk's dependencies (on every page) stays short.
export { invisibleContract } from "@samtrot/api-client/contracts";
