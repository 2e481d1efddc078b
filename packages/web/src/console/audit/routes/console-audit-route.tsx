import type { ConsoleQuery } from '@dubloon-quest/core/console';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useConsoleQuery } from '../../shared/hooks/console-requests.js';
import { useCsvDownloads } from '../../shared/hooks/console-csv-download.js';
import { formatLocal } from '../../shared/console-local-time.js';
import { ConsoleAudit, type AuditFilters } from '../components/console-audit.js';
import { useAuditCalls } from '../calls/console-audit-calls.js';

/** Entries per page. */
const AUDIT_PAGE_SIZE = 50;

/** The pages walked through to reach this one (their `before` values, '' for the newest), kept in history. */
interface AuditHistoryState {
  readonly trail?: readonly string[];
}

/** The filters and page the URL holds (`?action=players.&actor=lead&target=user:12&before=120`). Pure. */
function auditUrlQuery(params: URLSearchParams): { filters: AuditFilters; before: string } {
  return {
    filters: {
      action: params.get('action') ?? '',
      actor: params.get('actor') ?? '',
      target: params.get('target') ?? '',
    },
    before: /^[1-9]\d*$/.test(params.get('before') ?? '') ? params.get('before')! : '',
  };
}

/** The URL's query for filters and a page (unset ones left out). Pure. */
function auditSearch(filters: AuditFilters, before: string): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.action !== '') params.set('action', filters.action);
  if (filters.actor !== '') params.set('actor', filters.actor);
  if (filters.target !== '') params.set('target', filters.target);
  if (before !== '') params.set('before', before);
  return params;
}

/**
 * `/console/audit` (organizers): the audit log, newest first. Filters and the page live in the URL, so a
 * filtered view can be bookmarked, shared with another organizer and walked with the browser's back button;
 * the pages walked through to reach an older page ride in the history state, for "Newer entries".
 */
export function ConsoleAuditRoute() {
  const calls = useAuditCalls();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const trail = (location.state as AuditHistoryState | null)?.trail ?? [];
  const { filters, before } = auditUrlQuery(params);
  const downloads = useCsvDownloads();

  const query: ConsoleQuery<'consoleListAudit'> = { limit: String(AUDIT_PAGE_SIZE) };
  if (filters.action !== '') query.action = filters.action;
  if (filters.actor !== '') query.actor = filters.actor;
  if (filters.target !== '') query.target = filters.target;
  if (before !== '') query.before_id = before;
  const page = useConsoleQuery(() => calls.consoleListAudit({ query }), JSON.stringify(query));

  const go = (next: AuditFilters, nextBefore: string, nextTrail: readonly string[]) => {
    const search = auditSearch(next, nextBefore).toString();
    void navigate(
      { search: search === '' ? '' : `?${search}` },
      { state: { trail: nextTrail } satisfies AuditHistoryState },
    );
  };

  return (
    <ConsoleAudit
      filters={filters}
      page={page.value}
      onRetry={page.retry}
      onApply={(next) => go(next, '', [])}
      onClear={() => go({ action: '', actor: '', target: '' }, '', [])}
      paged={before !== ''}
      canGoNewer={trail.length > 0}
      onNewest={() => go(filters, '', [])}
      onNewer={() => go(filters, trail.at(-1) ?? '', trail.slice(0, -1))}
      onOlder={(beforeId) => go(filters, String(beforeId), [...trail, before])}
      exportRunning={downloads.running}
      exportFailed={downloads.failed}
      onExport={() => void downloads.download('audit')}
      formatInstant={formatLocal}
    />
  );
}
