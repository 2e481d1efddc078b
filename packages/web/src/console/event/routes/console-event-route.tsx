import { errorNotification, isGameApiError, safeParseContract } from '@dubloon-quest/core';
import {
  chestEditAllowed,
  consoleEndpoints,
  consoleEventFileSchema,
  consoleEventText,
  consoleMessages,
  consoleShellText,
  type ConsoleEventFile,
} from '@dubloon-quest/core/console';
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useServices } from '../../../services/app-services.js';
import { LoadState } from '../../../components/feedback/load-state.js';
import { useNotify } from '../../../hooks/use-notify.js';
import { downloadFile } from '../../shared/components/download-file.js';
import { useConsoleAction } from '../../shared/hooks/console-requests.js';
import { useConsoleQuery } from '../../shared/hooks/console-requests.js';
import {
  ConsoleEvent,
  EVENT_SECTIONS,
  type EventSection,
} from '../components/console-event.js';
import type { EventEditor, EventEntry, EventSave } from '../components/console-event-entries.js';
import type { ImportState } from '../components/console-event-file.js';
import { businessChanges, itemChanges, partnerChanges } from '../components/console-event-values.js';
import { imageUploader } from '../../shared/components/console-image-field.js';
import { useEventCalls } from '../calls/console-event-calls.js';

const text = consoleEventText;
const IMPORT_MAX_BYTES = consoleEndpoints.consoleImportEvent.maxBodyBytes;

/** `spring-event` of "Spring Event!". Pure. */
function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** The field paths and problems of a failure's `errors` body, in order. Pure. */
function problemsOf(fieldErrors: Readonly<Record<string, readonly string[]>>) {
  return Object.entries(fieldErrors).flatMap(([path, problems]) =>
    problems.map((problem) => ({ path, problem })),
  );
}

/**
 * `/console/event` (organizers): the event's content through the console's content calls. The section shown is
 * the URL's `?section=`, so a reload or a shared link opens it. Each save sends only what the form changed; a
 * chest players answered is checked with core's `chestEditAllowed` before it is sent (the server checks it
 * again). After each change the event is loaded again, so `touched` and the retired flags are the server's.
 * Decisions: the forms open inside their section above its list (not in a dialog, so long chest forms scroll
 * with the page); switching sections closes an open form; an image is uploaded as soon as a chosen file passes
 * the browser's checks, and its stored address goes in the field; an import is read and its shape checked in
 * the browser (the request schema, as the server's 400 would) before the organizer confirms the upload.
 * The upload's progress is shown as an indeterminate bar with the file's size: the console's client reports no
 * byte counts. A raffle partner shows "used by players" when players staked on one of its items (the server's
 * `touched` names items, chests and challenges only). A chest question takes two to six choices (a to f), a
 * bound of the form only: the server takes any letter.
 */
