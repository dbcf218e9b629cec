import type { ReactElement } from "react";

// The artwork of the gift catalogue (decision 040): our own flat drawings on a 48 × 48 grid, one per catalogue key.
// Fixed colours (a rose is red in both brands); an unknown key draws a wrapped present.

const ART: Record<string, ReactElement> = {
  rose: (
    <>
      <path d="M24 26c1 6 0 12-1 18" stroke="#2f7d32" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <path d="M23.5 36c-4-1-7-4-8-8 4 0 7 3 8 8z" fill="#43a047" />
      <path d="M24.5 33c3-1 6-3 7-7-4 0-6 3-7 7z" fill="#388e3c" />
      <path d="M14 14c0-5 5-9 10-9s10 4 10 9c0 7-5 12-10 12s-10-5-10-12z" fill="#c62828" />
      <path d="M18 12c2-3 4-4 6-4s4 1 6 4c-2 3-4 5-6 5s-4-2-6-5z" fill="#e53935" />
      <path d="M21 13c1-2 2-2 3-2s2 0 3 2c-1 2-2 3-3 3s-2-1-3-3z" fill="#8e1b1b" />
    </>
  ),
  chocolates: (
    <>
      <rect x="5" y="12" width="38" height="28" rx="4" fill="#6d4c41" />
      <rect x="8" y="15" width="32" height="22" rx="2" fill="#f3e5d8" />
      <circle cx="16" cy="21" r="4" fill="#4e342e" />
      <circle cx="32" cy="21" r="4" fill="#8d6e63" />
      <circle cx="16" cy="31" r="4" fill="#8d6e63" />
      <circle cx="32" cy="31" r="4" fill="#4e342e" />
      <path d="M24 27.5l-3.2-3.1a2 2 0 0 1 3.2-2.4 2 2 0 0 1 3.2 2.4z" fill="#d81b60" />
    </>
  ),
  cocktail: (
    <>
      <path d="M8 8h32L24 26z" fill="#ec407a" />
      <path d="M11 11h26l-13 12z" fill="#f48fb1" />
      <path d="M24 26v14" stroke="#90a4ae" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M16 42h16" stroke="#90a4ae" strokeWidth="3" strokeLinecap="round" />
      <path d="M30 4l-8 14" stroke="#5d4037" strokeWidth="1.5" strokeLinecap="round" />
      <circle cx="27" cy="10" r="3" fill="#9ccc65" />
    </>
  ),
  champagne: (
    <>
      <path d="M20 4h8v9c0 2 6 5 6 11v18a2 2 0 0 1-2 2H16a2 2 0 0 1-2-2V24c0-6 6-9 6-11z" fill="#2e7d32" />
      <path d="M19.5 3h9v8h-9z" fill="#fbc02d" />
      <rect x="15" y="26" width="18" height="10" rx="1" fill="#fff8e1" />
      <path d="M19 31h10" stroke="#c9a227" strokeWidth="2" strokeLinecap="round" />
      <circle cx="36" cy="10" r="1.8" fill="#fdd835" />
      <circle cx="40" cy="5" r="1.3" fill="#fdd835" />
      <circle cx="11" cy="8" r="1.5" fill="#fdd835" />
    </>
  ),
  perfume: (
    <>
      <rect x="21" y="6" width="6" height="6" rx="1" fill="#b0bec5" />
      <path d="M27 8h6" stroke="#b0bec5" strokeWidth="2" strokeLinecap="round" />
      <circle cx="35" cy="8" r="2.5" fill="#f06292" />
      <rect x="19" y="11" width="10" height="4" rx="1" fill="#fbc02d" />
      <rect x="10" y="15" width="28" height="28" rx="8" fill="#f8bbd0" />
      <rect x="13" y="24" width="22" height="16" rx="6" fill="#ec407a" />
      <path d="M15 19c2-1 4-1 6 0" stroke="#fff" strokeWidth="2" strokeLinecap="round" fill="none" />
    </>
  ),
  bouquet: (
    <>
      <path d="M12 22h24L26 44h-4z" fill="#ffe082" />
      <path d="M18 28l6 4 6-4" stroke="#d81b60" strokeWidth="2" fill="none" strokeLinejoin="round" />
      <circle cx="16" cy="16" r="6" fill="#ab47bc" />
      <circle cx="32" cy="16" r="6" fill="#ef5350" />
      <circle cx="24" cy="11" r="6.5" fill="#ec407a" />
      <circle cx="24" cy="11" r="2.5" fill="#fdd835" />
      <circle cx="16" cy="16" r="2" fill="#fdd835" />
      <circle cx="32" cy="16" r="2" fill="#fdd835" />
      <path d="M10 20c2-2 4-2 6 0M32 20c2-2 4-2 6 0" stroke="#43a047" strokeWidth="3" strokeLinecap="round" fill="none" />
    </>
  ),
  diamond: (
    <>
      <path d="M6 18l8-10h20l8 10-18 24z" fill="#4fc3f7" />
      <path d="M6 18h36L24 42z" fill="#29b6f6" />
      <path d="M14 8l4 10 6-10 6 10 4-10" fill="#b3e5fc" />
      <path d="M18 18l6 24 6-24z" fill="#81d4fa" />
      <path d="M33 4l1 2 2 1-2 1-1 2-1-2-2-1 2-1z" fill="#fff59d" />
    </>
  ),
};

const PRESENT = (
  <>
    <rect x="8" y="18" width="32" height="24" rx="3" fill="#ef5350" />
    <rect x="6" y="13" width="36" height="8" rx="2" fill="#e53935" />
    <rect x="21" y="13" width="6" height="29" fill="#fdd835" />
    <path d="M24 13c-4-7-11-6-10-2s6 2 10 2c4 0 9 2 10-2s-6-5-10 2z" fill="#fbc02d" />
  </>
);

export type TGiftIconProps = {
  /** the catalogue key (rose, chocolates, cocktail, champagne, perfume, bouquet, diamond) */
  giftKey: string;
  /** pixels; 48 by default */
  size?: number;
  /** the gift's name when the picture alone says what it is; without it the picture is decorative */
  label?: string;
  className?: string;
};

/** A gift's picture. */
export function GiftIcon({ giftKey, size = 48, label, className }: TGiftIconProps) {
  return (
    <svg
      viewBox="0 0 48 48"
      width={size}
      height={size}
      className={className ? `sr-gift-icon ${className}` : "sr-gift-icon"}
      focusable="false"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      data-gift={giftKey}
    >
      {ART[giftKey] ?? PRESENT}
    </svg>
  );
}

export const GIFT_ART_KEYS = Object.keys(ART);
