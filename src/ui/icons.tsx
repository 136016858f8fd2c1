/**
 * Small inline SVG icons (no icon font, no network). Decorative by default (`aria-hidden`);
 * give `title` to make one meaningful.
 */
import type { SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** Size in px. Default 16. */
  size?: number;
  /** Accessible name; without it the icon is hidden from assistive technology. */
  title?: string;
}

function makeIcon(name: string, path: React.ReactNode) {
  function Icon({ size = 16, title, ...rest }: IconProps) {
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: the title is rendered when one is given; without it the icon is aria-hidden
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {path}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const CloseIcon = makeIcon('CloseIcon', <path d="M6 6l12 12M18 6L6 18" />);
export const ChevronLeftIcon = makeIcon('ChevronLeftIcon', <path d="M15 6l-6 6 6 6" />);
export const ChevronRightIcon = makeIcon('ChevronRightIcon', <path d="M9 6l6 6-6 6" />);
export const ChevronDownIcon = makeIcon('ChevronDownIcon', <path d="M6 9l6 6 6-6" />);
export const ChevronUpIcon = makeIcon('ChevronUpIcon', <path d="M6 15l6-6 6 6" />);
export const PlusIcon = makeIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);
export const MinusIcon = makeIcon('MinusIcon', <path d="M5 12h14" />);
export const SearchIcon = makeIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </>,
);
export const ClearIcon = makeIcon(
  'ClearIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </>,
);
export const InfoIcon = makeIcon(
  'InfoIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.5" />
  </>,
);
export const SuccessIcon = makeIcon(
  'SuccessIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l3 3 5-6" />
  </>,
);
export const WarningIcon = makeIcon(
  'WarningIcon',
  <>
    <path d="M12 3l10 18H2L12 3z" />
    <path d="M12 10v5M12 18v.5" />
  </>,
);
export const ErrorIcon = makeIcon(
  'ErrorIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v6M12 16.5v.5" />
  </>,
);
export const CartIcon = makeIcon(
  'CartIcon',
  <>
    <path d="M3 4h2l2.4 11h11.2L21 7H6.2" />
    <circle cx="9" cy="19.5" r="1.5" />
    <circle cx="17" cy="19.5" r="1.5" />
  </>,
);
export const PauseIcon = makeIcon('PauseIcon', <path d="M9 6v12M15 6v12" />);
export const PlayIcon = makeIcon('PlayIcon', <path d="M8 5l11 7-11 7V5z" />);
export const SortIcon = makeIcon('SortIcon', <path d="M8 10l4-4 4 4M8 14l4 4 4-4" />);
