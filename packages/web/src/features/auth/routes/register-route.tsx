import { messages, validateRegistration } from '@dubloon-quest/core';
import { useState } from 'react';
import { useServices } from '../../../services/app-services.js';
import { api } from '../../../lib/api.js';
import type { FormNoticeValue } from '../../../components/feedback/form-notice.js';
import { useAction } from '../../../hooks/use-action.js';
import { useLocationOptions } from '../../../hooks/use-location-options.js';
import { RegisterScreen, type Registration } from '../components/register-screen.js';

/**
 * /register: in demo mode a submission only raises the demo's alert (spec 2; the server refuses it too);
 * otherwise the form is checked with core's validator and sent, and the answer says to verify the e-mail.
 */
export function RegisterRoute() {
  const { settings } = useServices();
  const [notice, setNotice] = useState<FormNoticeValue>(null);
  const report = (text: string) => setNotice({ kind: 'error', text });
  const locations = useLocationOptions(api, report);
  const form = useAction({ notify: ({ content }) => report(content) });
  const register = (values: Registration) =>
    void form.run(() => api.register(values), {
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
      privacyUrl={settings.privacyUrl}
    />
  );
}
