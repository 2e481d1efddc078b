import { messages, validateRegistration } from '@dubloon-quest/core';
import { useState } from 'react';
import { useServices } from '../../../services/app-services.js';
import { api } from '../../../lib/api.js';
import type { FormNoticeValue } from '../../../components/feedback/form-notice.js';
import { useFormCall } from '../../../hooks/use-form-call.js';
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
  const form = useFormCall({
    validate: (values: Registration) => validateRegistration(values),
    call: (values: Registration) => api.register(values),
    onSuccess: ({ data }) => setNotice({ kind: 'success', text: data.message }),
    onFailure: report,
  });
  return (
    <RegisterScreen
      countries={locations.countries}
      regions={locations.regions}
      regionsLoading={locations.regionsLoading}
      onCountryChange={locations.loadRegions}
      submitting={form.submitting}
      errors={form.errors}
      onSubmit={(values) => (settings.demo ? report(messages.auth.demoCannotRegister) : form.submit(values))}
      notice={notice}
      privacyUrl={settings.privacyUrl}
    />
  );
}
