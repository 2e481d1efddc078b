import { messages } from '@dubloon-quest/core';
import { useState, type FormEvent } from 'react';
import type { FieldErrors } from '../../../components/form/field-errors.js';
import { PlaceFieldSet } from '../../../components/form/place-field-set.js';
import type { PlaceValues } from '../../../components/form/place-fields.js';
import { TextField } from '../../../components/form/text-field.js';
import { LoadState } from '../../../components/feedback/load-state.js';
import type { Loadable } from '@dubloon-quest/core';
import { PlayerOnlyNotice } from '../../../components/feedback/player-only-notice.js';
import './profile-screen.css';

/** The editable profile, named as the profile update call names its fields. */
export interface ProfileValues extends PlaceValues {
  name: string;
  email: string;
}

interface CoinSourceRow {
  source: string;
  count: number;
}

export interface ReferralRow {
  /** When the invited player joined, already formatted for display. */
  date: string;
  name: string;
  coins: number;
}

export interface PasswordChange {
  old_password: string;
  password: string;
  password_confirmation: string;
}

export interface ProfileScreenProps {
  saved: ProfileValues;
  countries: readonly string[];
  regions: readonly string[] | null;
  regionsLoading: boolean;
  onCountryChange: (country: string) => void;
  saving: boolean;
  profileErrors?: FieldErrors<keyof ProfileValues>;
  /** The whole edited profile; the owner sends only what changed (or says "Nothing to update"). */
  onSaveProfile: (edited: ProfileValues) => void;
  coinHistory: Loadable<readonly CoinSourceRow[]>;
  onRetryCoinHistory?: () => void;
  referrals: Loadable<readonly ReferralRow[]>;
  onRetryReferrals?: () => void;
  referralLink: string | null;
  onCopyReferralLink: (link: string) => void;
  changingPassword: boolean;
  passwordErrors?: FieldErrors<keyof PasswordChange>;
  onChangePassword: (change: PasswordChange) => void;
  /** Bumped after a successful password change, which empties the password form. */
  passwordFormVersion?: number;
  isPlayer: boolean;
}

/** The profile page (spec 2): details, coins by source, referrals with the link to share, and the password. */
export function ProfileScreen(props: ProfileScreenProps) {
  const text = messages.ui.profile;
  return (
    <section className="page profile" aria-labelledby="profile-title">
      <h1 id="profile-title">{text.heading}</h1>
      {props.isPlayer ? null : <PlayerOnlyNotice message={messages.roles.onlyPlayersSomeFeatures} />}
      <ProfileForm key={JSON.stringify(props.saved)} {...props} />
      <div className="profile__columns">
        <CoinStatus value={props.coinHistory} onRetry={props.onRetryCoinHistory} />
        <PasswordForm
          key={props.passwordFormVersion ?? 0}
          busy={props.changingPassword}
          errors={props.passwordErrors ?? {}}
          onSubmit={props.onChangePassword}
        />
      </div>
      <Referrals {...props} />
    </section>
  );
}

function ProfileForm({ saved, countries, regions, regionsLoading, onCountryChange, saving, profileErrors = {}, onSaveProfile }: ProfileScreenProps) {
  const [values, setValues] = useState<ProfileValues>(saved);
  const text = messages.ui.profile;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSaveProfile(values);
  };
  return (
    <section className="panel" aria-labelledby="profile-details-title">
      <h2 id="profile-details-title">{text.detailsHeading}</h2>
      <form className="form" onSubmit={submit} noValidate>
        <div className="form-grid">
          <TextField
            label={messages.ui.register.name}
            name="name"
            autoComplete="name"
            value={values.name}
            errors={profileErrors.name}
            onChange={(event) => setValues({ ...values, name: event.target.value })}
          />
          <TextField
            label={messages.ui.common.email}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            errors={profileErrors.email}
            onChange={(event) => setValues({ ...values, email: event.target.value })}
          />
          <PlaceFieldSet
            values={values}
            onChange={(place) => setValues({ ...values, ...place })}
            countries={countries}
            regions={regions}
            regionsLoading={regionsLoading}
            onCountryChange={onCountryChange}
            errors={profileErrors}
            required={false}
          />
        </div>
        <div>
          <button type="submit" className="button" disabled={saving}>
            {saving ? text.saving : text.save}
          </button>
        </div>
      </form>
    </section>
  );
}

function CoinStatus({ value, onRetry }: { value: Loadable<readonly CoinSourceRow[]>; onRetry: (() => void) | undefined }) {
  const text = messages.ui.profile;
  return (
    <section className="panel" aria-labelledby="profile-coins-title">
      <h2 id="profile-coins-title">{text.coinsHeading}</h2>
      <LoadState value={value} onRetry={onRetry}>
        {(rows) => (
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{text.source}</th>
                  <th scope="col" className="number">
                    {text.count}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.source}>
                    <td>{(text.sources as Readonly<Record<string, string | undefined>>)[row.source] ?? row.source}</td>
                    <td className="number">{row.count}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{text.total}</th>
                  <td className="number">{rows.reduce((sum, row) => sum + row.count, 0)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      </LoadState>
    </section>
  );
}

function PasswordForm({ busy, errors, onSubmit }: { busy: boolean; errors: FieldErrors<keyof PasswordChange>; onSubmit: (change: PasswordChange) => void }) {
  const [values, setValues] = useState<PasswordChange>({ old_password: '', password: '', password_confirmation: '' });
  const text = messages.ui.profile;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <section className="panel" aria-labelledby="profile-password-title">
      <h2 id="profile-password-title">{text.passwordHeading}</h2>
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label={text.oldPassword}
          name="old_password"
          type="password"
          autoComplete="current-password"
          value={values.old_password}
          errors={errors.old_password}
          onChange={(event) => setValues({ ...values, old_password: event.target.value })}
        />
        <TextField
          label={text.newPassword}
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          errors={errors.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
        />
        <TextField
          label={text.newPasswordConfirmation}
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          value={values.password_confirmation}
          errors={errors.password_confirmation}
          onChange={(event) => setValues({ ...values, password_confirmation: event.target.value })}
        />
        <div>
          <button type="submit" className="button" disabled={busy}>
            {text.changePassword}
          </button>
        </div>
      </form>
    </section>
  );
}

function Referrals({ referrals, onRetryReferrals, referralLink, onCopyReferralLink }: ProfileScreenProps) {
  const text = messages.ui.profile;
  return (
    <section className="panel stack" aria-labelledby="profile-referrals-title">
      <h2 id="profile-referrals-title">{text.referralsHeading}</h2>
      <p>{text.referralIntro}</p>
      {referralLink ? (
        <div className="profile__link">
          <TextField label={text.referralLink} name="referral_link" value={referralLink} readOnly onFocus={(event) => event.target.select()} />
          <button type="button" className="button button--secondary" onClick={() => onCopyReferralLink(referralLink)}>
            {text.copyLink}
          </button>
        </div>
      ) : null}
      <LoadState value={referrals} onRetry={onRetryReferrals}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="muted">{messages.profile.noReferrals}</p>
          ) : (
            <div className="table-wrap">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{text.referralDate}</th>
                    <th scope="col">{text.referralName}</th>
                    <th scope="col" className="number">
                      {text.referralCoins}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, index) => (
                    <tr key={index}>
                      <td>{row.date}</td>
                      <td>{row.name}</td>
                      <td className="number">{row.coins}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </LoadState>
    </section>
  );
}
