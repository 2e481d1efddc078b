import {
  coinHistoryTable,
  currentRole,
  currentUser,
  isPlayer,
  isSavingProfile,
  messages,
  sessionFormErrors,
  validatePasswordChange,
} from '@dubloon-quest/core';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useGame } from '../../../services/app-services.js';
import { useFormCall } from '../../../hooks/use-form-call.js';
import { useLoadable } from '../../../hooks/use-loadable.js';
import { useLocationOptions } from '../../../hooks/use-location-options.js';
import { useNotify } from '../../../hooks/use-notify.js';
import { ProfileScreen, type PasswordChange, type ProfileValues } from '../components/profile-screen.js';
import { profileValuesOf, referralRowsOf } from './profile-view.js';

/**
 * /profile: the session machine saves the profile (only the changed fields, or "Nothing to update"); the coin
 * history, the referrals and the password change are single calls.
 */
export function ProfileRoute() {
  const { logic, api } = useGame();
  const notify = useNotify();
  const user = useSelector(logic.session, currentUser);
  const player = useSelector(logic.session, (snapshot) => isPlayer(currentRole(snapshot)));
  const saving = useSelector(logic.session, isSavingProfile);
  const profileErrors = useSelector(logic.session, sessionFormErrors);
  const saved = profileValuesOf(user);
  const locations = useLocationOptions(api, (content) => notify({ content, error: true }), saved.country || null);
  const [passwordVersion, setPasswordVersion] = useState(0);

  const coinHistory = useLoadable(
    async () => coinHistoryTable((await api.getCoinHistory()).data.coin_details).rows.map(({ source, coins }) => ({ source, count: coins })),
    messages.profile.coinHistoryFailed,
  );
  const referrals = useLoadable(async () => referralRowsOf((await api.getReferrals()).data.referrals), messages.profile.referralsFailed);
  const password = useFormCall({
    validate: (change: PasswordChange) => validatePasswordChange(change),
    call: (change: PasswordChange) => api.changePassword(change),
    onSuccess: () => {
      notify({ content: messages.profile.passwordChanged, error: false });
      setPasswordVersion((version) => version + 1);
    },
    onFailure: (content) => notify({ content, error: true }),
  });

  const copyLink = (link: string) => {
    navigator.clipboard.writeText(link).then(
      () => notify({ content: messages.profile.linkCopied, error: false }),
      (error: unknown) => notify({ content: messages.profile.clipboardFailed(error instanceof Error ? error.message : String(error)), error: true }),
    );
  };

  return (
    <ProfileScreen
      saved={saved}
      countries={locations.countries}
      regions={locations.regions}
      regionsLoading={locations.regionsLoading}
      onCountryChange={locations.loadRegions}
      saving={saving}
      profileErrors={profileErrors}
      onSaveProfile={(edited: ProfileValues) => logic.session.send({ type: 'profile.update', edited })}
      coinHistory={coinHistory.value}
      onRetryCoinHistory={coinHistory.retry}
      referrals={referrals.value}
      onRetryReferrals={referrals.retry}
      referralLink={user?.referral_link ?? null}
      onCopyReferralLink={copyLink}
      changingPassword={password.submitting}
      passwordErrors={password.errors}
      onChangePassword={password.submit}
      passwordFormVersion={passwordVersion}
      isPlayer={player}
    />
  );
}
