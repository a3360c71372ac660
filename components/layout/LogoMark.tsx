/**
 * The clinic's tooth mark (public/images/logo.svg), drawn inline for the header:
 * there it is above the fold on every page, and as a file it was one more request
 * the first paint waited for, for half a kilobyte. (The footer, far below, shows
 * the sprite's copy, made from the file: scripts/brand-icons.mjs.) Decorative: the
 * link around it carries the name. Keep the drawing equal to public/images/logo.svg,
 * which the social card, the blog's fallback image and the structured data use.
 */
export function LogoMark({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      fill="none"
      stroke="#134e4a"
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <g transform="translate(32 33) scale(.46) translate(-50 -60)">
        <path
          d="M22 8C9 8 2 20 3 38c1 17 11 25 15 40l6 34c2 9 12 9 13 0l6-30c2-8 12-8 14 0l6 30c1 9 11 9 13 0l6-34c4-15 14-23 15-40 1-18-6-30-19-30-10 0-17 6-28 6S32 8 22 8z"
          fill="#0f766e"
          stroke="none"
        />
        <path d="M22 30c2-8 7-12 14-13" stroke="#fff" strokeWidth={7} />
      </g>
    </svg>
  );
}
