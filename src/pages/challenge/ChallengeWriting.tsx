import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { InstructionIcon } from './InstructionIcon';
import { ReplayButton } from '../../audio/ReplayButton';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { WordView, WritingView } from '../../../machines/challenge/challenge.connect';
import type { ChallengeEvent } from '../../../machines/challenge/challenge.types';
import { connectWritingCoach, type WritingCoachView } from '../../../machines/challenge/writingCoach.connect';
import { writingCoachMachine } from '../../../machines/challenge/writingCoach.machine';
import { usePlayChild } from '../../app/AppActorContext';
import { CharacterComparison } from '../../components/hanzi/CharacterComparison';
import { QUIZ_LENIENCY } from '../../components/hanzi/leniency';
import { WritingPad } from '../../components/hanzi/WritingPad';
import { inspectOption } from '../../dev/inspect';
import { NoChallenge, WordProgress } from './Challenge';
import { WordPrompt } from './WordPrompt';
import { useChallengeView, useWordDisplay, type ChallengeActor, type WordDisplay } from './useChallenge';
import './challenge.css';
import { PageTitle } from '../../app/PageTitle';

/**
 * /challenge/writing (SPEC §2, §5; issue 28 §3 "a writing coach"): hanzi-writer's quiz on a
 * 田字格, one character after the other, `write_number` times. The quiz judges each stroke and
 * the pad reports it to the challenge (`write.stroke`, `write.mistake {stroke}`,
 * `write.strokesDone`) and to the character's writing coach (`stroke.accepted`, `stroke.missed`,
 * `character.done`), which the screen runs per character: a wrong stroke flashes red (the pad, at
 * once) with the soft miss sound (the challenge), then the coach's ladder helps with that stroke
 * (its start, then the stroke to trace; gentle shows the outline from the start). When the quiz
 * has judged every stroke the character completes by itself (no check step): the child's own
 * strokes show beside the model, the strokes that needed help marked, until "Go on" or a moment
 * later. The child's writing leniency sets how strictly the quiz judges and where the ladder
 * starts; the parent's write_hint off turns the help off. Everything fits a 375×667 screen.
 */
export default function ChallengeWritingPage() {
  const challenge = usePlayChild('challenge');
  return challenge ? <WritingScreen actor={challenge} /> : <NoChallenge />;
}

/**
 * The pad's size: the screen's width less its margins, and the height left under the header, the
 * prompt and the line of help (about 330 px at 375×667), between 200 and 360 px.
 */
function padSize(): number {
  const width = typeof window === 'undefined' ? 360 : window.innerWidth;
  const height = typeof window === 'undefined' ? 800 : window.innerHeight;
  return Math.max(200, Math.min(360, width - 48, height - 340));
}

