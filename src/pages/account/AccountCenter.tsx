import { useCallback, useEffect } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation, useNavigate } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { connectAccountCenter } from '../../../machines/account/accountCenter.connect';
import { accountCenterMachine } from '../../../machines/account/accountCenter.machine';
import { connectAccountSettings } from '../../../machines/account/accountSettings.connect';
import { accountSettingsMachine, type EnvLanguage } from '../../../machines/account/accountSettings.machine';
import { changePasswordMachine } from '../../../machines/account/changePassword.machine';
import { deleteMemberMachine } from '../../../machines/account/deleteMember.machine';
import { remittanceMachine } from '../../../machines/account/remittance.machine';
import type { Member } from '../../../machines/types';
import {
  accountCenterActors,
  changePasswordActors,
  deleteMemberActors,
  remittanceActors,
  saveAccountSettings,
} from '../../api/actors/account/accountCenter';
import { useAppChild, useMember } from '../../app/AppActorContext';
import { hrefOf } from '../../app/routeOf';
import { FormAlert } from '../../components/form/FormAlert';
import { RadioGroup } from '../../components/form/RadioGroup';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useEagerForm } from '../../components/form/useEagerForm';
import { useServerErrors, type ServerFieldMap } from '../../components/form/useServerErrors';
import { inspectOption } from '../../dev/inspect';
import { accountSettingsSchema, type AccountSettingsInput } from '../../forms/account';
import { envLanguageOf, localeOfEnvLanguage, localizePath, stripLocalePrefix, toSpecLocale } from '../../i18n/locales';
import { useLocale } from '../../i18n/react';
import { DeleteMemberModal } from './center/DeleteMemberModal';
import { PasswordModal } from './center/PasswordModal';
import { DescriptionModal, PointRecordsModal, ReferralCode, TransactionRecordsModal } from './center/RecordModals';
import { ShareModal, useReferralMessage } from './center/ShareModal';
import type { CenterRef } from './center/refs';
import { RemittanceModal } from './center/RemittanceModal';
import './account-center.css';
import { PageTitle } from '../../app/PageTitle';

/** Which form field shows which API field's errors (PUT members/{id}). */
const SETTINGS_FIELDS: ServerFieldMap<AccountSettingsInput> = { name: 'name', gender: 'gender', env_language: 'env_language' };

/**
 * /set-up/account, the account center (SPEC §2; behind the parent gate like
 * every set-up page): the account settings (name, gender, interface
 * language), the points with their records and the transfer out, the referral
 * code with its copy button and description, the transaction records, the
 * password and the deletion of the account.
 *
 * Five machines own the behaviour, one per flow: `accountSettings` (PUT
 * members/{id}; a new interface language switches the app's language as the
 * language switcher does), `accountCenter` (the referral code's copy, the
 * description and the two record modals), `changePassword`, `deleteMember`
 * and `remittance`. This page renders their snapshots and sends events.
 */
export default function AccountCenterPage() {
  const member = useMember();
  if (!member) return null;
  return <AccountCenter member={member} />;
}

