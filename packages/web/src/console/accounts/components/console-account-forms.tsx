import { isValid, ROLES, type Locale, type Role, type ValidationErrors } from '@dubloon-quest/core';
import { consoleAccountsText, INVITATION_LINK_DAYS, type ConsoleAccount } from '@dubloon-quest/core/console';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form/text-field.js';
import { currentLocale } from '../../../locale/catalogues.js';
import { ConsoleSelectField } from '../../shared/components/console-select-field.js';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog.js';
import { Modal } from '../../../components/modal/modal.js';
import { AffiliationField, RoleField } from './console-account-fields.js';
import {
  affiliationErrors,
  affiliationFields,
  affiliationValue,
  validateAffiliation,
  validateInvitation,
  type AffiliationFields,
  type AffiliationOptions,
} from './console-affiliation.js';

const text = consoleAccountsText;
type InvitedRole = 'Partner' | 'Organizer';

/** The errors a field shows: the form's own check first, else the server's. Pure. */
function errorsOf(field: string, local: ValidationErrors, server: ValidationErrors): readonly string[] {
  return local[field] ?? server[field] ?? [];
}

function affiliationErrorsOf(local: ValidationErrors, server: ValidationErrors): readonly string[] {
  const own = affiliationErrors(local);
  return own.length > 0 ? own : affiliationErrors(server);
}

export interface InviteFormProps {
  readonly options: AffiliationOptions;
  readonly busy: boolean;
  readonly readOnly: boolean;
  /** The server's field errors of the last invitation (422). */
  readonly serverErrors: ValidationErrors;
  readonly onEdit: () => void;
  /** The address last invited, said under the form; null before any. */
  readonly lastInvited: string | null;
  /** Sends the invitation; resolves true when it was sent (the form then empties). */
  readonly onInvite: (
    invitation: { email: string; name: string; role: InvitedRole; language: Locale } & AffiliationFields,
  ) => Promise<boolean>;
}

/**
 * Invites an organizer or a partner (with the business or raffle partner it belongs to), checked with core's
 * e-mail and name rules before it is sent. Presentational.
 */
export function InviteForm({
  options,
  busy,
  readOnly,
  serverErrors,
  onEdit,
  lastInvited,
  onInvite,
}: InviteFormProps) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<InvitedRole>('Partner');
  const [affiliation, setAffiliation] = useState('');
  // The invited person's language: the organizer's own until told otherwise (decision 0190).
  const [language, setLanguage] = useState<Locale>(currentLocale);
  const [errors, setErrors] = useState<ValidationErrors>({});
  const headingId = useId();

  const edited = () => {
    setErrors({});
    onEdit();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = role === 'Partner' ? affiliation : '';
    const problems = validateInvitation({ email, name, role, affiliation: chosen });
    setErrors(problems);
    if (!isValid(problems) || busy) return;
    const sent = await onInvite({
      email: email.trim(),
      name: name.trim(),
      role,
      language,
      ...affiliationFields(chosen),
    });
    if (sent) {
      setEmail('');
      setName('');
      setAffiliation('');
    }
  };

  return (
    <form
      className="console-invite stack"
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2 id={headingId}>{text.invite.heading}</h2>
      <p>{text.invite.explain(INVITATION_LINK_DAYS)}</p>
      <div className="form-grid">
        <TextField
          label={text.invite.email}
          name="email"
          type="email"
          autoComplete="off"
          value={email}
          required
          errors={errorsOf('email', errors, serverErrors)}
          onChange={(event) => {
            setEmail(event.target.value);
            edited();
          }}
        />
        <TextField
          label={text.invite.name}
          name="name"
          autoComplete="off"
          value={name}
          required
          errors={errorsOf('name', errors, serverErrors)}
          onChange={(event) => {
            setName(event.target.value);
            edited();
          }}
        />
        <RoleField
          roles={['Partner', 'Organizer']}
          value={role}
          errors={errorsOf('role', errors, serverErrors)}
          onChange={(next) => {
            setRole(next === 'Organizer' ? 'Organizer' : 'Partner');
            edited();
          }}
        />
        {role === 'Partner' ? (
          <AffiliationField
            options={options}
            value={affiliation}
            errors={affiliationErrorsOf(errors, serverErrors)}
            onChange={(next) => {
              setAffiliation(next);
              edited();
            }}
          />
        ) : null}
        <ConsoleSelectField
          label={text.invite.language}
          name="language"
          hint={text.invite.languageHint}
          options={[
            { value: 'en', label: 'English', lang: 'en' },
            { value: 'fr', label: 'Français', lang: 'fr' },
          ]}
          value={language}
          onChange={(event) => {
            setLanguage(event.target.value === 'fr' ? 'fr' : 'en');
            edited();
          }}
        />
      </div>
      <div>
        <button type="submit" className="button" disabled={busy || readOnly}>
          {busy ? text.invite.busy : text.invite.submit}
        </button>
      </div>
      <p role="status" className="muted">
        {lastInvited === null ? '' : text.invite.sent(lastInvited, INVITATION_LINK_DAYS)}
      </p>
    </form>
  );
}