function WritingScreen({ actor }: { actor: ChallengeActor }) {
  const { t } = useLingui();
  const { view, send } = useChallengeView(actor);
  const display = useWordDisplay();
  const [size] = useState(padSize);
  const { word, writing, progress } = view;
  if (view.screen !== 'challengeWriting' || !word || !writing) return null;
  const { repetition, repetitions } = writing;

  return (
    <section className="page challenge-page challenge-writing" aria-labelledby="page-title">
      <PageTitle>{`${t`Write`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title" className="challenge-title sr-only">
        <Trans>Write the word</Trans>
      </h1>
      <div className="writing-top">
        <InstructionIcon kind="write" />
        <WordPrompt word={word} display={display} showChinese />
        <ReplayButton compact onPress={() => send({ type: 'word.replay' })} />
        <div className="writing-counts">
          {progress ? <WordProgress current={progress.current} total={progress.total} /> : null}
          <p className="challenge-repetition">
            <Trans>
              Time {repetition} of {repetitions}
            </Trans>
          </p>
        </div>
      </div>
      <CharacterCoach
        key={`${word.id}-${repetition}-${writing.index}`}
        word={word}
        writing={writing}
        display={display}
        size={size}
        send={send}
      />
    </section>
  );
}

/** One character's quiz and its writing coach, then the character beside its model. */
function CharacterCoach({
  word,
  writing,
  display,
  size,
  send,
}: {
  word: WordView;
  writing: WritingView;
  display: WordDisplay;
  size: number;
  send: (event: ChallengeEvent) => void;
}) {
  const { t } = useLingui();
  const coach = useActorRef(writingCoachMachine, {
    input: { leniency: display.leniency, hint: writing.hint },
    ...inspectOption(),
  });
  const coachView = connectWritingCoach(useSelector(coach, (s) => s));
  const [loadFailed, setLoadFailed] = useState(false);
  const source = word.strokes[writing.index] ?? word.strokes.find((s) => s.char === writing.character);
  const mainlandOrder = display.script === 'tw' && source?.order === 'mainland';
  const scriptLang = display.script === 'cn' ? 'zh-Hans' : 'zh-Hant';
  const { character } = writing;

  if (writing.reviewing) {
    const helped = coachView.helped;
    const lastOfRepetition = writing.index === writing.missed.length - 1;
    const again = lastOfRepetition && writing.repetition < writing.repetitions;
    const numbers = helped.map((s) => s + 1).join(', ');
    return (
      <div className="writing-review">
        <div lang={scriptLang}>
          <CharacterComparison
            character={character}
            strokes={word.strokes}
            written={coachView.strokes}
            helped={helped}
            padSize={size}
            size={Math.min(Math.round((size - 12) / 2), 170)}
            writtenLabel={helped.length === 0 ? t`${character} as you wrote it` : t`${character} as you wrote it: strokes ${numbers} needed help`}
            modelLabel={t`${character}, the model`}
          />
        </div>
        <p role="status" className="challenge-feedback">
          {helped.length === 0 ? (
            <Trans>Every stroke right the first time!</Trans>
          ) : (
            <Plural value={helped.length} one="# stroke needed help: it has its number" other="# strokes needed help: they have their numbers" />
          )}
        </p>
        <button type="button" className="button button-primary button-large writing-go-on" onClick={() => send({ type: 'write.next' })}>
          <span aria-hidden="true">➜ </span>
          {again ? <Trans>Write it again</Trans> : <Trans>Go on</Trans>}
        </button>
      </div>
    );
  }

  return (
    <>
      <WritingPad
        character={character}
        strokes={word.strokes}
        outline={coachView.outline}
        help={{ stroke: coachView.stroke, kind: coachView.help }}
        leniency={QUIZ_LENIENCY[display.leniency]}
        quizKey={`${word.id}-${writing.repetition}-${writing.index}`}
        size={size}
        label={t`Writing grid: write ${writing.character} stroke by stroke`}
        onStroke={(stroke, path) => {
          coach.send({ type: 'stroke.accepted', stroke, path });
          send({ type: 'write.stroke' });
        }}
        onMistake={(stroke) => {
          coach.send({ type: 'stroke.missed', stroke });
          send({ type: 'write.mistake', stroke });
        }}
        onComplete={() => {
          coach.send({ type: 'character.done' });
          send({ type: 'write.strokesDone' });
        }}
        onError={() => setLoadFailed(true)}
      />
      <p className="challenge-feedback" role="status">
        {loadFailed ? (
          <Trans>The strokes of this character could not be loaded. Please check the connection and try again.</Trans>
        ) : (
          <HelpLine view={coachView} />
        )}
      </p>
      {mainlandOrder ? (
        <p className="challenge-note">
          <Trans>This character follows the mainland stroke order.</Trans>
        </p>
      ) : null}
    </>
  );
}

/** The coach's help in words, for the grown-up beside the child (the child sees the dot, the arrow, the stroke). */
function HelpLine({ view }: { view: WritingCoachView }) {
  if (view.help === 'trace') return <Trans>Trace the orange stroke.</Trans>;
  if (view.help === 'start') return <Trans>Start at the orange dot and follow the arrow.</Trans>;
  if (view.outline) return <Trans>Follow the grey outline.</Trans>;
  return null;
}