function AccountCenter({ member }: { member: Member }) {
  const { t } = useLingui();
  const auth = useAppChild('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const locale = useLocale();

  const referralMessage = useReferralMessage();
  const center = useActorRef(
    accountCenterMachine.provide({
      actors: accountCenterActors,
      actions: {
        // the device's share sheet; a cancelled sheet is no error
        shareText: (_, { text }) => void navigator.share?.({ text: referralMessage(text) }).catch(() => {}),
      },
    }),
    { input: { code: member.invite_code }, ...inspectOption() },
  );
  const password = useActorRef(changePasswordMachine.provide({ actors: changePasswordActors }), inspectOption());
  const deletion = useActorRef(
    deleteMemberMachine.provide({
      actors: deleteMemberActors,
      actions: {
        // The landing page first, then the sign-out: on a public page the route guard lets the visitor stay.
        accountDeleted: () => {
          void Promise.resolve(navigate(hrefOf({ to: 'index' }, locale), { replace: true })).then(() =>
            auth.send({ type: 'session.invalidated' }),
          );
        },
      },
    }),
    inspectOption(),
  );
  const remittance = useActorRef(
    remittanceMachine.provide({
      actors: remittanceActors,
      actions: { remitted: () => auth.send({ type: 'member.reload' }) },
    }),
    // only the remittable part of the balance may be transferred (machines/rules/points.ts)
    { input: { points: member.remittable_points }, ...inspectOption() },
  );

  // The member was reloaded (a transfer held the points): the transfer rule reads the new remittable part.
  useEffect(() => {
    remittance.send({ type: 'points.sync', points: member.remittable_points });
  }, [remittance, member.remittable_points]);

  const switchLanguage = useCallback(
    (envLanguage: EnvLanguage) => {
      const target = localeOfEnvLanguage(envLanguage);
      void navigate(localizePath(stripLocalePrefix(location.pathname), target), { replace: true, state: { saved: true } });
    },
    [navigate, location.pathname],
  );

  return (
    <section className="page account-center" aria-labelledby="page-title">
      <PageTitle>{`${t`Account center`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title">
        <Trans>Account center</Trans>
      </h1>
      <SettingsCard
        member={member}
        envLanguage={envLanguageOf(toSpecLocale(locale))}
        savedBefore={(location.state as { saved?: unknown } | null)?.saved === true}
        onSaved={(saved) => auth.send({ type: 'member.updated', member: saved })}
        onSwitchLanguage={switchLanguage}
      />
      <PointsCard member={member} center={center} remittance={remittance} />
      <ReferralCard center={center} />
      <SecurityCard password={password} deletion={deletion} />

      <DescriptionModal center={center} />
      <ShareModal center={center} />
      <PointRecordsModal center={center} />
      <TransactionRecordsModal center={center} />
      <PasswordModal password={password} />
      <DeleteMemberModal deletion={deletion} />
      <RemittanceModal remittance={remittance} />
    </section>
  );
}

/** Name, gender and interface language (PUT members/{id}). */
function SettingsCard({
  member,
  envLanguage,
  savedBefore,
  onSaved,
  onSwitchLanguage,
}: {
  member: Member;
  envLanguage: EnvLanguage;
  savedBefore: boolean;
  onSaved: (member: Member) => void;
  onSwitchLanguage: (envLanguage: EnvLanguage) => void;
}) {
  const { t } = useLingui();
  const settings = useActorRef(
    accountSettingsMachine.provide({
      actors: { saveSettings: saveAccountSettings(member.id) },
      actions: {
        memberSaved: (_, { member: saved }) => onSaved(saved),
        switchLanguage: (_, { envLanguage: next }) => onSwitchLanguage(next),
      },
    }),
    { input: { envLanguage }, ...inspectOption() },
  );
  const view = useSelector(settings, connectAccountSettings);
  const error = useSelector(settings, (snapshot) => snapshot.context.error);
  const { register, handleSubmit, setError, formState } = useEagerForm(accountSettingsSchema, {
    name: member.name,
    gender: member.gender ?? null,
    env_language: String(member.setting.env_language) as '1' | '2' | '3',
  });
  const formError = useServerErrors(error, setError, SETTINGS_FIELDS);
  const { errors } = formState;

  const onSubmit = handleSubmit(({ name, gender, env_language }) =>
    settings.send({ type: 'settings.save', name, gender, env_language }),
  );

  return (
    <section className="card account-card" aria-labelledby="account-settings-title">
      <h2 id="account-settings-title">
        <Trans>Account settings</Trans>
      </h2>
      <p className="account-email">
        <Trans>E-mail</Trans>: <span className="account-email-value">{member.email}</span>
      </p>
      <form method="post" className="account-form" onSubmit={onSubmit} noValidate>
        <FormAlert>{formError}</FormAlert>
        <FormAlert tone="success">{view.saved || (savedBefore && !view.saving && !error) ? t`Saved.` : null}</FormAlert>
        <TextField label={<Trans>Name</Trans>} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <RadioGroup
          label={<Trans>Gender</Trans>}
          options={[
            { value: 'male', label: t`Male` },
            { value: 'female', label: t`Female` },
          ]}
          error={errors.gender?.message}
          {...register('gender')}
        />
        <RadioGroup
          label={<Trans>Interface language</Trans>}
          options={[
            { value: '2', label: <span lang="zh-Hant">繁體中文</span> },
            { value: '1', label: <span lang="zh-Hans">简体中文</span> },
            { value: '3', label: <span lang="en">English</span> },
          ]}
          error={errors.env_language?.message}
          {...register('env_language')}
        />
        <div className="form-actions">
          <SubmitButton pending={view.saving}>
            <Trans>Save</Trans>
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

/** The balance, the two record modals and the transfer out. */
function PointsCard({
  member,
  center,
  remittance,
}: {
  member: Member;
  center: CenterRef;
  remittance: ActorRefFrom<typeof remittanceMachine>;
}) {
  const { points } = member;
  return (
    <section className="card account-card" aria-labelledby="points-title">
      <h2 id="points-title">
        <Trans>Points</Trans>
      </h2>
      <p className="account-points">
        <span className="account-points-value">
          <Plural value={points} one="# point" other="# points" />
        </span>{' '}
        <span className="account-points-note">
          <Trans>(1 point = NT$1)</Trans>
        </span>
      </p>
      <div className="account-actions">
        <button type="button" className="button" onClick={() => center.send({ type: 'pointRecords.open' })}>
          <Trans>Points history</Trans>
        </button>
        <button type="button" className="button" onClick={() => center.send({ type: 'transactionRecords.open' })}>
          <Trans>Purchase history</Trans>
        </button>
        <button type="button" className="button" onClick={() => remittance.send({ type: 'remit.open' })}>
          <Trans>Transfer points</Trans>
        </button>
      </div>
    </section>
  );
}

/** The referral code, its copy button and the description. */
function ReferralCard({ center }: { center: CenterRef }) {
  const view = useSelector(center, connectAccountCenter);
  return (
    <section className="card account-card" aria-labelledby="referral-title">
      <h2 id="referral-title">
        <Trans>Refer a friend</Trans>
      </h2>
      <p className="account-referral-intro">
        <Trans>Share your referral code: your friend gets 50 points, and so do you when they become a paying member.</Trans>
      </p>
      <ReferralCode center={center} />
      <p className="account-actions">
        <button type="button" className="button" onClick={() => center.send({ type: 'share.open' })} disabled={view.dialog !== 'closed'}>
          <Trans>Share</Trans>
        </button>
        <button type="button" className="button" onClick={() => center.send({ type: 'description.open' })} disabled={view.dialog !== 'closed'}>
          <Trans>How referral works</Trans>
        </button>
      </p>
    </section>
  );
}

/** The password and the deletion of the account. */
function SecurityCard({
  password,
  deletion,
}: {
  password: ActorRefFrom<typeof changePasswordMachine>;
  deletion: ActorRefFrom<typeof deleteMemberMachine>;
}) {
  return (
    <section className="card account-card" aria-labelledby="security-title">
      <h2 id="security-title">
        <Trans>Password and account</Trans>
      </h2>
      <div className="account-actions">
        <button type="button" className="button" onClick={() => password.send({ type: 'password.open' })}>
          <Trans>Change password</Trans>
        </button>
        <button type="button" className="button button-danger" onClick={() => deletion.send({ type: 'delete.open' })}>
          <Trans>Delete account</Trans>
        </button>
      </div>
    </section>
  );
}
