import { useEffect, useRef, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectBattle, type BattleQuestionView, type BattleSideView, type BattleView } from '../../../machines/battle/battle.connect';
import type { battleMachine } from '../../../machines/battle/battle.machine';
import type { BattleEvent, BattleWord, Side } from '../../../machines/battle/battle.types';
import { useAppActor, usePlayChild } from '../../app/AppActorContext';
import { BATTLE_KEYS, sideEventOfKey } from './battleKeys';
import './battle.css';
import { PageTitle } from '../../app/PageTitle';
import { useLearningSettings } from '../../app/useLearningSettings';
import type { EffectiveLearningSettings } from '../../../machines/rules/learningSettings';
import { Reading } from '../../components/Ruby';

type BattleActor = ActorRefFrom<typeof battleMachine>;

/**
 * The battle's three screens (/battle, /battle/game, /battle/finish), two players on one
 * screen. The battle machine (machines/battle/battle.machine.ts) holds every rule and moves between
 * the routes itself; this only renders its view model (`connectBattle`) and sends
 * `side.ready`, `side.answer`, `battle.again`, `battle.retry`, `battle.exit`.
 *
 * It shows the screen of the machine's state (the route normally is that screen; after a
 * history step it may not be, and the machine is the one that knows).
 *
 * Layout (battle.css): player 1 on the left half, player 2 on the right, the VS badge between;
 * on a phone held upright the halves are top and bottom and player 1's half is turned 180°,
 * so two children facing each other across a table each read their own half. Both can play
 * at the same moment: answers react to `pointerdown` (each finger its own pointer; the board
 * has `touch-action: none`), and each side has its own keys (battleKeys.ts), shown on screen.
 */
export function BattleRoom() {
  const app = useAppActor();
  const battle = usePlayChild('battle');
  // a page opened with no battle running asks the root for one, once per visit of the page
  // (after `battle.exit` the battle is gone while the page waits to be left: no new one)
  const opened = useRef(false);
  useEffect(() => {
    if (battle || opened.current) return;
    opened.current = true;
    app.send({ type: 'battle.open' });
  }, [app, battle]);

  if (!battle) return <Loading />;
  return <Battle battle={battle} />;
}

function Loading() {
  return (
    <section className="page battle-page" aria-labelledby="battle-title">
      <BattleTitle />
      <p className="card battle-message" role="status">
        <Trans>Getting the words ready…</Trans>
      </p>
    </section>
  );
}

