export interface CountdownProps {
  /** What is left, formatted by core (`HH:MM:SS`, `Nd HH:MM:SS`). */
  time: string;
  /** The text before the time ("The game starts in"). */
  label: string;
  className?: string;
}

/**
 * A countdown. A `timer` role, so screen readers are not interrupted every second; the label and the time
 * are read together when the user reaches it. The state that owns the timer ticks it.
 */
export function Countdown({ time, label, className = 'countdown' }: CountdownProps) {
  return (
    <p className={className} role="timer">
      {label} <span className="countdown__time">{time}</span>
    </p>
  );
}
