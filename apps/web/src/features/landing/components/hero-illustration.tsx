/**
 * Thistle's own hero drawing: a thistle head over a rising chart. Decorative, so hidden from
 * assistive technology; width and height are fixed so it never shifts the layout.
 */
export function HeroIllustration({ className = '' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 320 320"
      width="320"
      height="320"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect x="8" y="8" width="304" height="304" rx="40" fill="#ebe0f4" />
      <path
        d="M40 250 L110 205 L160 220 L230 150 L280 120"
        fill="none"
        stroke="#3f7d4e"
        strokeWidth="10"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="280" cy="120" r="12" fill="#3f7d4e" />
      <g transform="translate(150 70)">
        <path
          d="M10 120 C 10 150 10 170 10 200"
          stroke="#336a41"
          strokeWidth="8"
          fill="none"
          strokeLinecap="round"
        />
        <path d="M10 160 C -20 150 -35 130 -40 110 C -15 118 0 135 10 160 Z" fill="#3f7d4e" />
        <path d="M10 175 C 40 165 55 145 60 125 C 35 133 20 150 10 175 Z" fill="#3f7d4e" />
        <ellipse cx="10" cy="105" rx="32" ry="26" fill="#336a41" />
        <path
          d="M-16 100 L-6 112 L2 98 L10 112 L18 98 L26 112 L36 100"
          stroke="#d8ecdd"
          strokeWidth="3"
          fill="none"
        />
        <path
          d="M-22 80 C -22 40 -10 10 -4 0 C 0 20 4 20 10 -5 C 16 20 20 20 24 0 C 30 10 42 40 42 80 Z"
          fill="#7b3fa8"
        />
        <path
          d="M-10 80 C -8 50 0 30 4 18 M10 80 L10 10 M30 80 C 28 50 20 30 16 18"
          stroke="#b995d6"
          strokeWidth="3"
          fill="none"
        />
      </g>
    </svg>
  );
}
