/** The storefront logo (inline SVG, so nothing is fetched and the host page cannot restyle it). */
import { vars } from '../ui/theme';

export function Logo({ title = 'B2B 企业采购' }: { title?: string }) {
  return (
    // xMinYMid slice: when a narrow header sets the width to 28px, only the mark shows (no squeezed wordmark).
    <svg
      width="148"
      height="32"
      viewBox="0 0 148 32"
      preserveAspectRatio="xMinYMid slice"
      role="img"
      aria-label={title}
      focusable="false"
    >
      <rect x="0" y="2" width="28" height="28" rx="6" fill={vars.primary} />
      <path d="M8 9h7.5a4 4 0 0 1 0 8H8zM8 17h8.5a4 4 0 0 1 0 8H8z" fill="none" stroke="#fff" strokeWidth="2.4" />
      <text x="36" y="22" fontSize="16" fontWeight="600" fill={vars.text} fontFamily="inherit">
        B2B 企业采购
      </text>
    </svg>
  );
}
