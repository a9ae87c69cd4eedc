/** The CSEC mark and wordmark; the wordmark follows the surrounding text colour. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 132 36" role="img" aria-label="CSEC">
      <defs>
        <linearGradient id="csec-logo-shield" x1="0" y1="0" x2="0" y2="1">
          <stop stopColor="#33d6ff" />
          <stop offset="1" stopColor="#1565c0" />
        </linearGradient>
      </defs>
      <path d="M16 2l13 4.6v9.6C29 25 23.6 31.4 16 34 8.4 31.4 3 25 3 16.2V6.6z" fill="url(#csec-logo-shield)" />
      <path d="M21.5 12.4a7 7 0 100 11.2" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
      <text
        x="38"
        y="26"
        fill="currentColor"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="22"
        fontWeight="800"
        letterSpacing="2"
      >
        CSEC
      </text>
    </svg>
  );
}
