/** The league's mark: a plain ball drawn inline, so it never depends on an emoji font. */
export function Logo({ className = 'h-7 w-7' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <circle cx="16" cy="16" r="15" fill="#fff" stroke="#064e3b" strokeWidth="2" />
      <path d="M16 9l6 4.5-2.3 7h-7.4L10 13.5z" fill="#064e3b" />
      <path
        d="M16 9V2M22 13.5l6.5-2.5M19.7 20.5l4 5.5M12.3 20.5l-4 5.5M10 13.5L3.5 11"
        stroke="#064e3b"
        strokeWidth="1.6"
      />
    </svg>
  );
}
