import { useEffect, useId, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiInstance } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { childStatsMachine } from '../../../machines/family/childStats.machine';
import { connectLearningSettings, type LearningSettingsView } from '../../../machines/family/learningSettings.connect';
import {
  learningSettingsMachine,
  type LearningField,
  type LearningSettings,
} from '../../../machines/family/learningSettings.machine';
import { WRITE_LENIENCIES, type Child, type Member, type WriteLeniency } from '../../../machines/types';
import { childStatsActors } from '../../api/actors/family/children';
import { learningSettingsActors } from '../../api/actors/family/learningSettings';
import { serverMessage } from '../../api/messages';
import { useAppChild, useMember } from '../../app/AppActorContext';
import { ChildAvatar } from '../../components/ChildAvatar';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { Modal } from '../../components/Modal';
import { inspectOption } from '../../dev/inspect';
import '../../components/form/form.css';
import './learning-settings.css';
import { PageTitle } from '../../app/PageTitle';

/** The counts the selects offer (the server takes 1 to 10 for both). */
const COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const NO_CHILDREN: Child[] = [];
/** The school term's "not chosen" radio (the setting's null). */
const NO_TERM = 'none';

type SettingsRef = ActorRefFrom<typeof learningSettingsMachine>;
type Change = (changes: Partial<LearningSettings>) => void;

/**
 * /set-up, the learning settings tab (SPEC §2 set-up; §3 Member setting; §4 daily
 * task, study-time limit, music). The `learningSettings` machine owns the draft, the
 * warning before a new number of lessons per day is saved, and the save (PUT
 * members/{id}); this page renders its view and sends its events. The reading and challenge
 * settings are the current child's own (issue 28: the child's name and avatar say whose, a
 * button per child edits another one's and makes it the current child); the study time, daily
 * task and music are the whole family's. After a save the
 * member is updated with the server's reply (`member.updated`): the study timer starts
 * the play time over when the limit changed, the music follows `bgm`, and the lessons
 * follow the script and the sound symbols.
 *
 * Each child's stroke checking (writing leniency) is saved at once per child by the
 * `childStats` machine (POST children/{id}?write_leniency=…), as on the child cards.
 */
