/**
 * Tells a non-player why a control is disabled (spec 6). The text is one of `messages.roles`, chosen by
 * the screen: "Only players can win more dubl-u-nes" on chests, and so on.
 */
export function PlayerOnlyNotice({ message }: { message: string }) {
  return (
    <p className="notice" role="note">
      {message}
    </p>
  );
}
