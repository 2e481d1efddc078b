/** A treasure chest drawing; golden once the chest is completed (spec 4). Decorative: the button says it in words. */
export function ChestIcon({ golden }: { golden: boolean }) {
  const wood = golden ? '#c8961e' : '#a0522d';
  const lid = golden ? '#e0b040' : '#8a3b12';
  return (
    <svg className="chest__icon" viewBox="0 0 64 52" width="64" height="52" aria-hidden="true" focusable="false">
      <path d="M6 20a26 14 0 0 1 52 0v6H6z" fill={lid} stroke="#4a1f08" strokeWidth="2" />
      <rect x="6" y="26" width="52" height="22" rx="2" fill={wood} stroke="#4a1f08" strokeWidth="2" />
      <path d="M6 30h52M6 44h52M18 10v38M46 10v38" stroke={golden ? '#fff3c4' : '#c8961e'} strokeWidth="3" />
      <rect x="27" y="24" width="10" height="12" rx="2" fill="#f2c14e" stroke="#4a1f08" strokeWidth="1.5" />
    </svg>
  );
}