function BattleTitle() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle>{`${t`Battle`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="battle-title" className="battle-title">
        <Trans>Battle</Trans>
      </h1>
    </>
  );
}

function Battle({ battle }: { battle: BattleActor }) {
  const view = useSelector(battle, connectBattle);
  const send = battle.send;
  useBattleKeys(view, send);

  if (view.loading) return <Loading />;
  if (view.failed) return <Failed view={view} send={send} />;
  if (view.unavailable) return <Unavailable send={send} />;
  if (view.screen === 'battleGame') return <Game view={view} send={send} />;
  if (view.screen === 'battleFinish') return <Finish view={view} send={send} />;
  return <Ready view={view} send={send} />;
}

type Send = (event: BattleEvent) => void;

/** The keys of both sides, on the whole window while the battle shows. */
function useBattleKeys(view: BattleView, send: Send) {
  const latest = useRef(view);
  latest.current = view;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target;
      if (target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]')) return;
      const battleEvent = sideEventOfKey(event.code, latest.current);
      if (!battleEvent) return;
      event.preventDefault();
      send(battleEvent);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [send]);
}

function Failed({ view, send }: { view: BattleView; send: Send }) {
  return (
    <section className="page battle-page" aria-labelledby="battle-title">
      <BattleTitle />
      <div className="card battle-message">
        <p role="alert">
          <Trans>The battle words could not be loaded.</Trans>
        </p>
        <p className="battle-actions">
          <button type="button" className="button button-primary" disabled={!view.canRetry} onClick={() => send({ type: 'battle.retry' })}>
            <Trans>Try again</Trans>
          </button>
          <button type="button" className="button" onClick={() => send({ type: 'battle.exit' })}>
            <Trans>Back to home</Trans>
          </button>
        </p>
      </div>
    </section>
  );
}

function Unavailable({ send }: { send: Send }) {
  return (
    <section className="page battle-page" aria-labelledby="battle-title">
      <BattleTitle />
      <div className="card battle-message">
        <p>
          <strong>
            <Trans>A battle needs at least four learned words.</Trans>
          </strong>
        </p>
        <p>
          <Trans>Learn more words first: finish the challenges of a lesson, then come back to battle!</Trans>
        </p>
        <p className="battle-actions">
          <button type="button" className="button button-primary" onClick={() => send({ type: 'battle.exit' })}>
            <Trans>Back to home</Trans>
          </button>
        </p>
      </div>
    </section>
  );
}

function usePlayerName(side: Side): string {
  const { t } = useLingui();
  return side === 'left' ? t`Player 1` : t`Player 2`;
}

/** A side's half of the board: a region named after its player. */
function Half({ side, children }: { side: Side; children: ReactNode }) {
  const name = usePlayerName(side);
  return (
    <section className={`battle-side battle-side-${side}`} aria-label={name}>
      <h2 className="battle-player">{name}</h2>
      {children}
    </section>
  );
}

function Board({ left, right, middle }: { left: ReactNode; right: ReactNode; middle?: ReactNode }) {
  return (
    <div className="battle-board">
      {left}
      <div className="battle-middle">
        <span className="battle-vs" aria-hidden="true">
          VS
        </span>
        {middle}
      </div>
      {right}
    </div>
  );
}

function KeyHint({ children }: { children: string }) {
  return (
    <kbd className="battle-key" aria-hidden="true">
      {children}
    </kbd>
  );
}

function Ready({ view, send }: { view: BattleView; send: Send }) {
  const { t } = useLingui();
  const half = (side: Side) => {
    const me = view[side];
    const keys = BATTLE_KEYS[side];
    const readyKey = keys.ready.label;
    return (
      <Half side={side}>
        <button
          type="button"
          className={`battle-ready${me.ready ? ' is-ready' : ''}`}
          disabled={!me.canReady}
          aria-pressed={me.ready}
          aria-keyshortcuts={keys.ready.label}
          onPointerDown={(event) => pointer(event, () => send({ type: 'side.ready', side }))}
          onClick={(event) => keyboardClick(event, () => send({ type: 'side.ready', side }))}
        >
          {me.ready ? t`Ready!` : t`Ready`}
        </button>
        <p className="battle-hint">
          {me.ready ? (
            <Trans>Waiting for the other player…</Trans>
          ) : (
            <Trans>
              Tap Ready or press <KeyHint>{readyKey}</KeyHint>
            </Trans>
          )}
        </p>
        <p className="battle-hint battle-keys-line">
          <Trans>Answer keys:</Trans>{' '}
          {keys.answers.map((key) => (
            <KeyHint key={key.code}>{key.label}</KeyHint>
          ))}
        </p>
      </Half>
    );
  };
  return (
    <section className="page battle-page" aria-labelledby="battle-title">
      <BattleTitle />
      <p className="battle-intro">
        <Plural
          value={view.questionCount}
          one="Find the Chinese word that matches the sound: # question. More right answers wins!"
          other="Find the Chinese word that matches the sound: # questions. More right answers wins!"
        />
      </p>
      <Board left={half('left')} right={half('right')} />
      <p className="battle-actions">
        <button type="button" className="button" onClick={() => send({ type: 'battle.exit' })}>
          <Trans>Leave the battle</Trans>
        </button>
      </p>
    </section>
  );
}

/** A pointer press (finger, pen, mouse's main button) acts at once: two fingers, two presses. */
function pointer(event: ReactPointerEvent<HTMLButtonElement>, act: () => void) {
  if (event.pointerType === 'mouse' && event.button !== 0) return;
  act();
}

/** A click that no pointer made (Enter or Space on a focused button). */
function keyboardClick(event: ReactMouseEvent<HTMLButtonElement>, act: () => void) {
  if (event.detail === 0) act();
}

function Crowns({ side, view }: { side: Side; view: BattleView }) {
  const { t } = useLingui();
  const crowns = view[side].crowns;
  const total = view.questionCount;
  return (
    <p className="battle-crowns" aria-label={t`${crowns} of ${total} crowns`}>
      {Array.from({ length: total }, (_, i) => (
        <span key={i} className={i < crowns ? 'crown crown-won' : 'crown'} aria-hidden="true">
          ♛
        </span>
      ))}
    </p>
  );
}

function Bar({ side, bar }: { side: Side; bar: number }) {
  const { t } = useLingui();
  const name = usePlayerName(side);
  const percent = Math.round(bar * 100);
  return (
    <div
      className={`battle-bar${bar <= 0.3 ? ' is-low' : ''}`}
      role="progressbar"
      aria-label={t`Time left, ${name}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="battle-bar-fill" style={{ transform: `scaleX(${bar})` }} />
    </div>
  );
}

