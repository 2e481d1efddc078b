import { isGameApiError, type EventChest } from '@dubloon-quest/core';
import { type ConsoleBusiness as Business } from '@dubloon-quest/core/console';
import { useState } from 'react';
import { LoadState } from '../../../components/feedback/load-state.js';
import { useConsoleAction } from '../../shared/hooks/console-requests.js';
import { useConsoleQuery } from '../../shared/hooks/console-requests.js';
import { ConsoleBusiness, ConsoleBusinessFrame } from '../components/console-business.js';
import { ConsoleBusinessScope } from '../../shared/components/console-business-scope.js';
import type { ProfileDraft } from '../components/console-business-profile.js';
import { readBase64 } from '../../shared/components/console-image-file.js';
import { useBusinessCalls } from '../calls/console-business-calls.js';

/**
 * `/console/business` ("My business"): a partner's own business (an organizer's pick), its profile with the
 * logo upload, its chest's questions and how many players answered its challenge.
 *
 * Decisions taken here: the profile form sends all its fields at once (the server checks each, and the audit
 * log shows the whole profile before and after); a logo is uploaded as soon as it is chosen and checked, and
 * reaches players when the profile is saved; a chest refusal (409, players answered it) is shown beside the
 * form as well as in the toast, because it explains what may still change.
 */
export function ConsoleBusinessRoute() {
  return (
    <ConsoleBusinessFrame>
      <ConsoleBusinessScope>
        {(businessId) => <BusinessScreen businessId={businessId} />}
      </ConsoleBusinessScope>
    </ConsoleBusinessFrame>
  );
}

function BusinessScreen({ businessId }: { businessId: number }) {
  const calls = useBusinessCalls();
  const params = { business_id: businessId };
  const business = useConsoleQuery(() => calls.consoleGetBusiness({ params }), String(businessId));
  const profile = useConsoleAction();
  const chest = useConsoleAction();
  const upload = useConsoleAction();
  const [refusal, setRefusal] = useState<string | null>(null);
  const replace = (next: Business) => business.replace(next);

  const saveProfile = (draft: ProfileDraft) =>
    profile.run(() => calls.consoleUpdateBusinessProfile({ params, body: draft }), {
      success: (answer) => answer.message,
      onSuccess: (answer) => replace(answer.business),
    });

  const saveChest = (group: EventChest['group']) => {
    setRefusal(null);
    return chest.run(
      () =>
        calls.consoleUpdateBusinessChest({ params, body: { group } }).catch((error: unknown) => {
          if (isGameApiError(error, 'conflict')) setRefusal(error.message);
          throw error;
        }),
      { success: (answer) => answer.message, onSuccess: (answer) => replace(answer.business) },
    );
  };

  const uploadLogo = async (file: File): Promise<string | null> => {
    let url: string | null = null;
    await upload.run(
      async () =>
        calls.consoleUploadImage({
          body: { content_type: file.type, data_base64: await readBase64(file), purpose: 'logo' },
        }),
      { success: () => null, onSuccess: (answer) => (url = answer.url) },
    );
    return url;
  };

  // The upload's refusals (422 on the file's type or bytes) belong under the logo field.
  const uploadProblems = [...(upload.errors.content_type ?? []), ...(upload.errors.data_base64 ?? [])];
  const profileErrors =
    uploadProblems.length > 0 ? { ...profile.errors, logo: uploadProblems } : profile.errors;

  return (
    <LoadState value={business.value} onRetry={business.retry}>
      {(data) => (
        <ConsoleBusiness
          business={data}
          profile={{
            onSave: saveProfile,
            saving: profile.busy,
            serverErrors: profileErrors,
            onUpload: uploadLogo,
            uploading: upload.busy,
          }}
          chest={{ onSave: saveChest, saving: chest.busy, serverErrors: chest.errors, refusal }}
        />
      )}
    </LoadState>
  );
}
