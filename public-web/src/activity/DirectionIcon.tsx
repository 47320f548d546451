import type { CSSProperties, ReactNode } from 'react';

/** Outline drawings of the 17 direction themes (spec §3), by icon key; decorative. */
const DRAWINGS: Readonly<Record<string, ReactNode>> = {
  veterans: <path d="m12 3 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
  children: (
    <>
      <circle cx="12" cy="5" r="2.5" />
      <path d="M8 22v-6l-2-4 6-3 6 3-2 4v6M10 16h4" />
    </>
  ),
  animals: (
    <>
      <circle cx="5.5" cy="10.5" r="1.8" />
      <circle cx="9" cy="5.5" r="1.8" />
      <circle cx="15" cy="5.5" r="1.8" />
      <circle cx="18.5" cy="10.5" r="1.8" />
      <path d="M12 12c-3 0-5 3.5-5 6s2.5 2 5 1.3 5 .7 5-1.3-2-6-5-6z" />
    </>
  ),
  healthcare: <path d="M9 3h6v6h6v6h-6v6H9v-6H3V9h6z" />,
  intellectual: <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z" />,
  corona: (
    <>
      <circle cx="12" cy="12" r="5" />
      <path d="M12 2v5M12 17v5M2 12h5M17 12h5M4.9 4.9l3.6 3.6M15.5 15.5l3.6 3.6M4.9 19.1l3.6-3.6M15.5 8.5l3.6-3.6" />
    </>
  ),
  culture: (
    <>
      <path d="M9 18V5l12-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="18" cy="16" r="3" />
    </>
  ),
  disabilities: (
    <>
      <circle cx="11" cy="4" r="2" />
      <path d="M11 7v6h5l2 5M8 10a6 6 0 1 0 8 7" />
    </>
  ),
  education: <path d="m2 9 10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5M22 9v6" />,
  'search-missing': (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4M9.5 9a1.8 1.8 0 1 1 2.4 1.7c-.6.2-.9.7-.9 1.3M11 14.5h.01" />
    </>
  ),
  humansrights: <path d="M12 3v18M7 21h10M4 7h16M7 7l-3 7a3 3 0 0 0 6 0zM17 7l-3 7a3 3 0 0 0 6 0z" />,
  nature: <path d="M5 21c0-9 6-15 16-16-1 10-7 16-16 16zM5 21l8-8" />,
  sportsevents: <path d="M8 21h8M12 16v5M7 4h10v5a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4" />,
  oldergeneration: <path d="M12 20s-8-4.7-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.3 12 20 12 20z" />,
  urbanistics: <path d="M3 21h18M5 21V8l6-4v17M11 21V10h8v11M14 13h2M14 16h2M7 10h2M7 13h2M7 16h2" />,
  emergency: <path d="M12 3 2 20h20zM12 10v4M12 17h.01" />,
  othedir: (
    <>
      <circle cx="6" cy="12" r="1.5" />
      <circle cx="12" cy="12" r="1.5" />
      <circle cx="18" cy="12" r="1.5" />
    </>
  ),
};

/** The icon of a direction (by its `icon` key), drawn in the current text colour. */
export function DirectionIcon({ icon, size = 18, style }: { icon: string; size?: number; style?: CSSProperties }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={style}
    >
      {DRAWINGS[icon] ?? DRAWINGS['othedir']}
    </svg>
  );
}
