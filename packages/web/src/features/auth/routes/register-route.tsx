import { playersInBulkText, messages, validateRegistration } from '@dubloon-quest/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { privacyUrlFor } from '../../../locale/catalogues.js';
import { useServices } from '../../../services/app-services.js';
import { api } from '../../../lib/api.js';
import type { FormNoticeValue } from '../../../components/feedback/form-notice.js';
import { useAction } from '../../../hooks/use-action.js';
import { useLocationOptions } from '../../../hooks/use-location-options.js';
import { RegisterScreen, type Registration } from '../components/register-screen.js';

/**
 * /register: in demo mode a submission only raises the demo's alert (spec 2; the server refuses it too);
 * otherwise the form is checked with core's validator and sent, and the answer says to verify the e-mail.
 * A referral link (`/register?referral=CODE`, the profile's link to share) sends its code with the form, so
 * both players earn the referral coins once the new one verifies (spec 1: the second way to earn). A class
 * or group link (`/register?group=CODE`, issue 32) sends its code too: the group is recorded on the player.
 */
export function RegisterRoute() {
  const { settings } = useServices();
  const [searchParams] = useSearchParams();
  const referralCode = searchParams.get('referral')?.trim() || null;
  const groupCode = searchParams.get('group')?.trim() || null;
  const [notice, setNotice] = useState<FormNoticeValue>(null);
  const report = (text: string) => setNotice({ kind: 'error', text });
  const locations = useLocationOptions(api, report);
  const form = useAction({ notify: ({ content }) => report(content) });
  const register = (values: Registration) =>
    void form.run(() => api.register({ ...values, referral_code: referralCode, group_code: groupCode }), {
      validate: () => validateRegistration(values),
      onSuccess: ({ data }) => setNotice({ kind: 'success', text: data.message }),
    });
  return (
    <RegisterScreen
      countries={locations.countries}
      regions={locations.regions}
      regionsLoading={locations.regionsLoading}
      onCountryChange={locations.loadRegions}
      submitting={form.busy}
      errors={form.errors}
      onSubmit={(values) => (settings.demo ? report(messages.auth.demoCannotRegister) : register(values))}
      notice={notice}
      privacyUrl={privacyUrlFor(settings.privacyUrl)}
      groupNotice={
        groupCode === null
          ? null
          : form.errors.group_code
            ? { text: playersInBulkText.unknownGroup, error: true }
            : { text: playersInBulkText.joining, error: false }
      }
    />
  );
}