function wordLang(setting: EffectiveLearningSettings): string {
  return setting.language === 'cn' ? 'zh-Hans' : 'zh-Hant';
}

function Question({ question, setting }: { question: BattleQuestionView; setting: EffectiveLearningSettings }) {
  const reading = setting.phonetic_symbol === 'phonetic' ? question.word.zhuyin : question.word.pinyin;
  return (
    <div className="battle-question">
      <p className="battle-reading">
        <Reading reading={reading} />
      </p>
      {setting.second_language === 'english' ? (
        <p className="battle-english" lang="en">
          {question.word.english}
        </p>
      ) : null}
    </div>
  );
}

function answerState(word: BattleWord, question: BattleQuestionView, me: BattleSideView): string {
  const right = word.id === question.wordId;
  if (me.choice === word.id) return right ? ' is-right' : ' is-wrong';
  if (right && question.revealed) return ' is-answer';
  return '';
}

function Feedback({ me }: { me: BattleSideView }) {
  if (me.answered === 'right') return <Trans>Right!</Trans>;
  if (me.answered === 'wrong') return <Trans>Not this one!</Trans>;
  if (me.answered === 'missed') return <Trans>Time's up!</Trans>;
  return null;
}

function Game({ view, send }: { view: BattleView; send: Send }) {
  const setting = useLearningSettings();
  const question = view.question;
  const half = (side: Side) => {
    const me = view[side];
    const keys = BATTLE_KEYS[side];
    return (
      <Half side={side}>
        <Crowns side={side} view={view} />
        <Bar side={side} bar={me.bar ?? 0} />
        {question ? <Question question={question} setting={setting} /> : null}
        <div className="battle-answers">
          {question?.answers.map((word, i) => {
            const key = keys.answers[i]!;
            const answer = () => send({ type: 'side.answer', side, choice: word.id });
            return (
              <button
                key={word.id}
                type="button"
                className={`battle-answer${answerState(word, question, me)}`}
                lang={wordLang(setting)}
                disabled={!me.canAnswer}
                aria-keyshortcuts={key.label}
                onPointerDown={(event) => pointer(event, answer)}
                onClick={(event) => keyboardClick(event, answer)}
              >
                <span className="battle-answer-word">{word.word}</span>
                <KeyHint>{key.label}</KeyHint>
              </button>
            );
          })}
        </div>
        <p className={`battle-feedback${me.answered ? ` is-${me.answered}` : ''}`} role="status">
          <Feedback me={me} />
        </p>
      </Half>
    );
  };
  return (
    <section className="page battle-page battle-game" aria-labelledby="battle-title">
      <BattleTitle />
      <Board
        left={half('left')}
        right={half('right')}
        middle={
          question ? <Round number={question.number} count={view.questionCount} /> : null
        }
      />
      <p className="battle-actions">
        <button type="button" className="button" onClick={() => send({ type: 'battle.exit' })}>
          <Trans>Leave the battle</Trans>
        </button>
      </p>
    </section>
  );
}

function Round({ number, count }: { number: number; count: number }) {
  return (
    <p className="battle-round">
      <Trans>
        Question {number} of {count}
      </Trans>
    </p>
  );
}

function Finish({ view, send }: { view: BattleView; send: Send }) {
  const tie = view.left.result === 'win' && view.right.result === 'win';
  const half = (side: Side) => {
    const me = view[side];
    return (
      <Half side={side}>
        <p className={`battle-result is-${me.result ?? 'none'}`}>
          {me.result === 'win' ? <Trans>Winner!</Trans> : <Trans>So close! Try again!</Trans>}
        </p>
        <p className="battle-score">
          <Plural value={me.crowns} one="# right answer" other="# right answers" />
        </p>
        <Crowns side={side} view={view} />
      </Half>
    );
  };
  return (
    <section className="page battle-page" aria-labelledby="battle-title">
      <BattleTitle />
      <Board
        left={half('left')}
        right={half('right')}
        middle={
          tie ? (
            <p className="battle-round">
              <Trans>A tie: you both win!</Trans>
            </p>
          ) : null
        }
      />
      <p className="battle-actions">
        <button type="button" className="button button-primary button-large" disabled={!view.canAgain} onClick={() => send({ type: 'battle.again' })}>
          <Trans>Play again</Trans>
        </button>
        <button type="button" className="button button-large" onClick={() => send({ type: 'battle.exit' })}>
          <Trans>Finish</Trans>
        </button>
      </p>
    </section>
  );
}