export default function LearningSettingsPage() {
  const { t } = useLingui();
  const member = useMember();
  return (
    <section className="page learning-settings" aria-labelledby="page-title">
      <PageTitle>{`${t`Learning settings`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title">
        <Trans>Learning settings</Trans>
      </h1>
      {member ? <SettingsForm member={member} /> : null}
      {member && member.child.length > 0 ? <StrokeChecking /> : null}
    </section>
  );
}

function SettingsForm({ member }: { member: Member }) {
  const auth = useAppChild('auth');
  const settings = useActorRef(
    learningSettingsMachine.provide({
      actors: learningSettingsActors,
      actions: {
        settingsSaved: (_, { member: saved }) => auth.send({ type: 'member.updated', member: saved }),
        chooseChild: (_, { childId }) => auth.send({ type: 'member.chooseChild', childId }),
      },
    }),
    { input: { memberId: member.id, setting: member.setting, children: member.child }, ...inspectOption() },
  );
  // The member changed elsewhere (another current child included): the form follows while it has no unsaved change.
  useEffect(() => {
    settings.send({ type: 'settings.sync', setting: member.setting, children: member.child });
  }, [settings, member.setting, member.child]);

  const view = useSelector(settings, connectLearningSettings);
  const change: Change = (changes) => settings.send({ type: 'setting.change', changes });
  const { draft } = view;
  const childName = view.child?.name ?? null;
  const busy = view.saving || view.confirmingReset;

  return (
    <form
      method="post"
      className="learning-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        settings.send({ type: 'settings.save' });
      }}
    >
      <FormErrors view={view} />

      <WhoseSettings view={view} onChoose={(childId) => settings.send({ type: 'child.choose', childId })} />

      <Section title={childName !== null ? <Trans>Reading: {childName}</Trans> : <Trans>Reading</Trans>}>
        <Choice
          field="language"
          label={<Trans>Chinese characters</Trans>}
          value={draft.language}
          options={[
            { value: 'tw', label: <Trans>Traditional (Taiwan)</Trans> },
            { value: 'cn', label: <Trans>Simplified (mainland China)</Trans> },
          ]}
          onChange={(language) => change({ language })}
          view={view}
          disabled={busy}
        />
        <Choice
          field="phonetic_symbol"
          label={<Trans>Pronunciation guide</Trans>}
          hint={<Trans>Shown above the characters in lessons and explanations.</Trans>}
          value={draft.phonetic_symbol}
          options={[
            { value: 'rom', label: <Trans>Pinyin</Trans> },
            { value: 'phonetic', label: <Trans>Zhuyin</Trans> },
          ]}
          onChange={(phonetic_symbol) => change({ phonetic_symbol })}
          view={view}
          disabled={busy}
        />
        <Choice
          field="second_language"
          label={<Trans>Second language</Trans>}
          hint={<Trans>With English, words show their English meaning and the challenges spell English words. Without it, children spell each word's zhuyin or pinyin.</Trans>}
          value={draft.second_language}
          options={[
            { value: 'none', label: <Trans>None</Trans> },
            { value: 'english', label: <Trans>English</Trans> },
          ]}
          onChange={(second_language) => change({ second_language })}
          view={view}
          disabled={busy}
        />
      </Section>

      <Section title={childName !== null ? <Trans>Challenges: {childName}</Trans> : <Trans>Challenges</Trans>}>
        <CountSelect
          field="write_number"
          label={<Trans>Times to write each word</Trans>}
          hint={<Trans>How many times your child writes a word in the writing challenge.</Trans>}
          value={draft.write_number}
          onChange={(write_number) => change({ write_number })}
          view={view}
          disabled={busy}
        />
        <Toggle
          field="write_hint"
          label={<Trans>Writing hint</Trans>}
          hint={<Trans>A missed stroke first shows where it starts; missed again, the stroke itself shows to trace.</Trans>}
          checked={draft.write_hint === 1}
          onChange={(on) => change({ write_hint: on ? 1 : 0 })}
          view={view}
          disabled={busy}
        />
        <Toggle
          field="eng_spell_hint"
          label={<Trans>Spelling hint</Trans>}
          hint={<Trans>While spelling, the next letter or zhuyin symbol is shown.</Trans>}
          checked={draft.eng_spell_hint === 1}
          onChange={(on) => change({ eng_spell_hint: on ? 1 : 0 })}
          view={view}
          disabled={busy}
        />
      </Section>

      {childName !== null ? (
        <Section title={<Trans>School: {childName}</Trans>}>
          <Choice
            field="school_term"
            label={<Trans>School term</Trans>}
            hint={<Trans>The lessons of this term get a “This term” mark on the lesson track. Not chosen: no mark.</Trans>}
            value={draft.school_term ?? NO_TERM}
            options={[
              { value: NO_TERM, label: <Trans>Not chosen</Trans> },
              { value: '1-1', label: <Trans>Grade 1, first term</Trans> },
              { value: '1-2', label: <Trans>Grade 1, second term</Trans> },
              { value: '2-1', label: <Trans>Grade 2, first term</Trans> },
              { value: '2-2', label: <Trans>Grade 2, second term</Trans> },
            ]}
            onChange={(term) => change({ school_term: term === NO_TERM ? null : term })}
            view={view}
            disabled={busy}
          />
        </Section>
      ) : null}

      <h2 className="learning-group-title">
        <Trans>For the whole family</Trans>
      </h2>
      <Section title={<Trans>Study time</Trans>}>
        <StudyTimeLimit view={view} onChange={change} disabled={busy} />
      </Section>

      <Section title={<Trans>Daily task</Trans>}>
        <Toggle
          field="daily_task"
          label={<Trans>Daily task</Trans>}
          hint={<Trans>A few lessons to finish each day, for stars and stickers.</Trans>}
          checked={draft.daily_task === 1}
          onChange={(on) => change({ daily_task: on ? 1 : 0 })}
          view={view}
          disabled={busy}
        />
        <CountSelect
          field="daily_task_times"
          label={<Trans>Lessons per day</Trans>}
          hint={<Trans>Changing it starts today's daily task over.</Trans>}
          value={draft.daily_task_times}
          onChange={(daily_task_times) => change({ daily_task_times })}
          view={view}
          disabled={busy || draft.daily_task !== 1}
        />
      </Section>

      <Section title={<Trans>Sound</Trans>}>
        <Toggle
          field="bgm"
          label={<Trans>Background music</Trans>}
          checked={draft.bgm === 1}
          onChange={(on) => change({ bgm: on ? 1 : 0 })}
          view={view}
          disabled={busy}
        />
      </Section>

      <div className="learning-actions">
        <SubmitButton pending={view.saving} disabled={!view.canSave}>
          <Trans>Save</Trans>
        </SubmitButton>
        <button
          type="button"
          className="button"
          disabled={!view.canDiscard}
          onClick={() => settings.send({ type: 'settings.discard' })}
        >
          <Trans>Undo changes</Trans>
        </button>
      </div>
      <FormAlert tone="success">{view.saved ? <Trans>Your settings are saved.</Trans> : null}</FormAlert>

      <ResetWarning settings={settings} open={view.confirmingReset} lessons={draft.daily_task_times} />
    </form>
  );
}

/**
 * Whose settings these are (issue 28): the shown child's avatar and name, and a button per child to
 * edit another one's (it becomes the current child). Switching waits until the changes are saved or undone.
 */
function WhoseSettings({ view, onChoose }: { view: LearningSettingsView; onChoose: (childId: number) => void }) {
  const { t } = useLingui();
  const hintId = useId();
  if (!view.child) return null;
  const name = view.child.name;
  return (
    <section className="card learning-whose" aria-label={t`Whose settings`}>
      <div className="learning-whose-shown">
        <ChildAvatar child={view.child} size={56} />
        <p className="learning-whose-name">
          <Trans>Settings of {name}</Trans>
        </p>
      </div>
      <p id={hintId} className="field-hint">
        {view.dirty ? (
          <Trans>Save or undo your changes before choosing another child.</Trans>
        ) : (
          <Trans>Each child has their own reading and writing settings. Choosing a child here makes them the current child.</Trans>
        )}
      </p>
      {view.children.length > 1 ? (
        <ul className="learning-whose-children">
          {view.children.map((child) => (
            <li key={child.id}>
              <button
                type="button"
                className={`button learning-whose-child${child.shown ? ' is-shown' : ''}`}
                aria-pressed={child.shown}
                aria-describedby={hintId}
                disabled={!child.canChoose}
                onClick={() => onChoose(child.id)}
              >
                <ChildAvatar child={child} size={32} />
                <span>{child.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** A refused save: a message for the whole form when no field carries it. */
function FormErrors({ view }: { view: LearningSettingsView }) {
  const { i18n } = useLinguiInstance();
  return <FormAlert>{view.formError ? serverMessage(i18n, view.formError) : null}</FormAlert>;
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card learning-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The translated server error of one field, if the last save refused it. */
function useFieldError(view: LearningSettingsView, field: LearningField): string | undefined {
  const { i18n } = useLinguiInstance();
  const message = view.fieldErrors[field]?.[0];
  return message ? serverMessage(i18n, message) : undefined;
}

interface ControlProps {
  field: LearningField;
  label: ReactNode;
  hint?: ReactNode;
  view: LearningSettingsView;
  disabled: boolean;
}

function Described({ id, hint, error }: { id: string; hint?: ReactNode; error: string | undefined }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

const describedBy = (id: string, hint: ReactNode, error: string | undefined) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

/** Radio buttons for one setting (a fieldset with its legend). */
function Choice<V extends string>({
  field,
  label,
  hint,
  value,
  options,
  onChange,
  view,
  disabled,
}: ControlProps & { value: V; options: { value: V; label: ReactNode }[]; onChange: (value: V) => void }) {
  const id = useId();
  const error = useFieldError(view, field);
  return (
    <fieldset className={`field radio-group learning-choice${error ? ' field--invalid' : ''}`}>
      <legend className="field-label">{label}</legend>
      <div className="radio-options">
        {options.map((option) => (
          <div key={option.value} className="radio-option">
            <input
              type="radio"
              id={`${id}-${option.value}`}
              name={field}
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, hint, error)}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          </div>
        ))}
      </div>
      <Described id={id} hint={hint} error={error} />
    </fieldset>
  );
}

/** An on/off setting: a checkbox shown as a switch. */
function Toggle({ field, label, hint, checked, onChange, view, disabled }: ControlProps & { checked: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  const error = useFieldError(view, field);
  return (
    <div className={`field learning-toggle${error ? ' field--invalid' : ''}`}>
      <div className="learning-toggle-row">
        <input
          type="checkbox"
          role="switch"
          id={id}
          name={field}
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor={id} className="field-label">
          {label}
        </label>
      </div>
      <Described id={id} hint={hint} error={error} />
    </div>
  );
}

/** A count from 1 to 10. */
function CountSelect({ field, label, hint, value, onChange, view, disabled }: ControlProps & { value: number; onChange: (value: number) => void }) {
  const id = useId();
  const error = useFieldError(view, field);
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        name={field}
        className="field-input learning-select"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {COUNTS.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <Described id={id} hint={hint} error={error} />
    </div>
  );
}

/** The study-time limit in whole minutes; 0 = none. An empty box means 0. */
function StudyTimeLimit({ view, onChange, disabled }: { view: LearningSettingsView; onChange: Change; disabled: boolean }) {
  const id = useId();
  const error = useFieldError(view, 'study_time_limit');
  const hint = (
    <Trans>
      In minutes; 0 means no limit. When the time is up, your child is asked to take a 5-minute break. Saving a new limit starts
      the count over.
    </Trans>
  );
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field-label">
        <Trans>Study time limit (minutes)</Trans>
      </label>
      <input
        id={id}
        name="study_time_limit"
        className="field-input learning-minutes"
        type="number"
        inputMode="numeric"
        min={0}
        max={600}
        step={1}
        value={Number.isNaN(view.draft.study_time_limit) ? '' : view.draft.study_time_limit}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => onChange({ study_time_limit: e.target.value === '' ? 0 : e.target.valueAsNumber })}
      />
      <Described id={id} hint={hint} error={error} />
    </div>
  );
}

/** SPEC §4: a new number of lessons per day resets today's progress, after this warning. */
function ResetWarning({ settings, open, lessons }: { settings: SettingsRef; open: boolean; lessons: number }) {
  const { t } = useLingui();
  const saving = useSelector(settings, (snapshot) => snapshot.matches('saving'));
  return (
    <Modal
      open={open || saving}
      title={t`Change the lessons per day?`}
      onClose={() => settings.send({ type: 'reset.cancel' })}
      className="learning-reset-warning"
    >
      <p>
        <Trans>
          With {lessons} lessons per day, today's daily task starts over: the progress your child made on it today will be reset.
        </Trans>
      </p>
      <div className="modal-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={saving}
          aria-busy={saving || undefined}
          onClick={() => settings.send({ type: 'reset.confirm' })}
        >
          <Trans>Reset and save</Trans>
        </button>
        <button type="button" className="button" data-autofocus disabled={saving} onClick={() => settings.send({ type: 'reset.cancel' })}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </Modal>
  );
}

/** Each child's stroke checking, saved at once (POST children/{id}?write_leniency=…). */
function StrokeChecking() {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
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
  useEffect(() => {
    stats.send({ type: 'children.sync', children });
  }, [stats, children]);
  const shown = useSelector(stats, (snapshot) => snapshot.context.children);
  const idle = useSelector(stats, (snapshot) => snapshot.matches('idle'));
  const error = useSelector(stats, (snapshot) => snapshot.context.error);
  const labels: Record<WriteLeniency, string> = { strict: t`Strict`, normal: t`Normal`, gentle: t`Gentle` };
  const hintId = useId();
  return (
    <Section title={<Trans>Stroke checking</Trans>}>
      <p id={hintId} className="field-hint">
        <Trans>How exactly each child's strokes must follow the character when writing. Gentle accepts less exact strokes from small hands.</Trans>
      </p>
      <FormAlert>{error ? serverMessage(i18n, error.message) : null}</FormAlert>
      <ul className="learning-leniency">
        {shown.map((child) => (
          <li key={child.id} className="field">
            <label htmlFor={`leniency-${child.id}`} className="field-label">
              {child.name}
            </label>
            <select
              id={`leniency-${child.id}`}
              className="field-input learning-select"
              aria-label={t`Stroke checking for ${child.name}`}
              aria-describedby={hintId}
              value={child.write_leniency}
              disabled={!idle}
              onChange={(e) => stats.send({ type: 'child.setLeniency', childId: child.id, leniency: e.target.value as WriteLeniency })}
            >
              {WRITE_LENIENCIES.map((value) => (
                <option key={value} value={value}>
                  {labels[value]}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
    </Section>
  );
}
