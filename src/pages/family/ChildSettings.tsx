import { useEffect, useId } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiInstance } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectChildEdit } from '../../../machines/family/childEdit.connect';
import { childEditMachine } from '../../../machines/family/childEdit.machine';
import { childFormMachine } from '../../../machines/family/childForm.machine';
import { canAddChild, MAX_CHILDREN } from '../../../machines/rules/children';
import { childStatsMachine } from '../../../machines/family/childStats.machine';
import { WRITE_LENIENCIES, type Child, type WriteLeniency } from '../../../machines/types';
import { childEditActors, childFormActors, childStatsActors } from '../../api/actors/family/children';
import { serverMessage } from '../../api/messages';
import { useAppChild, useMember } from '../../app/AppActorContext';
import { ChildAvatar } from '../../components/ChildAvatar';
import { FileField } from '../../components/form/FileField';
import { FormAlert } from '../../components/form/FormAlert';
import { Modal } from '../../components/Modal';
import { RadioGroup } from '../../components/form/RadioGroup';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useEagerForm } from '../../components/form/useEagerForm';
import { useServerErrors, type ServerFieldMap } from '../../components/form/useServerErrors';
import { inspectOption } from '../../dev/inspect';
import { AVATAR_ACCEPT, AVATAR_MAX_MB, childSchema, type NewChildInput } from '../../forms/child';
import { LocalizedLink } from '../../i18n/react';
import './child-settings.css';
import { PageTitle } from '../../app/PageTitle';

/** Which form field shows which API field's errors (POST children). */
const SERVER_FIELDS: ServerFieldMap<NewChildInput> = {
  name: 'name',
  gender: 'gender',
  birthday: 'birthday',
  avatar: 'avatar',
};

const NO_CHILDREN: Child[] = [];

/**
 * /set-up/child, the child settings tab (SPEC §2 "Child set-up page"): a card
 * per child (avatar or a default picture, name, learning progress, blue for a
 * boy and pink for a girl, a radio button for the current child and a
 * "current child" marker) and the add-child card that opens the form.
 *
 * Two machines own the behaviour: `childStats` (the list and the switch of the
 * current child: POST children/{id}?is_default=1, optimistic, rolled back on
 * failure) and `childForm` (the add-child card and POST children). Both tell
 * the auth actor to reload the member when the server changed something, so
 * the route guard sees the new child (a new parent leaves set-up mode)
 * and the API client sends the new current child's id.
 */
