/** What a form reports after a submission: success (a status) or failure (an alert). */
export type FormNoticeValue = { kind: 'success' | 'error'; text: string } | null;

/**
 * The outcome of a form on the logged-out pages, shown next to it. Both live regions are always there, so a
 * screen reader announces the text when it arrives.
 */
export function FormNotice({ notice }: { notice: FormNoticeValue }) {
  return (
    <>
      <div role="status">{notice?.kind === 'success' ? <p className="notice notice--success">{notice.text}</p> : null}</div>
      <div role="alert">{notice?.kind === 'error' ? <p className="notice notice--error">{notice.text}</p> : null}</div>
    </>
  );
}
