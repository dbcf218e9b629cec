/** Outline icons of the header's account items: shown instead of their words on phones (the words stay their accessible names). */
const SHAPES = {
  messages: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 7 8.5 6 8.5-6" />
    </>
  ),
  account: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  sign_out: (
    <>
      <path d="M9 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h3" />
      <path d="m15 16 4-4-4-4" />
      <path d="M19 12H9" />
    </>
  ),
  invisible: (
    <>
      <path d="M3 3l18 18" />
      <path d="M10.6 6.1A9.6 9.6 0 0 1 12 6c5 0 9 6 9 6a16 16 0 0 1-2.7 3.3" />
      <path d="M6.4 7.7C4.3 9.2 3 12 3 12s4 6 9 6c1.4 0 2.7-.3 3.8-.9" />
    </>
  ),
} as const;

export function HeaderIcon({ name }: { name: keyof typeof SHAPES }) {
  return (
    <svg
      className="wr-account__icon"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {SHAPES[name]}
    </svg>
  );
}