export function ConsoleEventRoute() {
  const calls = useEventCalls();
  const { navigation } = useServices();
  const notify = useNotify();
  const query = useConsoleQuery(() => calls.consoleGetEvent());
  const save = useConsoleAction();
  const exporter = useConsoleAction();
  const importer = useConsoleAction();
  const [params, setParams] = useSearchParams();
  const requested = params.get('section');
  const section: EventSection = EVENT_SECTIONS.find((key) => key === requested) ?? 'partners';
  const [editor, setEditorState] = useState<EventEditor | null>(null);
  const [importState, setImportState] = useState<ImportState>({ phase: 'idle' });
  const pendingImport = useRef<ConsoleEventFile | null>(null);
  const { clear: clearErrors } = save;

  const setEditor = useCallback(
    (next: EventEditor | null) => {
      clearErrors();
      setEditorState(next);
    },
    [clearErrors],
  );

  const onSection = (next: EventSection) => {
    setEditor(null);
    setParams(next === 'partners' ? {} : { section: next }, { replace: true });
  };

  const done = {
    success: (data: { message: string }) => data.message,
    onSuccess: () => {
      setEditorState(null);
      query.refresh();
    },
  };
  const nothingChanged = () => notify({ content: text.nothingChanged });

  const onSave = (change: EventSave) => {
    switch (change.kind) {
      case 'partner': {
        const { before, request } = change;
        if (!before) return void save.run(() => calls.consoleCreatePartner({ body: request }), done);
        const changes = partnerChanges(request, before);
        if (Object.keys(changes).length === 0) return nothingChanged();
        return void save.run(
          () => calls.consoleUpdatePartner({ body: { name: before.name, changes } }),
          done,
        );
      }
      case 'item': {
        const { before, request } = change;
        if (!before) return void save.run(() => calls.consoleCreateItem({ body: request }), done);
        const changes = itemChanges(request, before);
        if (Object.keys(changes).length === 0) return nothingChanged();
        return void save.run(
          () => calls.consoleUpdateItem({ params: { item_id: before.item_id }, body: changes }),
          done,
        );
      }
      case 'business': {
        const { before, request } = change;
        if (!before) return void save.run(() => calls.consoleCreateBusiness({ body: request }), done);
        const changes = businessChanges(request, before);
        if (Object.keys(changes).length === 0) return nothingChanged();
        return void save.run(
          () =>
            calls.consoleUpdateBusiness({
              params: { business_id: before.challenge_question.challenge_id },
              body: changes,
            }),
          done,
        );
      }
      case 'chest': {
        const { before, request } = change;
        if (!before) return void save.run(() => calls.consoleCreateChest({ body: request }), done);
        if (JSON.stringify(request.group) === JSON.stringify(before.group)) return nothingChanged();
        const answered =
          query.value.status === 'ready' && query.value.data.touched.chests.includes(before.chest_id);
        if (!chestEditAllowed(before.group, request.group, answered))
          return notify({ content: consoleMessages.content.chestTouched, error: true, duration: 0 });
        return void save.run(
          () => calls.consoleUpdateChest({ params: { chest_id: before.chest_id }, body: request }),
          done,
        );
      }
    }
  };

  const refreshed = { onSuccess: () => query.refresh() };
  const onRetire = (target: EventEntry, retired: boolean) => {
    const success = (data: { message: string }) => data.message;
    switch (target.kind) {
      case 'partner':
        return void save.run(
          () => calls.consoleRetirePartner({ body: { name: target.entry.name, retired } }),
          {
            success,
            ...refreshed,
          },
        );
      case 'item':
        return void save.run(
          () =>
            calls.consoleRetireItem({ params: { item_id: target.entry.item_id }, body: { retired } }),
          {
            // The stakes given back, counted by the server's answer.
            success: (data) =>
              retired ? consoleMessages.content.itemRefunds(data.refunded_players) : data.message,
            ...refreshed,
          },
        );
      case 'business':
        return void save.run(
          () =>
            calls.consoleRetireBusiness({
              params: { business_id: target.entry.challenge_question.challenge_id },
              body: { retired },
            }),
          { success, ...refreshed },
        );
      case 'chest':
        return void save.run(
          () =>
            calls.consoleRetireChest({
              params: { chest_id: target.entry.chest_id },
              body: { retired },
            }),
          { success, ...refreshed },
        );
    }
  };

  const onUpload = imageUploader((request) => calls.consoleUploadImage(request), (to) => navigation.navigate(to));

  const onExport = () => {
    const nameOf = (document: ConsoleEventFile) =>
      text.file.fileName(slugOf(document.name), new Date().toISOString().slice(0, 10));
    void exporter.run(() => calls.consoleExportEvent(), {
      success: (document) => text.file.exported(nameOf(document)),
      onSuccess: (document) =>
        downloadFile(nameOf(document), `${JSON.stringify(document, null, 2)}\n`, 'application/json'),
    });
  };

  const onChoose = async (file: File) => {
    pendingImport.current = null;
    if (IMPORT_MAX_BYTES !== null && file.size > IMPORT_MAX_BYTES) {
      setImportState({
        phase: 'refused',
        file: file.name,
        message: text.file.tooLarge(file.name, IMPORT_MAX_BYTES / (1024 * 1024)),
        problems: [],
      });
      return;
    }
    setImportState({ phase: 'reading', file: file.name });
    let json: unknown;
    try {
      json = JSON.parse(await file.text());
    } catch (error) {
      const message =
        error instanceof SyntaxError
          ? text.file.notJson(file.name, error.message)
          : text.file.unreadable(file.name);
      setImportState({ phase: 'refused', file: file.name, message, problems: [] });
      return;
    }
    const parsed = safeParseContract(consoleEventFileSchema, json, file.name);
    if (!parsed.ok) {
      setImportState({
        phase: 'refused',
        file: file.name,
        message: text.file.notEventFile(file.name),
        problems: parsed.error.issues,
      });
      return;
    }
    pendingImport.current = parsed.value;
    setImportState({
      phase: 'ready',
      file: file.name,
      name: parsed.value.name,
      kilobytes: Math.ceil(file.size / 1024),
    });
  };

  const onImport = async () => {
    const document = pendingImport.current;
    if (importState.phase !== 'ready' || document === null) return;
    const { file, kilobytes } = importState;
    setImportState({ phase: 'uploading', file, kilobytes });
    let failure: unknown = null;
    const imported = await importer.run(
      async () => {
        try {
          return await calls.consoleImportEvent({ body: document });
        } catch (error) {
          failure = error;
          throw error;
        }
      },
      {
        success: (data) => data.message,
        onSuccess: (data) => {
          pendingImport.current = null;
          setImportState({ phase: 'done', summary: data.summary });
          setEditorState(null);
          query.refresh();
        },
      },
    );
    if (imported) return;
    setImportState({
      phase: 'refused',
      file,
      message: errorNotification(failure, consoleShellText.actionFailed).content,
      problems: isGameApiError(failure) ? problemsOf(failure.fieldErrors) : [],
    });
  };

  return (
    <LoadState value={query.value} onRetry={query.retry}>
      {(data) => (
        <ConsoleEvent
          data={data}
          section={section}
          onSection={onSection}
          editor={editor}
          onEditor={setEditor}
          busy={save.busy}
          serverErrors={save.errors}
          onSave={onSave}
          onRetire={onRetire}
          onUpload={onUpload}
          file={{
            importState,
            exporting: exporter.busy,
            onExport,
            onChoose: (file) => void onChoose(file),
            onImport: () => void onImport(),
          }}
        />
      )}
    </LoadState>
  );
}
