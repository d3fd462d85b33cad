import type { ReactNode } from 'react';
import type { BENEFIT_ICONS } from '#domain/jobs/job-constants.ts';

type BenefitIcon = (typeof BENEFIT_ICONS)[number];

/**
 * Our own line icons for the perks (docs/product.md, Data), drawn on a 24 × 24 grid. Emoji were
 * empty boxes on machines without an emoji font; these render the same everywhere, follow the text
 * colour and add no dependency.
 */
const PATHS: Record<BenefitIcon, ReactNode> = {
  beer: (
    <>
      <path d="M6 9h9v10a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2z" />
      <path d="M15 11h2a2 2 0 0 1 2 2v2a2 2 0 0 1-2 2h-2" />
      <path d="M6 9a2.5 2.5 0 0 1 3-3.5 3 3 0 0 1 5 0A2.2 2.2 0 0 1 15 9" />
      <path d="M9.5 12v6M12 12v6" />
    </>
  ),
  coffee: (
    <>
      <path d="M4 10h12v4a6 6 0 0 1-6 6 6 6 0 0 1-6-6z" />
      <path d="M16 11h1.5a2.5 2.5 0 0 1 0 5H15.5" />
      <path d="M8 3.5v3M12 3.5v3" />
    </>
  ),
  equity: (
    <>
      <path d="M3 20h18" />
      <path d="M5 16l5-5 3 3 6-7" />
      <path d="M15 7h4v4" />
    </>
  ),
  gym: (
    <>
      <path d="M6 12h12" />
      <path d="M6 7v10M18 7v10" />
      <path d="M3 9.5v5M21 9.5v5" />
    </>
  ),
  healthcare: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 8v8M8 12h8" />
    </>
  ),
  pension: (
    <>
      <path d="M3 10l9-6 9 6z" />
      <path d="M5.5 10v8M10 10v8M14 10v8M18.5 10v8" />
      <path d="M3 20.5h18" />
    </>
  ),
  pet: (
    <>
      <circle cx="6.5" cy="10" r="1.7" />
      <circle cx="10" cy="6" r="1.7" />
      <circle cx="14" cy="6" r="1.7" />
      <circle cx="17.5" cy="10" r="1.7" />
      <path d="M12 12c-2.8 0-5.2 3.3-5.2 5.6 0 1.4 1.1 2.4 2.5 2.4 1.1 0 1.8-.6 2.7-.6s1.6.6 2.7.6c1.4 0 2.5-1 2.5-2.4 0-2.3-2.4-5.6-5.2-5.6z" />
    </>
  ),
  remote: (
    <>
      <path d="M3 11l9-7 9 7" />
      <path d="M5.5 9.5V20h13V9.5" />
      <path d="M10 20v-5.5h4V20" />
    </>
  ),
  lunch: (
    <>
      <path d="M6 3v6a2 2 0 0 0 4 0V3" />
      <path d="M8 3v18" />
      <path d="M17 21V3c-2.2 1.2-3.5 4-3.5 8.5H17" />
    </>
  ),
  flexible: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
  education: (
    <>
      <path d="M2 9l10-5 10 5-10 5z" />
      <path d="M6 11v5c2.5 2.5 9.5 2.5 12 0v-5" />
      <path d="M22 9v5" />
    </>
  ),
  parental: (
    <>
      <circle cx="8.5" cy="5.5" r="2.5" />
      <path d="M4.5 21v-6a4 4 0 0 1 8 0v6" />
      <circle cx="17" cy="11" r="2" />
      <path d="M14 21v-3a3 3 0 0 1 6 0v3" />
    </>
  ),
  bike: (
    <>
      <circle cx="5.5" cy="16.5" r="3.5" />
      <circle cx="18.5" cy="16.5" r="3.5" />
      <path d="M5.5 16.5L9 9h7l2.5 7.5" />
      <path d="M9 9l3.5 7.5h-7" />
      <path d="M7.5 6h3M14.5 5.5h2l-.5 3.5" />
    </>
  ),
  phone: (
    <>
      <rect x="7" y="2.5" width="10" height="19" rx="2" />
      <path d="M11 18h2" />
    </>
  ),
};

/** A tick, for a perk whose icon this build does not know (an older stored key). */
const FALLBACK = <path d="M5 12.5l4.5 4.5L19 7" />;

/** A perk's icon: decorative (the perk's text says what it is), so hidden from assistive technology. */
export function PerkIcon({ icon, className = 'h-5 w-5' }: { icon: string; className?: string }) {
  const paths = (PATHS as Record<string, ReactNode>)[icon] ?? FALLBACK;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
      data-perk-icon={icon}
    >
      {paths}
    </svg>
  );
}