export interface RoleDialogProps {
  /** The account whose role changes; the dialog is closed when null. */
  readonly account: ConsoleAccount | null;
  readonly options: AffiliationOptions;
  readonly busy: boolean;
  readonly serverErrors: ValidationErrors;
  readonly onEdit: () => void;
  /** Saves the role (and a partner's affiliation); resolves true when saved (the dialog then closes). */
  readonly onSave: (change: { role: Role } & AffiliationFields) => Promise<boolean>;
  readonly onClose: () => void;
}

/**
 * Changes an account's role or a partner's business or raffle partner. A change of role takes the old one away,
 * so it is confirmed first. Give it a `key` of the account so each opening starts from its current values.
 * Presentational.
 */
export function RoleDialog({
  account,
  options,
  busy,
  serverErrors,
  onEdit,
  onSave,
  onClose,
}: RoleDialogProps) {
  const [role, setRole] = useState<Role>(account?.role ?? 'Partner');
  const [affiliation, setAffiliation] = useState(account ? affiliationValue(account) : '');
  const [errors, setErrors] = useState<ValidationErrors>({});
  const [confirming, setConfirming] = useState(false);
  if (!account) return null;

  const chosen = role === 'Partner' ? affiliation : '';
  const save = async () => {
    setConfirming(false);
    if (await onSave({ role, ...affiliationFields(chosen) })) onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateAffiliation(role, chosen);
    setErrors(problems);
    if (!isValid(problems) || busy) return;
    if (role !== account.role) setConfirming(true);
    else void save();
  };
  const edited = () => {
    setErrors({});
    onEdit();
  };

  return (
    <>
      <Modal open={!confirming} title={text.edit.title(account.name)} onClose={onClose}>
        <form className="stack" onSubmit={submit} noValidate>
          <p className="muted">{text.edit.sessionsEnd}</p>
          <RoleField
            roles={ROLES}
            value={role}
            errors={errorsOf('role', errors, serverErrors)}
            onChange={(next) => {
              setRole(next);
              edited();
            }}
          />
          {role === 'Partner' ? (
            <AffiliationField
              options={options}
              value={affiliation}
              errors={affiliationErrorsOf(errors, serverErrors)}
              onChange={(next) => {
                setAffiliation(next);
                edited();
              }}
            />
          ) : null}
          <div className="modal__actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {text.edit.cancel}
            </button>
            <button type="submit" className="button" disabled={busy}>
              {busy ? text.edit.busy : text.edit.save}
            </button>
          </div>
        </form>
      </Modal>
      <ConfirmDialog
        open={confirming}
        title={text.edit.confirmTitle}
        message={text.edit.confirm(account.name, account.role, role)}
        confirmLabel={text.edit.confirmButton}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