export default function ChildSettingsPage() {
  const { t } = useLingui();
  const member = useMember();
  const children = member?.child ?? NO_CHILDREN;
  const auth = useAppChild('auth');
  const reloadMember = () => auth.send({ type: 'member.reload' });

  const stats = useActorRef(
    childStatsMachine.provide({
      actors: childStatsActors(auth),
      actions: { leniencyChanged: reloadMember },
    }),
    { input: { children }, ...inspectOption() },
  );
  const form = useActorRef(
    childFormMachine.provide({ actors: childFormActors, actions: { childAdded: reloadMember } }),
    { input: { childCount: children.length }, ...inspectOption() },
  );
  const edit = useActorRef(
    childEditMachine.provide({ actors: childEditActors, actions: { childChanged: reloadMember, childRemoved: reloadMember } }),
    { input: { children }, ...inspectOption() },
  );

  // The member was reloaded: the list follows (the machine ignores it while a change is saved).
  useEffect(() => {
    stats.send({ type: 'children.sync', children });
    edit.send({ type: 'children.sync', children });
  }, [stats, edit, children]);

  const shown = useSelector(stats, (snapshot) => snapshot.context.children);
  const added = useSelector(form, (snapshot) => snapshot.context.added);
  const formOpen = useSelector(form, (snapshot) => snapshot.matches('open'));
  const hasChildren = shown.length > 0;

  return (
    <section className="page child-settings" aria-labelledby="page-title">
      <PageTitle>{`${t`Child settings`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title">
        <Trans>Child settings</Trans>
      </h1>
      {hasChildren ? null : (
        <p className="child-settings-intro">
          <Trans>Welcome! Add your child to start learning.</Trans>
        </p>
      )}
      <FormAlert tone="success">{added ? <AddedNotice name={added.name} /> : null}</FormAlert>
      <EditNotice edit={edit} />
      <DefaultChildError stats={stats} />

      <div className="child-board">
        {hasChildren ? <ChildCards stats={stats} edit={edit} /> : null}
        <EditChildForm edit={edit} />
        {!canAddChild(children.length) ? (
          <p className="card child-limit" role="note">
            <Trans>An account can have at most {MAX_CHILDREN} children. Remove one to add another.</Trans>
          </p>
        ) : formOpen ? (
          <AddChildForm form={form} />
        ) : (
          <AddChildCard form={form} />
        )}
      </div>
      <RemoveChildDialog edit={edit} />

      {hasChildren ? (
        <p className="child-settings-next">
          <LocalizedLink to="/home" className="button button-primary">
            <Trans>Start learning</Trans>
          </LocalizedLink>
        </p>
      ) : null}
    </section>
  );
}

/** The child just added, said politely (role status). */
function AddedNotice({ name }: { name: string }) {
  return <Trans>{name} was added.</Trans>;
}

type StatsRef = ActorRefFrom<typeof childStatsMachine>;
type FormRef = ActorRefFrom<typeof childFormMachine>;
type EditRef = ActorRefFrom<typeof childEditMachine>;

/** "Saved" or "removed", politely (role status). */
function EditNotice({ edit }: { edit: EditRef }) {
  const notice = useSelector(edit, (snapshot) => snapshot.context.notice);
  if (!notice) return null;
  const { name } = notice;
  return (
    <FormAlert tone="success">
      {notice.kind === 'saved' ? <Trans>{name}'s profile was saved.</Trans> : <Trans>{name} was removed.</Trans>}
    </FormAlert>
  );
}

/** A failed switch of the current child, in the page language. */
function DefaultChildError({ stats }: { stats: StatsRef }) {
  const { i18n } = useLinguiInstance();
  const error = useSelector(stats, (snapshot) => snapshot.context.error);
  return <FormAlert>{error ? serverMessage(i18n, error.message) : null}</FormAlert>;
}

/** The children as cards; the radio buttons choose the current child. */
function ChildCards({ stats, edit }: { stats: StatsRef; edit: EditRef }) {
  const snapshot = useSelector(stats, (s) => s);
  const editing = useSelector(edit, (s) => s.context.childId);
  const canEdit = useSelector(edit, (s) => s.matches('closed'));
  const { children } = snapshot.context;
  return (
    <fieldset className="child-choice">
      <legend className="child-choice-legend">
        <Trans>Choose the current child</Trans>
      </legend>
      <ul className="child-cards">
        {children.map((child) => (
          <ChildCard
            key={child.id}
            child={child}
            canChoose={snapshot.can({ type: 'child.makeDefault', childId: child.id })}
            onChoose={() => stats.send({ type: 'child.makeDefault', childId: child.id })}
            canSetLeniency={snapshot.matches('idle')}
            onSetLeniency={(leniency) => stats.send({ type: 'child.setLeniency', childId: child.id, leniency })}
            curriculumSize={child.total_words}
            editing={editing === child.id}
            canEdit={canEdit}
            onEdit={() => edit.send({ type: 'edit.open', childId: child.id })}
          />
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * One child: avatar, name (the label of its radio button), gender, age,
 * learning progress, and the current-child marker. Progress is "learned out
 * of the curriculum" when the curriculum size is known, else words learned.
 */
function ChildCard({
  child,
  canChoose,
  onChoose,
  canSetLeniency,
  onSetLeniency,
  curriculumSize,
  editing,
  canEdit,
  onEdit,
}: {
  child: Child;
  editing: boolean;
  canEdit: boolean;
  onEdit: () => void;
  canChoose: boolean;
  onChoose: () => void;
  canSetLeniency: boolean;
  onSetLeniency: (leniency: WriteLeniency) => void;
  curriculumSize?: number;
}) {
  const { t } = useLingui();
  const radioId = useId();
  const leniencyId = useId();
  const leniencyLabels: Record<WriteLeniency, string> = { strict: t`Strict`, normal: t`Normal`, gentle: t`Gentle` };
  const current = child.is_default === 1;
  const { age, complete_words: words, name } = child;
  return (
    <li className={`child-settings-card child-settings-card--${child.gender}`} aria-current={current ? 'true' : undefined}>
      <ChildAvatar child={child} />
      <div className="child-settings-card-body">
        <div className="child-settings-card-title">
          <input
            type="radio"
            id={radioId}
            name="current-child"
            checked={current}
            disabled={!current && !canChoose}
            onChange={onChoose}
          />
          <label htmlFor={radioId} className="child-name">
            {child.name}
          </label>
          <button
            type="button"
            className="child-edit-button"
            aria-label={t`Edit ${name}`}
            aria-expanded={editing}
            disabled={!canEdit}
            onClick={onEdit}
          >
            <span aria-hidden="true">✎</span>
          </button>
          {current ? (
            <span className="badge">
              <Trans>Current child</Trans>
            </span>
          ) : null}
        </div>
        <p className="child-facts">
          {child.gender === 'boy' ? <Trans>Boy</Trans> : <Trans>Girl</Trans>}
          {' · '}
          <Plural value={age} one="# year old" other="# years old" />
        </p>
        <p className="child-progress">
          {curriculumSize ? (
            <Trans>
              {words} of {curriculumSize} words learned
            </Trans>
          ) : (
            <Plural value={words} one="# word learned" other="# words learned" />
          )}
        </p>
        <p className="child-leniency">
          <label htmlFor={leniencyId}>
            <Trans>Stroke checking</Trans>
          </label>{' '}
          <select
            id={leniencyId}
            aria-label={t`Stroke checking for ${child.name}`}
            aria-describedby={`${leniencyId}-hint`}
            value={child.write_leniency}
            disabled={!canSetLeniency}
            onChange={(e) => onSetLeniency(e.target.value as WriteLeniency)}
          >
            {WRITE_LENIENCIES.map((value) => (
              <option key={value} value={value}>
                {leniencyLabels[value]}
              </option>
            ))}
          </select>
          <span id={`${leniencyId}-hint`} className="child-leniency-hint">
            <Trans>Gentle accepts less exact strokes from small hands.</Trans>
          </span>
        </p>
      </div>
    </li>
  );
}

/** The empty add-child card: opens the form. */
function AddChildCard({ form }: { form: FormRef }) {
  const canOpen = useSelector(form, (snapshot) => snapshot.can({ type: 'form.open' }));
  return (
    <button
      type="button"
      className="add-child-card"
      disabled={!canOpen}
      onClick={() => form.send({ type: 'form.open' })}
    >
      <span className="add-child-plus" aria-hidden="true">
        +
      </span>
      <Trans>Add a child</Trans>
    </button>
  );
}

/** The add-child form: nickname, gender, birthday, avatar; validated while typing. */
function AddChildForm({ form }: { form: FormRef }) {
  const { t } = useLingui();
  const error = useSelector(form, (snapshot) => snapshot.context.error);
  const saving = useSelector(form, (snapshot) => snapshot.matches({ open: 'saving' }));
  const canClose = useSelector(form, (snapshot) => snapshot.can({ type: 'form.close' }));
  const { register, handleSubmit, setError, formState } = useEagerForm(childSchema, {
    name: '',
    birthday: '',
  });
  const formError = useServerErrors(error, setError, SERVER_FIELDS);
  const { errors } = formState;

  const onSubmit = handleSubmit(({ name, gender, birthday, avatar }) =>
    form.send({ type: 'child.submit', name, gender, birthday, avatar }),
  );

  return (
    <section className="card add-child-form" aria-labelledby="add-child-title">
      <h2 id="add-child-title">
        <Trans>Add a child</Trans>
      </h2>
      <form method="post" className="account-form" onSubmit={onSubmit} noValidate>
        <FormAlert>{formError}</FormAlert>
        <TextField
          label={<Trans>Nickname</Trans>}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <RadioGroup
          label={<Trans>Gender</Trans>}
          options={[
            { value: 'boy', label: t`Boy` },
            { value: 'girl', label: t`Girl` },
          ]}
          error={errors.gender?.message}
          {...register('gender')}
        />
        <TextField
          label={<Trans>Birthday</Trans>}
          type="date"
          error={errors.birthday?.message}
          {...register('birthday')}
        />
        <FileField
          label={<Trans>Avatar (optional)</Trans>}
          accept={AVATAR_ACCEPT}
          hint={<Trans>A PNG, JPEG, GIF or WebP picture of at most {AVATAR_MAX_MB} MB.</Trans>}
          error={errors.avatar?.message}
          {...register('avatar')}
        />
        <div className="form-actions">
          <SubmitButton pending={saving}>
            <Trans>Save</Trans>
          </SubmitButton>
          <button type="button" className="button" disabled={!canClose} onClick={() => form.send({ type: 'form.close' })}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}

/** Which form field shows which API field's errors (POST children/{id}). */
const EDIT_SERVER_FIELDS: ServerFieldMap<NewChildInput> = SERVER_FIELDS;

/** The edit form of one child: nickname, gender, birthday, a new avatar; and the way to remove it. */
function EditChildForm({ edit }: { edit: EditRef }) {
  const view = useSelector(edit, connectChildEdit);
  if (!view.child) return null;
  return <EditChildFields key={view.child.id} edit={edit} child={view.child} />;
}

function EditChildFields({ edit, child }: { edit: EditRef; child: Child }) {
  const { t } = useLingui();
  const view = useSelector(edit, connectChildEdit);
  const error = useSelector(edit, (snapshot) => (snapshot.matches({ editing: 'form' }) ? snapshot.context.error : null));
  const { register, handleSubmit, setError, formState } = useEagerForm(childSchema, {
    name: child.name,
    gender: child.gender,
    birthday: child.birthday,
  });
  const formError = useServerErrors(error, setError, EDIT_SERVER_FIELDS);
  const { errors } = formState;
  const { name } = child;
  const onSubmit = handleSubmit((values) =>
    edit.send({ type: 'child.save', name: values.name, gender: values.gender, birthday: values.birthday, avatar: values.avatar }),
  );
  return (
    <section className="card add-child-form edit-child-form" aria-labelledby="edit-child-title">
      <h2 id="edit-child-title">
        <Trans>Edit {name}</Trans>
      </h2>
      <form method="post" className="account-form" onSubmit={onSubmit} noValidate>
        <FormAlert>{formError}</FormAlert>
        <TextField label={<Trans>Nickname</Trans>} autoComplete="off" error={errors.name?.message} {...register('name')} />
        <RadioGroup
          label={<Trans>Gender</Trans>}
          options={[
            { value: 'boy', label: t`Boy` },
            { value: 'girl', label: t`Girl` },
          ]}
          error={errors.gender?.message}
          {...register('gender')}
        />
        <TextField label={<Trans>Birthday</Trans>} type="date" error={errors.birthday?.message} {...register('birthday')} />
        <FileField
          label={<Trans>New avatar (optional)</Trans>}
          accept={AVATAR_ACCEPT}
          hint={<Trans>A PNG, JPEG, GIF or WebP picture of at most {AVATAR_MAX_MB} MB.</Trans>}
          error={errors.avatar?.message}
          {...register('avatar')}
        />
        <div className="form-actions">
          <SubmitButton pending={view.saving} disabled={!view.canSave}>
            <Trans>Save</Trans>
          </SubmitButton>
          <button type="button" className="button" disabled={!view.canClose} onClick={() => edit.send({ type: 'edit.close' })}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
      <div className="remove-child">
        <button
          type="button"
          className="button button-danger"
          aria-haspopup="dialog"
          disabled={!view.canRemove}
          aria-describedby={view.canRemove ? undefined : 'remove-child-note'}
          onClick={() => edit.send({ type: 'remove.ask' })}
        >
          <Trans>Remove {name}</Trans>
        </button>
        {view.canRemove ? null : (
          <p id="remove-child-note" className="field-hint">
            <Trans>An account keeps at least one child, so the only child cannot be removed.</Trans>
          </p>
        )}
      </div>
    </section>
  );
}

/** The confirmation that says what is lost. */
function RemoveChildDialog({ edit }: { edit: EditRef }) {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
  const view = useSelector(edit, connectChildEdit);
  const child = view.child;
  const name = child?.name ?? '';
  return (
    <Modal
      open={view.confirmingRemoval && child !== null}
      title={t`Remove ${name}?`}
      onClose={view.removing ? undefined : () => edit.send({ type: 'remove.cancel' })}
      className="remove-child-dialog"
    >
      <p>
        <Trans>
          Everything of {name} will be deleted for good: the learning progress, stars, stickers, badges and picture books. This
          cannot be undone.
        </Trans>
      </p>
      <FormAlert>{view.removalError ? serverMessage(i18n, view.removalError) : null}</FormAlert>
      <div className="modal-actions">
        <button
          type="button"
          className="button button-danger"
          disabled={view.removing}
          aria-busy={view.removing || undefined}
          onClick={() => edit.send({ type: 'remove.confirm' })}
        >
          <Trans>Yes, remove {name}</Trans>
        </button>
        <button type="button" className="button" data-autofocus disabled={view.removing} onClick={() => edit.send({ type: 'remove.cancel' })}>
          <Trans>Keep {name}</Trans>
        </button>
      </div>
    </Modal>
  );
}
